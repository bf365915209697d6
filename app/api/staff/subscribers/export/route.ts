import { requireStaffApi } from '@/lib/auth/session';
import { handler } from '@/lib/http';
import { allSubscribers } from '@/lib/newsletter/admin';
import { SUBSCRIBER_CSV } from '@/lib/newsletter/csv';
import { csvResponse, csvStream } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse(
    'subscribers.csv',
    csvStream(SUBSCRIBER_CSV, await allSubscribers(staff, filter)),
  );
});
