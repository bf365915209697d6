import { allOutlets } from '@/lib/locator/admin';
import { OUTLET_COLUMNS } from '@/lib/locator/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';

export const GET = inboxExport({
  access: 'service',
  file: 'outlets.csv',
  columns: OUTLET_COLUMNS,
  rows: allOutlets,
});
