import { allPayments } from '@/lib/payments/admin';
import { PAYMENT_COLUMNS } from '@/lib/payments/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';

export const GET = inboxExport({
  access: 'accounts',
  file: 'payments.csv',
  columns: PAYMENT_COLUMNS,
  rows: allPayments,
});
