import type { Metadata } from 'next';
import { InboxTable } from '@/components/inbox/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listSubscribers, SUBSCRIBER_STATES } from '@/lib/newsletter/admin';
import { SUBSCRIBER_COLUMNS } from '@/lib/newsletter/columns';
import { openInbox } from '@/lib/platform/inbox/page';
import { markHandled } from './actions';
import { newsletter } from '@/lib/newsletter/feature';

const T = STAFF_INBOX_TEXT.subscribers;

export const metadata: Metadata = { title: T.title };

export default async function SubscribersPage({ searchParams }: PageProps<'/staff/subscribers'>) {
  const inbox = await openInbox(newsletter.role, searchParams, listSubscribers);
  return (
    <InboxTable
      text={T}
      path="/staff/subscribers"
      exportPath="/api/staff/subscribers/export"
      filterOptions={{ typeLabel: T.stateLabel, types: SUBSCRIBER_STATES }}
      columns={SUBSCRIBER_COLUMNS}
      handled={{ action: markHandled, label: (row) => row.email }}
      {...inbox}
    />
  );
}
