import type { Metadata } from 'next';
import { ASSIGNED_FILTER, threadColumn } from '@/components/enquiries/staff-thread';
import { InboxTable } from '@/components/inbox/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listDealerEnquiries } from '@/lib/enquiries/admin';
import { DEALER_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { openInbox } from '@/lib/platform/inbox/page';
import { markHandled } from './actions';
import { enquiries } from '@/lib/enquiries/feature';

const T = STAFF_INBOX_TEXT.dealers;

export const metadata: Metadata = { title: T.title };

export default async function DealerEnquiriesPage({ searchParams }: PageProps<'/staff/dealers'>) {
  const inbox = await openInbox(enquiries.role, searchParams, listDealerEnquiries);
  return (
    <InboxTable
      text={T}
      path="/staff/dealers"
      exportPath="/api/staff/dealers/export"
      filterOptions={{ selects: [ASSIGNED_FILTER] }}
      columns={DEALER_ENQUIRY_COLUMNS}
      cells={{ location: { className: 'whitespace-pre-wrap' } }}
      actions={[threadColumn('/staff/dealers')]}
      handled={{
        action: markHandled,
        label: (row) => `${row.name} ${row.number}`,
      }}
      {...inbox}
    />
  );
}
