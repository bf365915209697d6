import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { DefinitionList } from '@/components/ui/definition-list';
import { notFound } from 'next/navigation';
import { AccountButton } from '@/components/staff-accounts/account-button';
import { lastSignInText, statusText } from '@/components/staff-accounts/accounts-table';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Notice } from '@/components/inbox/row-button';
import { STAFF_ACCOUNTS_TEXT as T } from '@/content/staff-accounts';
import { requireStaff } from '@/lib/platform/auth/session';
import { findStaffMember } from '@/lib/staff/accounts';
import { staffDate } from '@/lib/platform/inbox/format';
import { noticeText } from '@/lib/platform/inbox/notice';
import { changeAccount, saveRoles } from '../actions';
import { rolesField } from '../fields';

type Props = PageProps<'/staff/accounts/[id]'>;

const M = T.member;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff('admin');
  const member = await findStaffMember(staff, (await params).id);
  return { title: member?.name ?? T.title };
}

export default async function StaffMemberPage({ params, searchParams }: Props) {
  const staff = await requireStaff('admin');
  const member = await findStaffMember(staff, (await params).id);
  if (!member) notFound();
  const notice = noticeText(T.notices, (await searchParams).notice);
  const act = changeAccount.bind(null, member.id);
  const details: [string, string][] = [
    [M.labels.email, member.email],
    [M.labels.status, statusText(member)],
    [M.labels.twoFactor, member.twoFactor ? T.twoFactor.on : T.twoFactor.off],
    [M.labels.lastSignIn, lastSignInText(member)],
    [M.labels.created, staffDate(member.createdAt)],
  ];
  return (
    <>
      <Link href="/staff/accounts" className="text-brand-800 underline">
        {M.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{member.name}</h1>
      <Notice text={notice} />
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-xl font-bold text-brand-900">
          {M.details}
        </h2>
        <DefinitionList
          className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1"
          pairClassName="contents"
          termClassName="font-semibold"
          items={details}
        />
      </section>
      <section aria-labelledby="roles-heading" className="space-y-2">
        <h2 id="roles-heading" className="text-xl font-bold text-brand-900">
          {M.rolesTitle}
        </h2>
        <p>{M.rolesLead}</p>
        <EntityForm
          action={saveRoles.bind(null, member.id)}
          fields={[rolesField(member.roles)]}
          submitLabel={M.saveRoles}
          savingLabel={M.saving}
          summaryLabel={T.errorSummary}
        />
      </section>
      <section aria-labelledby="access-heading" className="max-w-xl space-y-4">
        <h2 id="access-heading" className="text-xl font-bold text-brand-900">
          {M.accessTitle}
        </h2>
        {member.disabled ? (
          <AccountButton action={act} op="enable" label={M.enable} lead={M.enableLead} />
        ) : (
          <AccountButton action={act} op="disable" label={M.disable} lead={M.disableLead} danger />
        )}
        {member.disabled ? null : (
          <AccountButton
            action={act}
            op="reset-password"
            label={M.resetPassword}
            lead={M.resetPasswordLead}
          />
        )}
        <AccountButton
          action={act}
          op="second-factor-reset"
          label={M.resetSecondFactor}
          lead={M.resetSecondFactorLead}
        />
      </section>
    </>
  );
}
