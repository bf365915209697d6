import { allServiceRequests } from '@/lib/service/admin';
import { SERVICE_REQUEST_COLUMNS } from '@/lib/service/columns';
import { inboxExport } from '@/lib/staff/inbox-export';

export const GET = inboxExport({
  access: 'service',
  file: 'service-requests.csv',
  columns: SERVICE_REQUEST_COLUMNS,
  rows: allServiceRequests,
});
