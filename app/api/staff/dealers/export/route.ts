import { requireStaffApi } from '@/lib/auth/session';
import { allDealerEnquiries } from '@/lib/enquiries/admin';
import { handler } from '@/lib/http';
import { csvResponse, toCsv } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const rows = await allDealerEnquiries(staff, parseInboxFilter(new URL(request.url).searchParams));
  const csv = toCsv(
    ['received', 'name', 'mobile', 'location', 'handled_at', 'handled_by'],
    rows.map((r) => [r.createdAt, r.name, r.number, r.location, r.handledAt, r.handledBy]),
  );
  return csvResponse('dealer-enquiries.csv', csv);
});
