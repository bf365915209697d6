import { createHash } from 'node:crypto';
import { WEBHOOK_MESSAGES } from '@/content/payment';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { PaymentRefused, PaymentUnavailable } from './errors';
import { markOrderPaid, recordPaymentFailure } from './mark-paid';
import type { RazorpayPayment } from './razorpay';
import { webhookSignatureValid } from './signature';
import { paymentMismatch } from './verify';

export type WebhookOutcome =
  'paid' | 'failed' | 'duplicate' | 'ignored' | 'mismatch' | 'stale' | 'future';

/**
 * How far ahead of our clock a signed event may be dated: clocks drift by seconds, not more. A
 * replay window bounds an event's age on both sides; an event dated later than this was made (or
 * signed) by someone other than Razorpay's clock, and would stay "fresh" for as long as it is ahead.
 */
export const WEBHOOK_MAX_AHEAD_MS = 5 * 60_000;

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_description?: unknown;
}

function toPayment(entity: PaymentEntity | undefined): RazorpayPayment | null {
  if (!entity || typeof entity.id !== 'string' || typeof entity.order_id !== 'string') return null;
  // Stored as an integer column: anything else would fail the write (a 500) on every retry.
  if (
    typeof entity.amount !== 'number' ||
    !Number.isSafeInteger(entity.amount) ||
    entity.amount < 0
  ) {
    throw new PaymentRefused(WEBHOOK_MESSAGES.badAmount);
  }
  return {
    id: entity.id,
    orderId: entity.order_id,
    status: String(entity.status),
    amountPaise: entity.amount,
    currency: String(entity.currency),
    errorDescription:
      typeof entity.error_description === 'string' ? entity.error_description : null,
  };
}

/** Moves the order forward for one event; safe to run twice (everything it calls is). */
async function applyEvent(event: string, payment: RazorpayPayment): Promise<WebhookOutcome> {
  const order = await db().paymentOrder.findUnique({
    where: { razorpayOrderId: payment.orderId! },
  });
  if (!order) return 'ignored';
  if (event === 'payment.failed') {
    await recordPaymentFailure(order.id, payment);
    return 'failed';
  }
  // order.paid carries the payment too; both mean Razorpay captured it.
  const mismatch = paymentMismatch(order, { ...payment, status: 'captured' });
  if (mismatch) {
    console.error(`[payment webhook] ${event} for ${order.id} refused: ${mismatch}`);
    return 'mismatch';
  }
  await markOrderPaid(order.id, payment);
  return 'paid';
}

interface WebhookBody {
  event?: unknown;
  created_at?: unknown;
  payload?: { payment?: { entity?: PaymentEntity } };
}

function parseBody(rawBody: string): WebhookBody & { event: string } {
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new PaymentRefused(WEBHOOK_MESSAGES.badBody);
  }
  if (typeof body?.event !== 'string') throw new PaymentRefused(WEBHOOK_MESSAGES.badBody);
  return body as WebhookBody & { event: string };
}

/**
 * The de-duplication key, from what the signature covers (never the x-razorpay-event-id header,
 * which it does not): the event with its order and payment ids, so a retry or a replay under a
 * new event id is the same event; an event without a payment, by its whole body.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const eventKey = (event: string, payment: RazorpayPayment | null, rawBody: string) =>
  payment ? sha256(`${event}|${payment.orderId}|${payment.id}`) : sha256(rawBody);

/** Razorpay's signed `created_at` (Unix seconds), or null when it has none. */
const createdAt = (body: WebhookBody) =>
  typeof body.created_at === 'number' && Number.isFinite(body.created_at)
    ? new Date(body.created_at * 1000)
    : null;

/**
 * A Razorpay webhook delivery: the signature over the raw text first, then the event, once per
 * event (delivery is at least once, and out of order). An event older than
 * WEBHOOK_MAX_AGE_HOURS (or with no time) is refused, answered 2xx so Razorpay stops retrying,
 * and recorded as `stale`; one dated more than WEBHOOK_MAX_AHEAD_MS ahead of our clock likewise,
 * recorded as `future`. Every signed event is recorded with its outcome after it was applied,
 * so a delivery that failed half-way is applied again on retry.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  const secret = env.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new PaymentUnavailable();
  if (!webhookSignatureValid(secret, rawBody, signature)) {
    throw new PaymentRefused(WEBHOOK_MESSAGES.badSignature);
  }
  const body = parseBody(rawBody);
  const payment = toPayment(body.payload?.payment?.entity);
  const id = eventKey(body.event, payment, rawBody);
  const repeated = await db().paymentWebhookEvent.updateMany({
    where: { id },
    data: { deliveries: { increment: 1 }, lastDeliveryAt: now },
  });
  if (repeated.count > 0) return 'duplicate';

  const created = createdAt(body);
  const maxAgeMs = env.WEBHOOK_MAX_AGE_HOURS * 3_600_000;
  const handled = ['payment.captured', 'order.paid', 'payment.failed'];
  let outcome: WebhookOutcome;
  if (!created || now.getTime() - created.getTime() > maxAgeMs) outcome = 'stale';
  else if (created.getTime() - now.getTime() > WEBHOOK_MAX_AHEAD_MS) outcome = 'future';
  else if (handled.includes(body.event) && payment) outcome = await applyEvent(body.event, payment);
  else outcome = 'ignored';
  await db().paymentWebhookEvent.createMany({
    data: [
      {
        id,
        event: body.event.slice(0, 64),
        outcome,
        razorpayEventId: eventId?.slice(0, 64) || null,
        razorpayOrderId: payment?.orderId?.slice(0, 64) ?? null,
        paymentId: payment?.id.slice(0, 64) ?? null,
        eventCreatedAt: created,
        receivedAt: now,
        lastDeliveryAt: now,
      },
    ],
    skipDuplicates: true,
  });
  return outcome;
}
