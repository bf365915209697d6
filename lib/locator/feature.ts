import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** The directory of dealers and service centres behind the public locator (service). */
export const outlets = defineFeature({
  name: 'outlets',
  role: 'service',
  group: 'after-sales',
  staffAreas: ['/staff/outlets', '/api/staff/outlets'],
  menu: [{ href: '/staff/outlets', label: T.outlets }],
});
