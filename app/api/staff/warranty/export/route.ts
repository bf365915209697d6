import { inboxExport } from '@/lib/platform/inbox/export-route';
import { allWarrantyRegistrations } from '@/lib/warranty/admin';
import { WARRANTY_COLUMNS } from '@/lib/warranty/columns';
import { warranty } from '@/lib/warranty/feature';

export const GET = inboxExport({
  access: warranty.role,
  file: 'warranty-registrations.csv',
  columns: WARRANTY_COLUMNS,
  rows: allWarrantyRegistrations,
});
