import { STAFF_INBOX_TEXT } from '@/content/staff';
import { csv, dateColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import type { PaymentRow } from './admin';

const T = STAFF_INBOX_TEXT.payments;

/** The payments inbox's columns, on its page and in its CSV (which keeps the raw status). */
export const PAYMENT_COLUMNS = inboxColumns<PaymentRow>()([
  dateColumn('created', T.columns.created, 'created', (r) => r.createdAt),
  {
    key: 'customer',
    header: T.columns.customer,
    csv: [csv('name', (r) => r.name), csv('email', (r) => r.email), csv('phone', (r) => r.phone)],
  },
  { key: 'purpose', header: T.columns.purpose, csv: [csv('purpose', (r) => r.purpose)] },
  { key: 'amount', header: T.columns.amount, csv: [csv('amount', (r) => r.amount)] },
  {
    key: 'status',
    header: T.columns.status,
    text: (r) => T.statuses[r.status],
    csv: [csv('status', (r) => r.status), csv('razorpayOrder', (r) => r.razorpayOrderId)],
  },
  { key: 'receipt', header: T.columns.receipt, csv: [csv('receipt', (r) => r.receiptNumber)] },
]);
