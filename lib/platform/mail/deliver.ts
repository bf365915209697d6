import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { isStopping, trackWork } from '@/lib/platform/ops/shutdown';
import { failedTry, unsubscribeHeaders } from './outbox';

interface ClaimedMail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  unsubscribeUrl: string | null;
  attempts: number;
}

const holder = globalThis as unknown as { __mailer?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (holder.__mailer?.url !== url) {
    holder.__mailer = {
      url,
      transport: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return holder.__mailer.transport;
}

/**
 * Claims the next due mail for two minutes, so that several instances (or the loop and a
 * request) never send the same mail at once; a crashed sender's claim simply expires. One mail
 * at a time: a claimed batch could outlive its two minutes behind slow SMTP answers (up to 40 s
 * each) and its tail would then be claimed and sent by another sender as well.
 */
async function claimDueMail(id: string | null): Promise<ClaimedMail | undefined> {
  const rows = await db().$queryRawUnsafe<ClaimedMail[]>(
    `UPDATE "MailOutbox" SET "lockedUntil" = now() + interval '2 minutes'
     WHERE "id" IN (
       SELECT "id" FROM "MailOutbox"
       WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
         AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
         AND ($1::uuid IS NULL OR "id" = $1::uuid)
       ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING "id", "to", "replyTo", "subject", "text", "unsubscribeUrl", "attempts"`,
    id,
  );
  return rows[0];
}

async function recordFailure(mail: ClaimedMail, error: unknown) {
  await db().mailOutbox.update({
    where: { id: mail.id },
    data: failedTry(mail.attempts + 1, error),
  });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  skipped: boolean;
}

/**
 * Sends the mails that are due. Without SMTP_URL nothing is attempted and mails stay queued
 * until it is configured. Never throws for a mail failure: it is recorded on the row instead.
 */
export async function deliverPendingMail({
  limit = 20,
  smtpUrl = env.SMTP_URL,
  id = null,
}: {
  limit?: number;
  smtpUrl?: string;
  /** Only this mail (staff sending one again), if it is due. */
  id?: string | null;
} = {}): Promise<DeliveryReport> {
  if (!smtpUrl) return { sent: 0, failed: 0, skipped: true };
  const mailer = transport(smtpUrl);
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: false };
  // A stopping process finishes the mail in hand and claims no other (the next start sends them).
  for (let n = 0; n < limit && !isStopping(); n++) {
    const mail = await claimDueMail(id);
    if (!mail) break;
    try {
      await mailer.sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        headers: mail.unsubscribeUrl ? unsubscribeHeaders(mail.unsubscribeUrl) : undefined,
      });
      await db().mailOutbox.update({
        where: { id: mail.id },
        data: {
          status: 'sent',
          sentAt: new Date(),
          attempts: mail.attempts + 1,
          lockedUntil: null,
        },
      });
      report.sent++;
    } catch (error) {
      await recordFailure(mail, error);
      report.failed++;
    }
  }
  return report;
}

/** Fire-and-forget delivery right after a new mail was queued; failures stay queued. */
export function deliverSoon(): void {
  void trackWork(
    deliverPendingMail().catch((error) => console.error('[mail] delivery run failed:', error)),
  );
}
