import { allContactEnquiries } from '@/lib/enquiries/admin';
import { CONTACT_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { inboxExport } from '@/lib/platform/inbox/export-route';
import { enquiries } from '@/lib/enquiries/feature';

export const GET = inboxExport({
  access: enquiries.role,
  file: 'contact-enquiries.csv',
  columns: CONTACT_ENQUIRY_COLUMNS,
  rows: allContactEnquiries,
});
