import { allServiceRequests } from '@/lib/service/admin';
import { SERVICE_REQUEST_COLUMNS } from '@/lib/service/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { serviceRequests } from '@/lib/service/feature';

export const GET = inboxExport({
  access: serviceRequests.role,
  file: 'service-requests.csv',
  columns: SERVICE_REQUEST_COLUMNS,
  rows: allServiceRequests,
});
