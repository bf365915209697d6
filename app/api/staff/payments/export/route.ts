import { allPayments } from '@/lib/payments/admin';
import { PAYMENT_COLUMNS } from '@/lib/payments/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { payments } from '@/lib/payments/feature';

export const GET = inboxExport({
  access: payments.role,
  file: 'payments.csv',
  columns: PAYMENT_COLUMNS,
  rows: allPayments,
});
