import { requireStaffApi } from '@/lib/auth/session';
import { handler } from '@/lib/http';
import { allSubscribers } from '@/lib/newsletter/admin';
import { subscriberCsv } from '@/lib/newsletter/csv';
import { csvResponse } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse('subscribers.csv', subscriberCsv(await allSubscribers(staff, filter)));
});
