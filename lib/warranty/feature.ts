import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Warranty registration and its check, and the registrations' inbox (service). */
export const warranty = defineFeature({
  name: 'warranty',
  // The dealer a customer bought from is picked from the locator's outlets.
  dependsOn: ['locator', 'catalogue', 'mobile-check', 'text-messages'],
  role: 'service',
  group: 'after-sales',
  staffAreas: ['/staff/warranty', '/api/staff/warranty'],
  menu: [{ href: '/staff/warranty', label: T.warranty }],
  handled: [{ entity: 'WarrantyRegistration', inbox: '/staff/warranty' }],
  mailKinds: ['warranty'],
  mailRetention: { warranty: 'warrantyRegistrations' },
  captchaActions: { warranty: 'warranty' },
  // The check page below it needs no outside host.
  outsideSources: [{ prefix: '/warranty', exact: true, kinds: ['recaptcha'] }],
  numberSeries: { warranty: { prefix: 'WR', counter: 'WarrantyCounter' } },
  /** Kept to honour claims: an erasure masks the owner, never the registration. */
  personalData: {
    tables: { warrantyRegistrations: PRIVACY_TOOL_TEXT.tables.warrantyRegistrations },
  },
  retention: {
    warrantyRegistrations: {
      days: 'WARRANTY_RETENTION_DAYS',
      what: P.what.warrantyRegistrations,
      after: P.after.warrantyEnded,
    },
  },
});
