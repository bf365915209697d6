import type { Metadata } from 'next';
import { ContactCell } from '@/components/inbox/contact-cell';
import { ASSIGNED_FILTER, threadColumn } from '@/components/enquiries/staff-thread';
import { InboxTable, type PageCells } from '@/components/inbox/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listContactEnquiries } from '@/lib/enquiries/admin';
import { CONTACT_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { ENQUIRY_TYPES } from '@/content/contact';
import { openInbox } from '@/lib/platform/inbox/page';
import { markHandled } from './actions';
import { enquiries } from '@/lib/enquiries/feature';

const T = STAFF_INBOX_TEXT.enquiries;

export const metadata: Metadata = { title: T.title };

const cells: PageCells<typeof CONTACT_ENQUIRY_COLUMNS> = {
  from: {
    cell: (row) => (
      <ContactCell
        name={row.name}
        email={row.email}
        mobile={row.mobile}
        place={`${row.city} ${row.pincode}`}
      />
    ),
  },
  message: { className: 'max-w-md whitespace-pre-wrap break-words' },
};

export default async function ContactEnquiriesPage({
  searchParams,
}: PageProps<'/staff/enquiries'>) {
  const inbox = await openInbox(enquiries.role, searchParams, listContactEnquiries);
  return (
    <InboxTable
      text={T}
      path="/staff/enquiries"
      exportPath="/api/staff/enquiries/export"
      filterOptions={{ types: ENQUIRY_TYPES, selects: [ASSIGNED_FILTER] }}
      columns={CONTACT_ENQUIRY_COLUMNS}
      cells={cells}
      actions={[threadColumn('/staff/enquiries')]}
      handled={{
        action: markHandled,
        label: (row) => `${row.name} ${row.email}`,
      }}
      {...inbox}
    />
  );
}
