import { allSubscribers } from '@/lib/newsletter/admin';
import { SUBSCRIBER_COLUMNS } from '@/lib/newsletter/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';

export const GET = inboxExport({
  access: 'sales',
  file: 'subscribers.csv',
  columns: SUBSCRIBER_COLUMNS,
  rows: allSubscribers,
});
