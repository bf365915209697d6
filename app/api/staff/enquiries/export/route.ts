import { allContactEnquiries } from '@/lib/enquiries/admin';
import { CONTACT_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';

export const GET = inboxExport({
  access: 'sales',
  file: 'contact-enquiries.csv',
  columns: CONTACT_ENQUIRY_COLUMNS,
  rows: allContactEnquiries,
});
