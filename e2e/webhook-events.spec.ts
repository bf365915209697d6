import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { PAYMENT_PURPOSES } from '../content/payment';
import { WEBHOOK_EVENTS_TEXT as T } from '../content/staff-security';
import { STAND_IN_KEYS } from './stand-ins/razorpay/keys';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { signInBeforeEach } from './support/staff';

test.slow();
signInBeforeEach(test, '198.18.40');

/** Delivers a signed event as Razorpay does, with a fresh event id each time. */
async function deliver(
  request: APIRequestContext,
  event: string,
  payment: Record<string, unknown>,
  createdAt = Math.floor(Date.now() / 1000),
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: payment } },
    created_at: createdAt,
  });
  const response = await request.post('/api/payment/webhook', {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', STAND_IN_KEYS.webhookSecret)
        .update(raw)
        .digest('hex'),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

test('a replay under a new event id and an old event change nothing, and staff see both', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/payment/create-order', {
    headers: { 'x-forwarded-for': '198.18.41.1' },
    data: {
      name: 'Meena Rao',
      email: 'meena@example.com',
      phone: '9876501234',
      purpose: PAYMENT_PURPOSES[0],
      amount: 310,
    },
  });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  const payment = {
    id: `pay_${randomUUID().slice(0, 12)}`,
    order_id: orderId,
    amount: 31_000,
    currency: 'INR',
  };

  expect(await deliver(request, 'payment.failed', { ...payment, status: 'failed' })).toBe('failed');
  expect(await deliver(request, 'payment.failed', { ...payment, status: 'failed' })).toBe(
    'duplicate',
  );
  const twoDaysAgo = Math.floor(Date.now() / 1000) - 49 * 3600;
  expect(
    await deliver(request, 'payment.captured', { ...payment, status: 'captured' }, twoDaysAgo),
  ).toBe('stale');
  expect(
    await sql('SELECT status FROM "PaymentOrder" WHERE "razorpayOrderId" = $1', [orderId]),
  ).toEqual([{ status: 'FAILED' }]);

  await page.goto('/staff/payments');
  await page.getByRole('link', { name: T.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: orderId });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'payment.captured' })).toContainText(T.outcomes.stale!);
  const failure = rows.filter({ hasText: 'payment.failed' });
  await expect(failure).toContainText(T.outcomes.failed!);
  await expect(failure.getByRole('cell').nth(4)).toContainText(/^2/);
});
