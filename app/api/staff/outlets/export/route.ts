import { allOutlets } from '@/lib/locator/admin';
import { OUTLET_COLUMNS } from '@/lib/locator/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { outlets } from '@/lib/locator/feature';

export const GET = inboxExport({
  access: outlets.role,
  file: 'outlets.csv',
  columns: OUTLET_COLUMNS,
  rows: allOutlets,
});
