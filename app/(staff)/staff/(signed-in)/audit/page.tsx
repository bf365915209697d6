import type { Metadata } from 'next';
import { InboxTable, type InboxColumn } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listAudit, type AuditRow } from '@/lib/audit/log';
import { parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';
import { requireStaff } from '@/lib/auth/session';

const T = STAFF_INBOX_TEXT.audit;

export const metadata: Metadata = { title: T.title };

const columns: InboxColumn<AuditRow>[] = [
  { header: T.columns.when, cell: (row) => staffDate(row.when) },
  { header: T.columns.who, cell: (row) => row.actorEmail },
  { header: T.columns.what, cell: (row) => row.summary },
];

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
      columns={columns}
      rows={rows}
      total={total}
    />
  );
}
