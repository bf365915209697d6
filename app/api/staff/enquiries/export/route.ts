import { requireStaffApi } from '@/lib/auth/session';
import { allContactEnquiries } from '@/lib/enquiries/admin';
import { handler } from '@/lib/http';
import { csvResponse, toCsv } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const rows = await allContactEnquiries(
    staff,
    parseInboxFilter(new URL(request.url).searchParams),
  );
  const csv = toCsv(
    [
      'received',
      'name',
      'mobile',
      'email',
      'city',
      'pincode',
      'enquiry',
      'message',
      'handled_at',
      'handled_by',
    ],
    rows.map((r) => [
      r.createdAt,
      r.name,
      r.mobile,
      r.email,
      r.city,
      r.pincode,
      r.types.join('; '),
      r.message,
      r.handledAt,
      r.handledBy,
    ]),
  );
  return csvResponse('contact-enquiries.csv', csv);
});
