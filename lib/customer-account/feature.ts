import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { defineFeature } from '@/lib/platform/feature';

/**
 * The customer's own page (/my-account): signed in with a code sent by SMS to their mobile
 * number, it shows that number's warranty registrations, service requests and payment receipts,
 * and nothing of anyone else's (lib/customer-account/records.ts). No staff pages.
 */
export const customerAccount = defineFeature({
  name: 'customer-account',
  // Signing in spends a mobile-check proof; the page shows the other features' records.
  dependsOn: ['mobile-check', 'service', 'warranty', 'payments'],
  role: 'service',
  group: 'after-sales',
  // Sending the code asks reCAPTCHA for a token, as the forms do (and /hi/my-account too).
  outsideSources: [{ prefix: '/my-account', exact: true, kinds: ['recaptcha'] }],
  /** Its sessions, by mobile number: an erasure deletes them (signing the person out). */
  personalData: { tables: { customerSessions: PRIVACY_TOOL_TEXT.tables.customerSessions } },
});
