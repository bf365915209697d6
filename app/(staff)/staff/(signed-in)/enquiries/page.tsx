import type { Metadata } from 'next';
import { handledColumns, InboxTable, type InboxColumn } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listContactEnquiries, type ContactEnquiryRow } from '@/lib/enquiries/admin';
import { ENQUIRY_TYPES } from '@/content/contact';
import { parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';
import { requireStaff } from '@/lib/auth/session';
import { toggleHandled } from '../actions';

const T = STAFF_INBOX_TEXT.enquiries;
const link = 'text-brand-700 underline';

export const metadata: Metadata = { title: T.title };

const columns: InboxColumn<ContactEnquiryRow>[] = [
  { header: T.columns.received, cell: (row) => staffDate(row.createdAt) },
  {
    header: T.columns.from,
    cell: (row) => (
      <>
        {row.name}
        <br />
        <a className={link} href={`mailto:${row.email}`}>
          {row.email}
        </a>
        <br />
        <a className={link} href={`tel:+91${row.mobile}`}>
          {row.mobile}
        </a>
        <br />
        {row.city} {row.pincode}
      </>
    ),
  },
  { header: T.columns.interestedIn, cell: (row) => row.types.join(', ') },
  {
    header: T.columns.message,
    className: 'max-w-md whitespace-pre-wrap break-words',
    cell: (row) => row.message,
  },
  ...handledColumns<ContactEnquiryRow>({
    action: toggleHandled,
    entity: 'ContactEnquiry',
    back: '/staff/enquiries',
    label: (row) => `${row.name} ${row.email}`,
  }),
];

export default async function ContactEnquiriesPage({
  searchParams,
}: PageProps<'/staff/enquiries'>) {
  const staff = await requireStaff('sales');
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listContactEnquiries(staff, filter);
  return (
    <InboxTable
      text={T}
      path="/staff/enquiries"
      exportPath="/api/staff/enquiries/export"
      filter={filter}
      filterOptions={{ types: ENQUIRY_TYPES }}
      columns={columns}
      rows={rows}
      total={total}
    />
  );
}
