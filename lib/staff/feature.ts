import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** The dashboard every member lands on (`/staff` itself, not the addresses below it). */
export const dashboard = defineFeature({
  name: 'dashboard',
  // Its counts are owned by these features' roles (lib/staff/stats.ts).
  dependsOn: ['enquiries', 'newsletter', 'payments'],
  role: 'signed-in',
  group: 'overview',
  staffAreas: ['/staff'],
  menu: [{ href: '/staff', label: T.dashboard }],
});

/** Staff accounts: invitations, roles, resets, set-password links (admins). */
export const staffAccounts = defineFeature({
  name: 'staff-accounts',
  role: 'admin',
  group: 'administration',
  staffAreas: ['/staff/accounts'],
  openAreas: ['/staff/set-password'],
  menu: [{ href: '/staff/accounts', label: T.accounts }],
  /** Invitations and password resets (set-password links). */
  mailKinds: ['staff-account'],
});

/** A member's own account: signing in (both steps), password, sessions. */
export const ownAccount = defineFeature({
  name: 'own-account',
  role: 'signed-in',
  group: 'you',
  staffAreas: ['/staff/account'],
  openAreas: ['/staff/login'],
  menu: [{ href: '/staff/account', label: T.account }],
  /** The platform's sign-in attempts: an e-mail address typed at /staff/login, a member's or not. */
  personalData: { tables: { signInAttempts: PRIVACY_TOOL_TEXT.tables.signInAttempts } },
  retention: {
    loginAttempts: { days: 'LOGIN_ATTEMPT_RETENTION_DAYS', what: P.what.loginAttempts },
  },
});
