import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** The personal-data tool: find, export and erase one person's records (admins). */
export const personalData = defineFeature({
  name: 'personal-data',
  role: 'admin',
  group: 'administration',
  staffAreas: ['/staff/privacy', '/api/staff/privacy'],
  menu: [{ href: '/staff/privacy', label: T.privacy }],
});
