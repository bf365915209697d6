import { createHmac } from 'node:crypto';
import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import { db } from '@/lib/platform/db/client';
import { financialYear } from '@/lib/payments/receipt-number';
import {
  createOrderThroughHandler,
  jsonRequest,
  setUpStandInForTests,
} from '@/e2e/stand-ins/razorpay/handler-tests';
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import { POST as createOrder } from '../create-order/route';
import { POST } from './route';

const standIn = setUpStandInForTests();

const verify = (body: Record<string, string>) => POST(jsonRequest('/api/payment/verify', body));
const completion = (orderId: string, paymentId: string, signature: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: signature,
});
const receiptsOf = (razorpayOrderId: string) =>
  db().receipt.count({ where: { order: { razorpayOrderId } } });
const statusOf = async (razorpayOrderId: string) =>
  (await db().paymentOrder.findUniqueOrThrow({ where: { razorpayOrderId } })).status;

async function paidOrder(amount = 2499) {
  const orderId = await createOrderThroughHandler(createOrder, amount);
  const { payment, signature } = standIn().addPayment({ order_id: orderId });
  return { orderId, paymentId: payment.id, signature };
}

describe('POST /api/payment/verify', () => {
  it('issues a numbered receipt for a captured payment of the stored amount', async () => {
    const { orderId, paymentId, signature } = await paidOrder(2499.5);
    const response = await verify(completion(orderId, paymentId, signature));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.verified,
      receipt: {
        receipt_id: expect.stringMatching(new RegExp(`^RCPT/${financialYear(new Date())}/\\d{6}$`)),
        payment_id: paymentId,
        order_id: orderId,
        amount: '2499.50',
        purpose: PAYMENT_PURPOSES[0],
        name: 'Ravi Verma',
        email: 'ravi@example.com',
        phone: '9123456780',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        download_url: expect.stringMatching(/^\/api\/payment\/receipt\/[A-Za-z0-9_-]{43}$/),
      },
    });
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await receiptsOf(orderId)).toBe(1);
  });

  // Other test files issue receipts on the same database at the same time, so this test's two
  // receipts need not be adjacent: it checks their order against the stored rows and counter
  // (the database's unique (financialYear, sequence) forbids a number used twice).
  it('numbers receipts one after another', async () => {
    const year = financialYear(new Date());
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { orderId, paymentId, signature } = await paidOrder();
      const { receipt } = await (await verify(completion(orderId, paymentId, signature))).json();
      const stored = await db().receipt.findUniqueOrThrow({
        where: { number: receipt.receipt_id },
        include: { order: true },
      });
      expect(stored).toMatchObject({ financialYear: year, paymentId });
      expect(stored.order.razorpayOrderId).toBe(orderId);
      numbers.push(stored.sequence);
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    const counter = await db().receiptCounter.findUniqueOrThrow({ where: { financialYear: year } });
    expect(counter.lastSequence).toBeGreaterThanOrEqual(numbers[1]!);
  });

  it('gives the same receipt when the same payment is verified again', async () => {
    const { orderId, paymentId, signature } = await paidOrder();
    const first = await (await verify(completion(orderId, paymentId, signature))).json();
    const again = await verify(completion(orderId, paymentId, signature));
    expect(again.status).toBe(200);
    expect((await again.json()).receipt).toEqual(first.receipt);
    expect(await receiptsOf(orderId)).toBe(1);
  });

  it('issues exactly one receipt for concurrent verifications', async () => {
    const { orderId, paymentId, signature } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verify(completion(orderId, paymentId, signature))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(
      await Promise.all(answers.map(async (a) => (await a.json()).receipt.receipt_id)),
    );
    expect(ids.size).toBe(1);
    expect(await receiptsOf(orderId)).toBe(1);
  });

  const forge = (text: string, secret: string = STAND_IN_KEYS.keySecret) =>
    createHmac('sha256', secret).update(text).digest('hex');

  it.each([
    ['a forged signature', (o: string, p: string) => forge(`${o}|${p}`, 'guessed-secret')],
    ['the ids reversed', (o: string, p: string) => forge(`${p}|${o}`)],
    ['garbage', () => 'not-a-signature'],
  ])('refuses %s with 400, marking nothing paid', async (_, sign) => {
    const orderId = await createOrderThroughHandler(createOrder);
    const { payment } = standIn().addPayment({ order_id: orderId });
    const response = await verify(completion(orderId, payment.id, sign(orderId, payment.id)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'failure',
      message: PAYMENT_MESSAGES.badSignature,
    });
    expect(await statusOf(orderId)).toBe('CREATED');
    expect(await receiptsOf(orderId)).toBe(0);
  });

  it.each([
    ['less than the order', { amount: 100 }, PAYMENT_MESSAGES.amountMismatch],
    ['in another currency', { currency: 'USD' }, PAYMENT_MESSAGES.amountMismatch],
    ['not captured', { status: 'authorized' as const }, PAYMENT_MESSAGES.notCaptured],
    ['failed', { status: 'failed' as const }, PAYMENT_MESSAGES.notCaptured],
  ])('refuses a correctly signed payment %s, issuing nothing', async (_, change, message) => {
    const orderId = await createOrderThroughHandler(createOrder);
    const { payment, signature } = standIn().addPayment({ order_id: orderId, ...change });
    const response = await verify(completion(orderId, payment.id, signature));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'failure', message });
    expect(await receiptsOf(orderId)).toBe(0);
  });

  it("refuses another order's payment signed for this order", async () => {
    const cheap = await createOrderThroughHandler(createOrder, 1);
    const dear = await createOrderThroughHandler(createOrder, 90_000);
    const { payment } = standIn().addPayment({ order_id: cheap });
    const signature = forge(`${dear}|${payment.id}`);
    const response = await verify(completion(dear, payment.id, signature));
    expect(response.status).toBe(400);
    expect(await receiptsOf(dear)).toBe(0);
  });

  it('refuses an unknown order and incomplete details with 400', async () => {
    const unknown = await verify(completion('order_Unknown123', 'pay_X1', 'a'.repeat(64)));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(PAYMENT_MESSAGES.unknownOrder);
    const incomplete = await verify({ razorpay_order_id: 'order_X' });
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json()).message).toBe(PAYMENT_MESSAGES.invalidVerification);
  });

  it('answers 502 and issues nothing when Razorpay cannot confirm the payment', async () => {
    const { orderId, paymentId, signature } = await paidOrder();
    standIn().failWith = 503;
    try {
      const response = await verify(completion(orderId, paymentId, signature));
      expect(response.status).toBe(502);
    } finally {
      standIn().failWith = null;
    }
    expect(await receiptsOf(orderId)).toBe(0);
  });
});
