import { createHmac, randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import {
  createOrderThroughHandler,
  jsonRequest,
  setUpStandInForTests,
} from '@/e2e/stand-ins/razorpay/handler-tests';
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import type { StandInPayment } from '@/e2e/stand-ins/razorpay/server';
import { POST as createOrder } from '../../(old-site)/payment/create-order/route';
import { POST as verify } from '../../(old-site)/payment/verify/route';
import { POST } from './route';

const standIn = setUpStandInForTests();

const sign = (raw: string, secret: string = STAND_IN_KEYS.webhookSecret) =>
  createHmac('sha256', secret).update(raw).digest('hex');

/** Delivers an event as Razorpay does: raw JSON, its signature, an event id. */
async function deliver(
  event: string,
  payment: Partial<StandInPayment>,
  {
    eventId = `evt_${randomUUID()}`,
    signature,
    createdAt = Math.floor(Date.now() / 1000),
  }: { eventId?: string; signature?: string; createdAt?: number } = {},
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { entity: 'payment', ...payment } } },
    created_at: createdAt,
  });
  const response = await POST(
    jsonRequest('/api/payment/webhook', raw, {
      'x-razorpay-signature': signature ?? sign(raw),
      'x-razorpay-event-id': eventId,
    }),
  );
  return { status: response.status, body: await response.json() };
}

const orderRow = (razorpayOrderId: string) =>
  db().paymentOrder.findUniqueOrThrow({
    where: { razorpayOrderId },
    include: { receipt: true, payments: true },
  });

async function newOrder() {
  const orderId = await createOrderThroughHandler(createOrder, 2499);
  const captured = { id: `pay_${randomUUID().slice(0, 8)}`, order_id: orderId, amount: 249_900 };
  return { orderId, captured: { ...captured, currency: 'INR', status: 'captured' as const } };
}

describe('POST /api/payment/webhook', () => {
  it('completes the order on payment.captured, for a customer who closed the browser', async () => {
    const { orderId, captured } = await newOrder();
    expect(await deliver('payment.captured', captured)).toEqual({
      status: 200,
      body: { status: 'ok', outcome: 'paid' },
    });
    const order = await orderRow(orderId);
    expect(order.status).toBe('PAID');
    expect(order.receipt).toMatchObject({ paymentId: captured.id, amountPaise: 249_900 });
  });

  it('completes the order on order.paid too', async () => {
    const { orderId, captured } = await newOrder();
    expect((await deliver('order.paid', captured)).body.outcome).toBe('paid');
    expect((await orderRow(orderId)).status).toBe('PAID');
  });

  it('refuses a signed payment without an amount with 400 and changes nothing', async () => {
    const { orderId, captured } = await newOrder();
    const { amount: _amount, ...noAmount } = captured;
    for (const event of ['payment.failed', 'payment.captured']) {
      expect(await deliver(event, { ...noAmount, status: 'failed' })).toEqual({
        status: 400,
        body: { status: 'failure', message: 'The webhook payment must have an amount in paise.' },
      });
    }
    const order = await orderRow(orderId);
    expect(order.status).toBe('CREATED');
    expect(order.payments).toHaveLength(0);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { orderId, captured } = await newOrder();
    for (const signature of [sign('{}'), sign('x', STAND_IN_KEYS.keySecret), '', 'abc']) {
      const answer = await deliver('payment.captured', captured, { signature });
      expect(answer).toEqual({
        status: 400,
        body: { status: 'failure', message: 'Invalid webhook signature' },
      });
    }
    expect((await orderRow(orderId)).status).toBe('CREATED');
  });

  it('handles a repeated event once', async () => {
    const { orderId, captured } = await newOrder();
    const eventId = `evt_${randomUUID()}`;
    expect((await deliver('payment.captured', captured, { eventId })).body.outcome).toBe('paid');
    expect((await deliver('payment.captured', captured, { eventId })).body.outcome).toBe(
      'duplicate',
    );
    expect(await db().receipt.count({ where: { order: { razorpayOrderId: orderId } } })).toBe(1);
    expect(
      await db().paymentWebhookEvent.findMany({
        where: { razorpayEventId: eventId },
        select: { outcome: true, deliveries: true, paymentId: true },
      }),
    ).toEqual([{ outcome: 'paid', deliveries: 2, paymentId: captured.id }]);
  });

  it('treats a replay under a new event id as the same event: the id header is not signed', async () => {
    const { orderId, captured } = await newOrder();
    expect((await deliver('payment.failed', { ...captured, status: 'failed' })).body.outcome).toBe(
      'failed',
    );
    // The same signed failure again, with a fresh x-razorpay-event-id, after the capture.
    expect((await deliver('payment.captured', captured)).body.outcome).toBe('paid');
    const replay = await deliver('payment.failed', { ...captured, status: 'failed' });
    expect(replay).toEqual({ status: 200, body: { status: 'ok', outcome: 'duplicate' } });
    const rows = await db().paymentWebhookEvent.findMany({
      where: { razorpayOrderId: orderId },
      orderBy: { receivedAt: 'asc' },
      select: { event: true, outcome: true, deliveries: true },
    });
    expect(rows).toEqual([
      { event: 'payment.failed', outcome: 'failed', deliveries: 2 },
      { event: 'payment.captured', outcome: 'paid', deliveries: 1 },
    ]);
  });

  it('refuses an event older than 48 hours with a 2xx that records the refusal, changing nothing', async () => {
    const { orderId, captured } = await newOrder();
    const old = Math.floor(Date.now() / 1000) - 49 * 3600;
    const answer = await deliver('payment.captured', captured, { createdAt: old });
    expect(answer).toEqual({ status: 200, body: { status: 'ok', outcome: 'stale' } });
    const order = await orderRow(orderId);
    expect(order.status).toBe('CREATED');
    expect(order.receipt).toBeNull();
    expect(
      await db().paymentWebhookEvent.findMany({
        where: { razorpayOrderId: orderId },
        select: { outcome: true, eventCreatedAt: true },
      }),
    ).toEqual([{ outcome: 'stale', eventCreatedAt: new Date(old * 1000) }]);
    // A 47-hour-old event is still applied.
    const recent = Math.floor(Date.now() / 1000) - 47 * 3600;
    const fresh = await deliver('order.paid', captured, { createdAt: recent });
    expect(fresh.body.outcome).toBe('paid');
  });

  it('refuses a signed event dated a year (or six minutes) ahead with a 2xx that records it, changing nothing', async () => {
    const { orderId, captured } = await newOrder();
    const now = Math.floor(Date.now() / 1000);
    const yearAhead = now + 365 * 86_400;
    const ahead = await deliver('payment.captured', captured, { createdAt: yearAhead });
    expect(ahead).toEqual({ status: 200, body: { status: 'ok', outcome: 'future' } });
    const sixMinutes = await deliver('order.paid', captured, { createdAt: now + 6 * 60 });
    expect(sixMinutes).toEqual({ status: 200, body: { status: 'ok', outcome: 'future' } });
    const order = await orderRow(orderId);
    expect(order.status).toBe('CREATED');
    expect(order.receipt).toBeNull();
    expect(
      await db().paymentWebhookEvent.findMany({
        where: { razorpayOrderId: orderId },
        orderBy: { event: 'asc' },
        select: { event: true, outcome: true, eventCreatedAt: true },
      }),
    ).toEqual([
      { event: 'order.paid', outcome: 'future', eventCreatedAt: new Date((now + 360) * 1000) },
      { event: 'payment.captured', outcome: 'future', eventCreatedAt: new Date(yearAhead * 1000) },
    ]);
  });

  it('applies an event dated a minute ahead (a clock a little fast)', async () => {
    const { captured } = await newOrder();
    const answer = await deliver('payment.captured', captured, {
      createdAt: Math.floor(Date.now() / 1000) + 60,
    });
    expect(answer.body.outcome).toBe('paid');
  });

  it('completes an order captured after a failed attempt, and a late failure changes nothing', async () => {
    const { orderId, captured } = await newOrder();
    const failed = {
      ...captured,
      id: `pay_${randomUUID().slice(0, 8)}`,
      status: 'failed' as const,
      error_description: 'Card declined',
    };
    expect((await deliver('payment.failed', failed)).body.outcome).toBe('failed');
    expect((await orderRow(orderId)).status).toBe('FAILED');
    expect((await deliver('payment.captured', captured)).body.outcome).toBe('paid');
    // Razorpay delivers out of order: the failure arrives again, after the capture (a new
    // delivery of the same signed event, so it is recognised as such).
    expect((await deliver('payment.failed', failed)).body.outcome).toBe('duplicate');
    const order = await orderRow(orderId);
    expect(order.status).toBe('PAID');
    expect(order.receipt?.paymentId).toBe(captured.id);
    expect(Object.fromEntries(order.payments.map((p) => [p.id, p.status]))).toEqual({
      [failed.id]: 'failed',
      [captured.id]: 'captured',
    });
  });

  it('shares one receipt with checkout verification of the same payment', async () => {
    const orderId = await createOrderThroughHandler(createOrder, 2499);
    const { payment, signature } = standIn().addPayment({ order_id: orderId });
    const [hook, checkout] = await Promise.all([
      deliver('payment.captured', payment),
      verify(
        jsonRequest('/api/payment/verify', {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: signature,
        }),
      ),
    ]);
    expect(hook.body.outcome).toBe('paid');
    expect(checkout.status).toBe(200);
    expect(await db().receipt.count({ where: { order: { razorpayOrderId: orderId } } })).toBe(1);
  });

  it('issues nothing for a capture of the wrong amount, and ignores unknown orders', async () => {
    const { orderId, captured } = await newOrder();
    expect((await deliver('payment.captured', { ...captured, amount: 100 })).body.outcome).toBe(
      'mismatch',
    );
    expect((await orderRow(orderId)).receipt).toBeNull();
    const unknown = { ...captured, order_id: 'order_NotOurs' };
    expect((await deliver('payment.captured', unknown)).body.outcome).toBe('ignored');
    expect((await deliver('refund.created', captured)).body.outcome).toBe('ignored');
  });
});
