import type { Metadata } from 'next';
import { handledColumns, InboxTable, type InboxColumn } from '@/components/staff/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listSubscribers, type SubscriberRow } from '@/lib/newsletter/admin';
import { parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';
import { requireStaff } from '@/lib/auth/session';
import { toggleHandled } from '../actions';

const T = STAFF_INBOX_TEXT.subscribers;

export const metadata: Metadata = { title: T.title };

const columns: InboxColumn<SubscriberRow>[] = [
  { header: T.columns.email, cell: (row) => row.email },
  { header: T.columns.signedUp, cell: (row) => staffDate(row.createdAt) },
  ...handledColumns<SubscriberRow>({
    action: toggleHandled,
    entity: 'Subscriber',
    back: '/staff/subscribers',
    label: (row) => row.email,
  }),
];

export default async function SubscribersPage({ searchParams }: PageProps<'/staff/subscribers'>) {
  const staff = await requireStaff('sales');
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listSubscribers(staff, filter);
  return (
    <InboxTable
      text={T}
      path="/staff/subscribers"
      exportPath="/api/staff/subscribers/export"
      filter={filter}
      columns={columns}
      rows={rows}
      total={total}
    />
  );
}
