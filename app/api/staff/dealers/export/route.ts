import { requireStaffApi } from '@/lib/auth/session';
import { allDealerEnquiries, type DealerEnquiryRow } from '@/lib/enquiries/admin';
import { handler } from '@/lib/http';
import { csvResponse, csvStream, type CsvColumn } from '@/lib/staff/csv';
import { parseInboxFilter } from '@/lib/staff/filters';

const COLUMNS: CsvColumn<DealerEnquiryRow>[] = [
  { header: 'received', value: (r) => r.createdAt },
  { header: 'name', value: (r) => r.name },
  { header: 'mobile', value: (r) => r.number },
  { header: 'location', value: (r) => r.location },
  { header: 'handled_at', value: (r) => r.handledAt },
  { header: 'handled_by', value: (r) => r.handledBy },
];

export const GET = handler(async (request) => {
  const staff = await requireStaffApi('sales');
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse(
    'dealer-enquiries.csv',
    csvStream(COLUMNS, await allDealerEnquiries(staff, filter)),
  );
});
