import { Link } from '@/components/ui/link';
import { STAFF_ACCOUNTS_TEXT as T } from '@/content/staff-accounts';
import { STAFF_ACCESS_TEXT } from '@/content/staff';
import type { StaffMemberView } from '@/lib/staff/accounts';
import { staffDate } from '@/lib/platform/inbox/format';
import { TableScroller } from '@/components/ui/table-scroller';
import { CARD_CELL, CARD_HEAD, CARD_ROW, CARD_TABLE } from '@/components/inbox/cards';

export const rolesText = (member: StaffMemberView) =>
  member.roles.map((role) => STAFF_ACCESS_TEXT.roles[role]).join(', ') || T.noRoles;

export const statusText = (member: StaffMemberView) =>
  member.disabled ? T.status.disabled : member.passwordSet ? T.status.active : T.status.invited;

export const lastSignInText = (member: StaffMemberView) =>
  member.lastSignIn ? staffDate(member.lastSignIn) : T.never;

const CELL = 'border-b border-slate-200 px-3 py-2 text-left align-top';

/** Every member of staff; the name opens the member's page. Cards on a phone (cards.ts). */
export function AccountsTable({ members }: { members: StaffMemberView[] }) {
  if (members.length === 0) return <p>{T.empty}</p>;
  const [who, roles, status, twoFactor, lastSignIn] = Object.values(T.columns);
  const cell = (label: string | undefined) => ({
    'data-label': label,
    className: `${CELL} ${CARD_CELL} max-md:border-0`,
  });
  return (
    <TableScroller
      label={T.caption}
      className="rounded border border-slate-200 bg-white max-md:border-0 max-md:bg-transparent"
    >
      <table className={`w-full text-sm ${CARD_TABLE}`}>
        <caption className="sr-only">{T.caption}</caption>
        <thead className={CARD_HEAD}>
          <tr>
            {Object.values(T.columns).map((header) => (
              <th key={header} scope="col" className={`${CELL} font-semibold`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className={CARD_ROW}>
              <th scope="row" data-label={who} className={`${cell(who).className} font-normal`}>
                <Link
                  href={`/staff/accounts/${member.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {member.name}
                </Link>
                <br />
                {member.email}
              </th>
              <td {...cell(roles)}>{rolesText(member)}</td>
              <td {...cell(status)}>{statusText(member)}</td>
              <td {...cell(twoFactor)}>{member.twoFactor ? T.twoFactor.on : T.twoFactor.off}</td>
              <td {...cell(lastSignIn)}>{lastSignInText(member)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
