import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { PRUNE_TEXT as P } from '@/content/retention';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** The newsletter and investor alerts: sign-ups, confirmations, the subscriber list (sales). */
export const newsletter = defineFeature({
  name: 'newsletter',
  // Investor alerts: it mails the filings the investors' publisher publishes.
  dependsOn: ['investors'],
  role: 'sales',
  group: 'sales',
  staffAreas: ['/staff/subscribers', '/api/staff/subscribers'],
  menu: [{ href: '/staff/subscribers', label: T.subscribers }],
  handled: [{ entity: 'Subscriber', inbox: '/staff/subscribers' }],
  /** Confirmations, welcomes and alerts to subscribers of every list. */
  mailKinds: ['newsletter'],
  personalData: { tables: { subscribers: PRIVACY_TOOL_TEXT.tables.subscribers } },
  /** Sign-ups whose address was never confirmed; confirmed and unsubscribed rows stay. */
  retention: {
    unconfirmedSignUps: {
      days: 'NEWSLETTER_PENDING_RETENTION_DAYS',
      what: P.what.unconfirmedSignUps,
    },
  },
});
