import { requireStaffApi } from '@/lib/auth/session';
import { handler } from '@/lib/http';
import { allPayments, type PaymentRow } from '@/lib/payments/admin';
import { csvResponse, csvStream, type CsvColumn } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

const COLUMNS: CsvColumn<PaymentRow>[] = [
  { header: 'created', value: (r) => r.createdAt },
  { header: 'name', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
  { header: 'phone', value: (r) => r.phone },
  { header: 'purpose', value: (r) => r.purpose },
  { header: 'amount', value: (r) => r.amount },
  { header: 'status', value: (r) => r.status },
  { header: 'razorpay_order', value: (r) => r.razorpayOrderId },
  { header: 'receipt', value: (r) => r.receiptNumber },
];

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('accounts');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse('payments.csv', csvStream(COLUMNS, await allPayments(staff, filter)));
});
