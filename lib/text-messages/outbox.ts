import { createHmac, timingSafeEqual } from 'node:crypto';
import { SMS_TEMPLATES, SMS_VALUE_MAX } from '@/content/mobile-check';
import type { Language } from '@/content/languages';
import { derivedKey } from '@/lib/platform/security/derived-key';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';
import { failedTry } from '@/lib/platform/mail/outbox';
import { isStopping, trackWork } from '@/lib/platform/ops/shutdown';
import { sendSms, smsConfigured } from '@/lib/mobile-check/sms';
import { sendWhatsapp, whatsappConfigured } from './whatsapp';

/**
 * The text messages' outbox, as the mail's (docs/decisions/transactional-outbox.md): a message
 * is a row written in the transaction of the change it tells of, so it is sent exactly when the
 * change is stored; a loop sends what is due, retries with the mail's backoff and marks a message
 * failed after as many tries; the gateway reports delivery to a callback address signed for
 * that message alone.
 */

export type SmsTemplate = keyof typeof SMS_TEMPLATES;

/** A value as a DLT template's `{#var#}` can carry it: at most SMS_VALUE_MAX characters. */
const fit = (value: string) =>
  value.length <= SMS_VALUE_MAX ? value : `${value.slice(0, SMS_VALUE_MAX - 1)}…`;

/** The template's text in the language with its values, in order. */
export function smsText(template: SmsTemplate, language: Language, values: readonly string[]) {
  let next = 0;
  return wordsOf(language).mobileCheck.SMS_TEMPLATES[template].replace(/\{#var#\}/g, () =>
    fit(values[next++] ?? ''),
  );
}

export interface NewText {
  /** `sms` unless said. */
  channel?: 'sms' | 'whatsapp';
  template: SmsTemplate;
  language: Language;
  /** Ten digits. */
  to: string;
  values: readonly string[];
  /** The service request it tells of (the message goes with it). */
  serviceRequestId?: string;
  /** The warranty registration it tells of (the message goes with it). */
  warrantyRegistrationId?: string;
}

/** Queues a message in the caller's transaction. */
export async function enqueueText(tx: Prisma.TransactionClient, text: NewText): Promise<void> {
  await tx.textMessage.create({
    data: {
      channel: text.channel ?? 'sms',
      template: text.template,
      language: text.language,
      to: text.to,
      values: text.values.map((value) => value.slice(0, 200)),
      body: smsText(text.template, text.language, text.values),
      serviceRequestId: text.serviceRequestId ?? null,
      warrantyRegistrationId: text.warrantyRegistrationId ?? null,
    },
  });
}

/** The signature of a message's callback address: an HMAC of its id. */
export const callbackSignature = (id: string) =>
  createHmac('sha256', derivedKey('text-message callbacks v1'))
    .update(`text-message:${id}`)
    .digest('hex');

/** True when `signature` is the one of this message's callback (compared in constant time). */
export function isCallbackSigned(id: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(callbackSignature(id), 'hex'), Buffer.from(signature, 'hex'));
}

export const callbackUrl = (id: string) =>
  `${env.SITE_URL}/api/text-messages/status/${id}?sig=${callbackSignature(id)}`;

interface Claimed {
  id: string;
  channel: string;
  values: string[] | null;
  to: string;
  body: string;
  template: string;
  language: string;
  attempts: number;
}

/** Claims the next due message for two minutes (as the mail outbox does; one at a time). */
async function claimDue(): Promise<Claimed | undefined> {
  const rows = await db().$queryRaw<Claimed[]>`
    UPDATE "TextMessage" SET "lockedUntil" = now() + interval '2 minutes'
     WHERE "id" IN (
       SELECT "id" FROM "TextMessage"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
          AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
        ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "channel", "values", "to", "body", "template", "language", "attempts"`;
  return rows[0];
}

export interface TextReport {
  sent: number;
  failed: number;
  skipped: boolean;
}

/** Hands one message to its channel; the provider's id of it. */
const send = (text: Claimed) =>
  text.channel === 'whatsapp'
    ? sendWhatsapp({
        to: text.to,
        template: text.template,
        language: text.language as Language,
        values: text.values ?? [],
      })
    : sendSms({
        to: text.to,
        template: text.template,
        language: text.language as Language,
        body: text.body,
        statusCallback: callbackUrl(text.id),
      });

/**
 * Sends the messages that are due. With neither channel configured nothing is tried and they
 * wait (a message of a channel not configured fails its try and waits its backoff). A failure
 * is recorded on the row (retried later, failed for good after MAX_ATTEMPTS), never thrown.
 */
export async function deliverPendingTexts(limit = 20): Promise<TextReport> {
  if (!smsConfigured() && !whatsappConfigured()) return { sent: 0, failed: 0, skipped: true };
  const report: TextReport = { sent: 0, failed: 0, skipped: false };
  for (let n = 0; n < limit && !isStopping(); n++) {
    const text = await claimDue();
    if (!text) break;
    const attempts = text.attempts + 1;
    try {
      const providerId = await send(text);
      await db().textMessage.update({
        where: { id: text.id },
        data: { status: 'sent', providerId, sentAt: new Date(), attempts, lockedUntil: null },
      });
      report.sent++;
    } catch (error) {
      await db().textMessage.update({ where: { id: text.id }, data: failedTry(attempts, error) });
      report.failed++;
    }
  }
  return report;
}

/** Fire-and-forget delivery right after messages were queued; failures stay queued. */
export function deliverTextsSoon(): void {
  void trackWork(
    deliverPendingTexts().catch((error) => console.error('[sms] delivery run failed:', error)),
  );
}

/** The states a gateway reports, by how far along they are (a late report never goes back). */
const RANK = { pending: 0, sent: 1, delivered: 2, failed: 2 } as const;

/** Exotel's statuses as ours. */
export function stateOf(reported: string): keyof typeof RANK | null {
  switch (reported) {
    case 'queued':
    case 'sending':
    case 'submitted':
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'failed':
    case 'failed-dnd':
    case 'undelivered':
    case 'expired':
      return 'failed';
    default:
      return null;
  }
}

/**
 * A delivery report: the message's state moves forward (never back: reports come out of order),
 * when the report names the message the gateway was given. True when the message is known.
 */
export async function recordReport(
  id: string,
  providerId: string,
  reported: string,
  detail?: string,
): Promise<boolean> {
  const state = stateOf(reported);
  const message = await db().textMessage.findUnique({ where: { id } });
  if (!message || message.providerId !== providerId) return false;
  if (!state) return true;
  const lower = (Object.keys(RANK) as (keyof typeof RANK)[]).filter(
    (name) => RANK[name] < RANK[state],
  );
  await db().textMessage.updateMany({
    where: { id, status: { in: lower } },
    data: {
      status: state,
      statusAt: new Date(),
      ...(state === 'failed' ? { lastError: (detail || reported).slice(0, 1000) } : {}),
    },
  });
  return true;
}

/**
 * A WhatsApp status (the webhook names the message by its WAMID only): its message's state moves
 * forward as recordReport's does. True when a message has that id.
 */
export async function recordWhatsappStatus(
  wamid: string,
  reported: string,
  detail?: string,
): Promise<boolean> {
  const message = await db().textMessage.findUnique({ where: { providerId: wamid } });
  if (!message || message.channel !== 'whatsapp') return false;
  // WhatsApp's "read" is delivered and more; "sent", "delivered" and "failed" are ours.
  return recordReport(message.id, wamid, reported === 'read' ? 'delivered' : reported, detail);
}
