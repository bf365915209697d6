import { allDealerEnquiries } from '@/lib/enquiries/admin';
import { DEALER_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { enquiries } from '@/lib/enquiries/feature';

export const GET = inboxExport({
  access: enquiries.role,
  file: 'dealer-enquiries.csv',
  columns: DEALER_ENQUIRY_COLUMNS,
  rows: allDealerEnquiries,
});
