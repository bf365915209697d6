import { STAFF_INBOX_TEXT } from '@/content/staff';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { defineInbox, inboxWhere, isoOrNull } from '@/lib/platform/inbox/inbox';
import { deliverPendingMail } from '../platform/mail/deliver';
import { MAIL_ACCESS, mailKindOwner, mailKindsFor } from '@/lib/features';
import { redactMailSecrets } from '../platform/mail/redact';

/**
 * The outbox as staff see it (/staff/mail): what was e-mailed, what is waiting, what failed.
 * Each member lists, counts and resends only the mail of the kinds their roles own (./kinds.ts).
 */

/** A mail's statuses, for the inbox's filter (`?type=`) and status column. */
export const MAIL_STATUSES = (['pending', 'sent', 'failed'] as const).map((value) => ({
  value,
  label: STAFF_INBOX_TEXT.mail.statuses[value],
}));

export interface MailRow {
  id: string;
  queuedAt: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** The member's own kinds of mail, as a `where`. */
const ownMail = (actor: StaffActor): Prisma.MailOutboxWhereInput => ({
  kind: { in: mailKindsFor(actor.roles) },
});

const outbox = defineInbox({
  access: MAIL_ACCESS,
  scope: ownMail,
  where: (filter): Prisma.MailOutboxWhereInput =>
    inboxWhere(filter, {
      search: ['to', 'replyTo', 'subject'],
      type: { values: MAIL_STATUSES, where: (status) => ({ status }) },
    }),
  find: (query) => db().mailOutbox.findMany(query),
  count: (where) => db().mailOutbox.count({ where }),
  row: (row): MailRow => ({
    id: row.id,
    queuedAt: row.createdAt.toISOString(),
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: redactMailSecrets(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: isoOrNull(row.sentAt),
  }),
});

/** One page of the member's own kinds of mail and how many match. */
export const listMail = outbox.list;

/** The member's own mails that staff should know about: failed for good, or unsent after an hour. */
export async function countStuckMail(actor: StaffActor): Promise<number> {
  authorize(actor, MAIL_ACCESS);
  return db().mailOutbox.count({
    where: {
      ...ownMail(actor),
      OR: [
        { status: 'failed' },
        { status: 'pending', createdAt: { lt: new Date(Date.now() - 3_600_000) } },
      ],
    },
  });
}

export type ResendOutcome = 'sent' | 'queued' | 'already-sent' | 'missing';

/**
 * Puts an unsent mail back in the queue with a fresh set of attempts (audited) and tries to send
 * it at once; if that fails too, the retry loop keeps trying with its usual pauses. A mail that a
 * sender has claimed right now is left to it (clearing its claim would let it be sent twice):
 * the answer is then 'queued'. A mail of a kind the member's roles do not own is refused
 * (NotAllowedError), as its record would be.
 */
export async function resendMail(actor: StaffActor, id: string): Promise<ResendOutcome> {
  const { email: actorEmail } = authorize(actor, MAIL_ACCESS);
  const requeued = await db().$transaction(async (tx) => {
    const mail = await tx.mailOutbox.findUnique({ where: { id } });
    if (!mail) return 'missing' as const;
    authorize(actor, mailKindOwner(mail.kind));
    if (mail.status === 'sent') return 'already-sent' as const;
    const now = new Date();
    const { count } = await tx.mailOutbox.updateMany({
      where: { id, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
      data: { status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null },
    });
    if (count === 0) return 'queued' as const;
    const summary = `Sent again "${mail.subject}" to ${mail.to}`;
    await recordAudit(
      { actorEmail, action: 'resend', entity: 'MailOutbox', entityId: id, summary },
      tx,
    );
    return null;
  });
  if (requeued) return requeued;
  await deliverPendingMail({ id });
  const after = await db().mailOutbox.findUnique({ where: { id }, select: { status: true } });
  return after?.status === 'sent' ? 'sent' : 'queued';
}
