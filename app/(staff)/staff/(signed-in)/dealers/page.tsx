import type { Metadata } from 'next';
import { handledColumns, InboxTable, type InboxColumn } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listDealerEnquiries, type DealerEnquiryRow } from '@/lib/enquiries/admin';
import { parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';
import { requireStaff } from '@/lib/auth/session';
import { toggleHandled } from '../actions';

const T = STAFF_INBOX_TEXT.dealers;

export const metadata: Metadata = { title: T.title };

const columns: InboxColumn<DealerEnquiryRow>[] = [
  { header: T.columns.received, cell: (row) => staffDate(row.createdAt) },
  { header: T.columns.name, cell: (row) => row.name },
  { header: T.columns.mobile, cell: (row) => row.number },
  { header: T.columns.location, className: 'whitespace-pre-wrap', cell: (row) => row.location },
  ...handledColumns<DealerEnquiryRow>({
    action: toggleHandled,
    entity: 'DealerEnquiry',
    back: '/staff/dealers',
    label: (row) => `${row.name} ${row.number}`,
  }),
];

export default async function DealerEnquiriesPage({ searchParams }: PageProps<'/staff/dealers'>) {
  const staff = await requireStaff('sales');
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listDealerEnquiries(staff, filter);
  return (
    <InboxTable
      text={T}
      path="/staff/dealers"
      exportPath="/api/staff/dealers/export"
      filter={filter}
      columns={columns}
      rows={rows}
      total={total}
    />
  );
}
