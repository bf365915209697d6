import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import type { StaffRole } from '@/lib/platform/auth/roles';
import { defineFeature, type FeatureManifest } from '@/lib/platform/feature';

/**
 * The outbox page: queued and failed mail, resent by hand. A mail is as personal as the record it
 * copies, so each member sees and resends only the kinds of mail their roles own (admins all):
 * the page is open to every role that owns some kind.
 */
export const outbox = defineFeature({
  name: 'outbox',
  role: (features: readonly FeatureManifest[]) => [
    ...new Set(
      features.flatMap((feature) =>
        feature.mailKinds?.length && typeof feature.role === 'string' && feature.role !== 'admin'
          ? [feature.role as StaffRole]
          : [],
      ),
    ),
  ],
  group: 'administration',
  staffAreas: ['/staff/mail'],
  menu: [{ href: '/staff/mail', label: T.mail }],
  /** Every mail the site queued (the platform's outbox): each copies someone's record or link. */
  personalData: { tables: { mail: PRIVACY_TOOL_TEXT.tables.mail } },
  retention: {
    // Mail that copies a record goes with it (`mailRetention` of its feature); this period is
    // for the rest: set-password links, newsletter confirmations, notices.
    mail: { days: 'MAIL_RETENTION_DAYS', what: P.what.mail },
  },
});
