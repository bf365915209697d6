import type { Metadata } from 'next';
import { InboxTable } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { AUDIT_COLUMNS } from '@/lib/audit/columns';
import { listAudit } from '@/lib/audit/log';
import { parseInboxFilter } from '@/lib/staff/filters';
import { requireStaff } from '@/lib/auth/session';

const T = STAFF_INBOX_TEXT.audit;

export const metadata: Metadata = { title: T.title };

export default async function AuditPage({ searchParams }: PageProps<'/staff/audit'>) {
  const staff = await requireStaff('admin');
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listAudit(staff, filter);
  return (
    <InboxTable
      text={T}
      path="/staff/audit"
      filter={filter}
      filterOptions={{ statusFilter: false }}
      columns={AUDIT_COLUMNS}
      rows={rows}
      total={total}
    />
  );
}
