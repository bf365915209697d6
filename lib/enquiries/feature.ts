import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Contact and dealer enquiries: two public forms, their inboxes and mail (sales). */
export const enquiries = defineFeature({
  name: 'enquiries',
  role: 'sales',
  group: 'sales',
  // The contact form takes a model page's line and model (lib/enquiries/messages.ts).
  dependsOn: ['catalogue'],
  staffAreas: ['/staff/enquiries', '/staff/dealers', '/api/staff/enquiries', '/api/staff/dealers'],
  menu: [
    { href: '/staff/enquiries', label: T.enquiries },
    { href: '/staff/dealers', label: T.dealers },
  ],
  handled: [
    { entity: 'ContactEnquiry', inbox: '/staff/enquiries' },
    { entity: 'DealerEnquiry', inbox: '/staff/dealers' },
  ],
  mailKinds: ['contact-enquiry', 'dealer-enquiry'],
  mailRetention: { 'contact-enquiry': 'contactEnquiries', 'dealer-enquiry': 'dealerEnquiries' },
  captchaActions: { contact: 'contact', dealer: 'dealer' },
  outsideSources: [
    { prefix: '/contact-us', kinds: ['recaptcha', 'maps'] },
    // The investor index shows the contact form and map too; its subpages do not.
    { prefix: '/investor-relations', exact: true, kinds: ['recaptcha', 'maps'] },
    { prefix: '/dealers-distributors', kinds: ['recaptcha'] },
  ],
  personalData: {
    tables: {
      contactEnquiries: PRIVACY_TOOL_TEXT.tables.contactEnquiries,
      dealerEnquiries: PRIVACY_TOOL_TEXT.tables.dealerEnquiries,
    },
  },
  retention: {
    contactEnquiries: { days: 'ENQUIRY_RETENTION_DAYS', what: P.what.contactEnquiries },
    dealerEnquiries: { days: 'DEALER_RETENTION_DAYS', what: P.what.dealerEnquiries },
  },
});
