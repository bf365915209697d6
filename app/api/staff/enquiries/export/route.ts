import { requireStaffApi } from '@/lib/auth/session';
import { allContactEnquiries, type ContactEnquiryRow } from '@/lib/enquiries/admin';
import { handler } from '@/lib/http';
import { csvResponse, csvStream, type CsvColumn } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

const COLUMNS: CsvColumn<ContactEnquiryRow>[] = [
  { header: 'received', value: (r) => r.createdAt },
  { header: 'name', value: (r) => r.name },
  { header: 'mobile', value: (r) => r.mobile },
  { header: 'email', value: (r) => r.email },
  { header: 'city', value: (r) => r.city },
  { header: 'pincode', value: (r) => r.pincode },
  { header: 'enquiry', value: (r) => r.types.join('; ') },
  { header: 'message', value: (r) => r.message },
  { header: 'handled_at', value: (r) => r.handledAt },
  { header: 'handled_by', value: (r) => r.handledBy },
];

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse(
    'contact-enquiries.csv',
    csvStream(COLUMNS, await allContactEnquiries(staff, filter)),
  );
});
