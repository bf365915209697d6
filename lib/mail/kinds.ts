import { allows, type StaffRole } from '@/lib/auth/roles';

/**
 * What each queued mail is about (MailOutbox.kind), and the role whose records it copies. A
 * mail's text is as personal as its record (a warranty confirmation names the buyer, model,
 * serial and dates), so in the outbox (/staff/mail) a member lists, counts and resends only the
 * mail of the kinds their roles own, as they read only those records; admins see all. Every
 * mail is queued with its kind (lib/mail/outbox.ts). Kept free of the database, so the proxy and
 * the browser tests read it too.
 */
export const MAIL_KINDS = {
  'contact-enquiry': 'sales',
  'dealer-enquiry': 'sales',
  /** Confirmations, welcomes and alerts to subscribers of every list. */
  newsletter: 'sales',
  warranty: 'service',
  'service-request': 'service',
  /** Invitations and password resets (set-password links). */
  'staff-account': 'admin',
  /** Mail queued before kinds were recorded that the migration could not place. */
  notice: 'admin',
} as const satisfies Record<string, StaffRole>;

export type MailKind = keyof typeof MAIL_KINDS;

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** The role that owns a stored kind; one the code does not know (a row written by hand) is admins'. */
export const mailKindOwner = (kind: string): StaffRole =>
  Object.hasOwn(MAIL_KINDS, kind) ? MAIL_KINDS[kind as MailKind] : 'admin';

/** The kinds of mail a member with these roles may read and resend. */
export const mailKindsFor = (roles: readonly StaffRole[]): MailKind[] =>
  MAIL_KIND_NAMES.filter((kind) => allows(roles, MAIL_KINDS[kind]));

/** Who may open the outbox at all: a member whose roles own some kind of mail (and admins). */
export const MAIL_ACCESS: readonly StaffRole[] = [
  ...new Set<StaffRole>(Object.values(MAIL_KINDS)),
].filter((role) => role !== 'admin');
