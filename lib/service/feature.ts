import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Service requests: the public form and ticket tracking, and their handling (service). */
export const serviceRequests = defineFeature({
  name: 'service-requests',
  // A request is routed to a service centre near its pincode, and names a registered warranty.
  dependsOn: ['locator', 'warranty', 'catalogue', 'mobile-check', 'text-messages'],
  role: 'service',
  group: 'after-sales',
  staffAreas: ['/staff/service-requests', '/api/staff/service-requests', '/staff/service-promises'],
  menu: [
    { href: '/staff/service-requests', label: T.serviceRequests },
    { href: '/staff/service-requests/report', label: T.serviceReport },
    { href: '/staff/service-promises', label: T.servicePromises },
  ],
  mailKinds: ['service-request'],
  mailRetention: { 'service-request': 'serviceRequests' },
  captchaActions: { service: 'service_request' },
  // The tracking page below it needs no outside host. Its twin in every other language
  // (/hi/service-request) needs the same: lib/features outsideSourceKindsFor.
  outsideSources: [{ prefix: '/service-request', exact: true, kinds: ['recaptcha'] }],
  numberSeries: { service: { prefix: 'SR', counter: 'ServiceRequestCounter' } },
  /** Kept as the service history: an erasure masks the customer, never the request. */
  personalData: { tables: { serviceRequests: PRIVACY_TOOL_TEXT.tables.serviceRequests } },
  /** Closed requests only, counted from the close (or anything recorded since). */
  retention: {
    serviceRequests: {
      days: 'SERVICE_RETENTION_DAYS',
      what: P.what.serviceRequests,
      after: P.after.closing,
    },
  },
});
