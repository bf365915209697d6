import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** The audit log: who changed what, and when (admins). */
export const auditLog = defineFeature({
  name: 'audit-log',
  role: 'admin',
  group: 'administration',
  staffAreas: ['/staff/audit'],
  menu: [{ href: '/staff/audit', label: T.audit }],
});
