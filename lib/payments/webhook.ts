import { createHash } from 'node:crypto';
import { db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { PaymentRefused, PaymentUnavailable } from './errors';
import { markOrderPaid, recordPaymentFailure } from './mark-paid';
import type { RazorpayPayment } from './razorpay';
import { webhookSignatureValid } from './signature';
import { paymentMismatch } from './verify';

export type WebhookOutcome = 'paid' | 'failed' | 'duplicate' | 'ignored' | 'mismatch';

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body must be a JSON object with an event.',
  badAmount: 'The webhook payment must have an amount in paise.',
} as const;

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

/**
 * A Razorpay webhook delivery: the signature over the raw text first, then the event, once per
 * `x-razorpay-event-id` (delivery is at least once, and out of order). The event is recorded
 * after it was applied, so a delivery that failed half-way is applied again on retry.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<WebhookOutcome> {
  const secret = env.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new PaymentUnavailable();
  if (!webhookSignatureValid(secret, rawBody, signature)) {
    throw new PaymentRefused(WEBHOOK_MESSAGES.badSignature);
  }
  let body: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity } } };
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new PaymentRefused(WEBHOOK_MESSAGES.badBody);
  }
  if (typeof body?.event !== 'string') throw new PaymentRefused(WEBHOOK_MESSAGES.badBody);
  const id = eventId?.slice(0, 64) || createHash('sha256').update(rawBody).digest('hex');
  if (await db().paymentWebhookEvent.findUnique({ where: { id } })) return 'duplicate';

  const handled = ['payment.captured', 'order.paid', 'payment.failed'];
  const payment = toPayment(body.payload?.payment?.entity);
  const outcome =
    handled.includes(body.event) && payment ? await applyEvent(body.event, payment) : 'ignored';
  await db().paymentWebhookEvent.createMany({
    data: [{ id, event: body.event.slice(0, 64) }],
    skipDuplicates: true,
  });
  return outcome;
}
