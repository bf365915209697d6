import { inboxExport } from '@/lib/platform/inbox/export-route';
import { allWarrantyRegistrations } from '@/lib/warranty/admin';
import { WARRANTY_COLUMNS } from '@/lib/warranty/columns';

export const GET = inboxExport({
  access: 'service',
  file: 'warranty-registrations.csv',
  columns: WARRANTY_COLUMNS,
  rows: allWarrantyRegistrations,
});
