import { allServiceRequests } from '@/lib/service/admin';
import { SERVICE_REQUEST_COLUMNS } from '@/lib/service/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';

export const GET = inboxExport({
  access: 'service',
  file: 'service-requests.csv',
  columns: SERVICE_REQUEST_COLUMNS,
  rows: allServiceRequests,
});
