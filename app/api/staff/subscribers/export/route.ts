import { allSubscribers } from '@/lib/newsletter/admin';
import { SUBSCRIBER_COLUMNS } from '@/lib/newsletter/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { newsletter } from '@/lib/newsletter/feature';

export const GET = inboxExport({
  access: newsletter.role,
  file: 'subscribers.csv',
  columns: SUBSCRIBER_COLUMNS,
  rows: allSubscribers,
});
