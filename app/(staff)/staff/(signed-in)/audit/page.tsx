import type { Metadata } from 'next';
import { InboxTable } from '@/components/inbox/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { AUDIT_COLUMNS } from '@/lib/audit-log/columns';
import { listAudit } from '@/lib/audit-log/admin';
import { openInbox } from '@/lib/platform/inbox/page';

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
