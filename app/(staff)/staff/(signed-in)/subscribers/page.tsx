import type { Metadata } from 'next';
import { handledAction, InboxTable } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listSubscribers, SUBSCRIBER_STATES, type SubscriberRow } from '@/lib/newsletter/admin';
import { SUBSCRIBER_COLUMNS } from '@/lib/newsletter/columns';
import { openInbox } from '@/lib/staff/inbox-page';
import { toggleHandled } from '../actions';

const T = STAFF_INBOX_TEXT.subscribers;

export const metadata: Metadata = { title: T.title };

const actions = [
  handledAction<SubscriberRow>({
    action: toggleHandled,
    entity: 'Subscriber',
    back: '/staff/subscribers',
    label: (row) => row.email,
  }),
];

export default async function SubscribersPage({ searchParams }: PageProps<'/staff/subscribers'>) {
  const inbox = await openInbox('sales', searchParams, listSubscribers);
  return (
    <InboxTable
      text={T}
      path="/staff/subscribers"
      exportPath="/api/staff/subscribers/export"
      filterOptions={{ typeLabel: T.stateLabel, types: SUBSCRIBER_STATES }}
      columns={SUBSCRIBER_COLUMNS}
      actions={actions}
      {...inbox}
    />
  );
}
