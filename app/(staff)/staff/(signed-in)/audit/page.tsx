import type { Metadata } from 'next';
import { InboxTable } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { AUDIT_COLUMNS } from '@/lib/audit/columns';
import { listAudit } from '@/lib/audit/log';
import { openInbox } from '@/lib/staff/inbox-page';

const T = STAFF_INBOX_TEXT.audit;

export const metadata: Metadata = { title: T.title };

export default async function AuditPage({ searchParams }: PageProps<'/staff/audit'>) {
  const inbox = await openInbox('admin', searchParams, listAudit);
  return (
    <InboxTable
      text={T}
      path="/staff/audit"
      filterOptions={{ statusFilter: false }}
      columns={AUDIT_COLUMNS}
      {...inbox}
    />
  );
}
