import type { Metadata } from 'next';
import { AccountsTable } from '@/components/staff-accounts/accounts-table';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Notice } from '@/components/inbox/row-button';
import { STAFF_ACCOUNTS_TEXT as T } from '@/content/staff-accounts';
import { requireStaff } from '@/lib/platform/auth/session';
import { listStaffMembers } from '@/lib/staff/accounts';
import { noticeText } from '@/lib/platform/inbox/notice';
import { inviteMember } from './actions';
import { inviteFields } from './fields';

export const metadata: Metadata = { title: T.title };

export default async function StaffAccountsPage({ searchParams }: PageProps<'/staff/accounts'>) {
  const staff = await requireStaff('admin');
  const [members, params] = await Promise.all([listStaffMembers(staff), searchParams]);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.title}</h1>
      <p>{T.lead}</p>
      <Notice text={noticeText(T.notices, params.notice)} />
      <AccountsTable members={members} />
      <section aria-labelledby="invite-heading" className="space-y-2">
        <h2 id="invite-heading" className="text-xl font-bold text-brand-900">
          {T.invite.title}
        </h2>
        <p>{T.invite.lead}</p>
        <EntityForm
          action={inviteMember}
          fields={inviteFields()}
          submitLabel={T.invite.submit}
          savingLabel={T.invite.sending}
          summaryLabel={T.errorSummary}
        />
      </section>
    </>
  );
}
