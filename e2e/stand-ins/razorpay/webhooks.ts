import { createHmac } from 'node:crypto';
import { id, now } from './ids';
import type { StandInOrder, StandInPayment } from './server';

/**
 * Delivers a webhook as Razorpay does: the signed raw body and an event id, retried (with the
 * same event id) while the answer is not 2xx.
 */
export async function sendWebhook(
  url: string,
  secret: string,
  event: string,
  payment: StandInPayment,
  order?: StandInOrder,
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) },
    created_at: now(),
  });
  const headers = {
    'Content-Type': 'application/json',
    'X-Razorpay-Signature': createHmac('sha256', secret).update(raw).digest('hex'),
    'X-Razorpay-Event-Id': id('evt'),
  };
  const attempt = async (left: number): Promise<void> => {
    const ok = await fetch(url, { method: 'POST', headers, body: raw }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok || left <= 1) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return attempt(left - 1);
  };
  await attempt(5).catch((error) => console.error('[razorpay stand-in] webhook:', error));
}
