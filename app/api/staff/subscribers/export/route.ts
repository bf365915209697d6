import { requireStaffApi } from '@/lib/auth/session';
import { handler } from '@/lib/http';
import { allSubscribers } from '@/lib/newsletter/admin';
import { csvResponse, toCsv } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const rows = await allSubscribers(staff, filter);
  const csv = toCsv(
    ['email', 'signed_up', 'handled_at', 'handled_by'],
    rows.map((r) => [r.email, r.createdAt, r.handledAt, r.handledBy]),
  );
  return csvResponse('subscribers.csv', csv);
});
