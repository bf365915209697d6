import { STAFF_INBOX_TEXT } from '@/content/staff';
import { csv, dateColumn, handledColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import type { ContactEnquiryRow, DealerEnquiryRow } from './admin';

const CONTACT = STAFF_INBOX_TEXT.enquiries.columns;
const DEALER = STAFF_INBOX_TEXT.dealers.columns;

/** The contact enquiries inbox's columns, on its page and in its CSV. */
export const CONTACT_ENQUIRY_COLUMNS = inboxColumns<ContactEnquiryRow>()([
  dateColumn('received', CONTACT.received, 'received', (r) => r.createdAt),
  {
    key: 'from',
    header: CONTACT.from,
    csv: [
      csv('name', (r) => r.name),
      csv('mobile', (r) => r.mobile),
      csv('email', (r) => r.email),
      csv('city', (r) => r.city),
      csv('pincode', (r) => r.pincode),
    ],
  },
  {
    key: 'interestedIn',
    header: CONTACT.interestedIn,
    text: (r) => r.types.join(', '),
    csv: [csv('enquiry', (r) => r.types.join('; '))],
  },
  { key: 'message', header: CONTACT.message, csv: [csv('message', (r) => r.message)] },
  handledColumn(),
]);

/** The dealer enquiries inbox's columns, on its page and in its CSV. */
export const DEALER_ENQUIRY_COLUMNS = inboxColumns<DealerEnquiryRow>()([
  dateColumn('received', DEALER.received, 'received', (r) => r.createdAt),
  { key: 'name', header: DEALER.name, csv: [csv('name', (r) => r.name)] },
  { key: 'mobile', header: DEALER.mobile, csv: [csv('mobile', (r) => r.number)] },
  { key: 'location', header: DEALER.location, csv: [csv('location', (r) => r.location)] },
  handledColumn(),
]);
