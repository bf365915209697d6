import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Tamper detection: CSP violation reports from the nonce pages, reviewed by admins. */
export const cspReports = defineFeature({
  name: 'csp-reports',
  role: 'admin',
  group: 'administration',
  staffAreas: ['/staff/csp-reports'],
  menu: [{ href: '/staff/csp-reports', label: T.cspReports }],
});
