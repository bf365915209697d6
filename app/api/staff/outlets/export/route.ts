import { allOutlets } from '@/lib/locator/admin';
import { OUTLET_COLUMNS } from '@/lib/locator/columns';
import { inboxExport } from '@/lib/staff/inbox-export';

export const GET = inboxExport({
  access: 'service',
  file: 'outlets.csv',
  columns: OUTLET_COLUMNS,
  rows: allOutlets,
});
