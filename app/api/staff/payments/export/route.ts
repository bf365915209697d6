import { requireStaffApi } from '@/lib/auth/session';
import { handler } from '@/lib/http';
import { allPayments } from '@/lib/payments/admin';
import { csvResponse, toCsv } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('accounts');
  const rows = await allPayments(staff, parseInboxFilter(new URL(request.url).searchParams));
  const csv = toCsv(
    [
      'created',
      'name',
      'email',
      'phone',
      'purpose',
      'amount',
      'status',
      'razorpay_order',
      'receipt',
    ],
    rows.map((r) => [
      r.createdAt,
      r.name,
      r.email,
      r.phone,
      r.purpose,
      r.amount,
      r.status,
      r.razorpayOrderId,
      r.receiptNumber,
    ]),
  );
  return csvResponse('payments.csv', csv);
});
