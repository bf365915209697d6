import { authorize, type StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { createdAtRange, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';
import { redactNewsletterLinks } from '@/lib/newsletter/links';
import { redactSetPasswordLinks } from '@/lib/staff/set-password';
import { deliverPendingMail } from './deliver';

/** The outbox as staff see it (/staff/mail): what was e-mailed, what is waiting, what failed. */

export const MAIL_STATUSES = [
  { value: 'pending', label: 'Waiting to send' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;

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

function where(filter: InboxFilter): Prisma.MailOutboxWhereInput {
  const q = filter.q;
  const status = MAIL_STATUSES.find((s) => s.value === filter.type)?.value;
  return {
    ...(status ? { status } : {}),
    ...(q
      ? {
          OR: [
            { to: { contains: q, mode: 'insensitive' } },
            { replyTo: { contains: q, mode: 'insensitive' } },
            { subject: { contains: q, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
  };
}

export async function listMail(
  actor: StaffActor,
  filter: InboxFilter,
): Promise<{ rows: MailRow[]; total: number }> {
  authorize(actor, 'sales');
  const [rows, total] = await Promise.all([
    db().mailOutbox.findMany({
      where: where(filter),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db().mailOutbox.count({ where: where(filter) }),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      queuedAt: row.createdAt.toISOString(),
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: redactNewsletterLinks(redactSetPasswordLinks(row.text)),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total,
  };
}

/** Mails staff should know about: failed for good, or still unsent after an hour. */
export async function countStuckMail(actor: StaffActor): Promise<number> {
  authorize(actor, 'sales');
  return db().mailOutbox.count({
    where: {
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
 * the answer is then 'queued'.
 */
export async function resendMail(actor: StaffActor, id: string): Promise<ResendOutcome> {
  const { email: actorEmail } = authorize(actor, 'sales');
  const requeued = await db().$transaction(async (tx) => {
    const mail = await tx.mailOutbox.findUnique({ where: { id } });
    if (!mail) return 'missing' as const;
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
