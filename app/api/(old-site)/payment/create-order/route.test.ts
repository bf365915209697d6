import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import * as hi from '@/content/hi/payment';
import { db } from '@/lib/platform/db/client';
import { jsonRequest, startStandInForHandlers } from '@/e2e/stand-ins/razorpay/handler-tests';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import type { RazorpayStandIn } from '@/e2e/stand-ins/razorpay/server';
import { POST } from './route';

let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await startStandInForHandlers();
});
afterAll(async () => {
  await standIn.stop().catch(() => {});
  await db().$disconnect();
});

const valid = {
  name: 'Asha Kumar',
  email: 'Asha@Example.com',
  phone: '9876543210',
  purpose: PAYMENT_PURPOSES[1],
  amount: 1500.5,
};
// Each request comes from an address of its own, and "stored nothing" counts that address's
// orders: other test files, running at the same time on the same database, store orders too.
const post = (body: unknown, ip = randomClientAddress(), headers: Record<string, string> = {}) =>
  POST(jsonRequest('/api/payment/create-order', body, { 'x-forwarded-for': ip, ...headers }));
const inHindi = { 'content-language': 'hi' };
const storedFrom = (ip: string) => db().paymentOrder.count({ where: { ip } });

describe('POST /api/payment/create-order', () => {
  it('creates the Razorpay order and stores it in paise, answering what checkout needs', async () => {
    const ip = randomClientAddress();
    const response = await post(valid, ip);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.orderCreated,
      order_id: expect.stringMatching(/^order_/),
      amount: 150_050,
      currency: 'INR',
      key: STAND_IN_KEYS.keyId,
    });
    const stored = await db().paymentOrder.findUniqueOrThrow({
      where: { razorpayOrderId: body.order_id },
    });
    expect(stored).toMatchObject({
      amountPaise: 150_050,
      currency: 'INR',
      status: 'CREATED',
      email: 'asha@example.com',
      purpose: PAYMENT_PURPOSES[1],
      ip,
    });
    const atRazorpay = standIn.orders.get(body.order_id)!;
    expect(atRazorpay).toMatchObject({ amount: 150_050, currency: 'INR', receipt: stored.id });
    expect(atRazorpay.receipt.length).toBeLessThanOrEqual(40);
    expect(atRazorpay.notes).toMatchObject({ purpose: PAYMENT_PURPOSES[1] });
  });

  it.each([
    [{ amount: '' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '12.345' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: -5 }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: 500_001 }, PAYMENT_MESSAGES.amountRange('₹5,00,000.00')],
    [{ name: '  ' }, PAYMENT_MESSAGES.fillAll],
    [{ name: 'Asha\u0000' }, PAYMENT_MESSAGES.nameCharacters],
    [{ email: 'asha@' }, PAYMENT_MESSAGES.invalidEmail],
    [{ phone: '+91987654321' }, PAYMENT_MESSAGES.invalidPhone],
    [{ purpose: 'Gift' }, PAYMENT_MESSAGES.invalidPurpose],
  ])('refuses %j with 422 and "%s", creating nothing', async (change, message) => {
    const orders = standIn.orders.size;
    const ip = randomClientAddress();
    const response = await post({ ...valid, ...change }, ip);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 'failure', message });
    expect(standIn.orders.size).toBe(orders);
    expect(await storedFrom(ip)).toBe(0);
  });

  it('answers 429 with Retry-After after 5 orders a minute from one address, creating nothing', async () => {
    const ip = randomClientAddress();
    const statuses: number[] = [];
    await startInOneWindow();
    for (let i = 0; i < 5; i++) statuses.push((await post('{', ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const orders = standIn.orders.size;
    const limited = await post(valid, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({
      status: 'failure',
      message: expect.stringMatching(/^Too many submissions from your network\. Please try again/),
    });
    expect(standIn.orders.size).toBe(orders);
    expect(await storedFrom(ip)).toBe(0);
  });

  it("names every wrong field's message, headed by the one for empty fields", async () => {
    const wrong = { name: 'Asha\u0007', email: 'asha@', phone: ' ', amount: 'x' };
    const response = await post({ ...valid, ...wrong });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'failure',
      message: PAYMENT_MESSAGES.fillAll,
      errors: {
        name: PAYMENT_MESSAGES.nameCharacters,
        email: PAYMENT_MESSAGES.invalidEmail,
        phone: PAYMENT_MESSAGES.fillAll,
        amount: PAYMENT_MESSAGES.invalidAmount,
      },
    });
  });

  describe('from the Hindi page (Content-Language: hi)', () => {
    it('stores the language and answers in Hindi, with the same shape', async () => {
      const ip = randomClientAddress();
      const response = await post(valid, ip, inHindi);
      expect(response.status).toBe(201);
      expect(response.headers.get('content-language')).toBe('hi');
      const body = await response.json();
      expect(body).toEqual({
        status: 'success',
        message: hi.PAYMENT_MESSAGES.orderCreated,
        order_id: expect.stringMatching(/^order_/),
        amount: 150_050,
        currency: 'INR',
        key: STAND_IN_KEYS.keyId,
      });
      const stored = await db().paymentOrder.findUniqueOrThrow({
        where: { razorpayOrderId: body.order_id },
      });
      // The English value: the Hindi form sends it and shows the Hindi label.
      expect(stored).toMatchObject({ language: 'hi', purpose: PAYMENT_PURPOSES[1], ip });
    });

    it('refuses in Hindi, the amount range (a word with a number) too', async () => {
      const range = await post({ ...valid, amount: 500_001 }, undefined, inHindi);
      expect(range.status).toBe(422);
      expect(await range.json()).toEqual({
        status: 'failure',
        message: hi.PAYMENT_MESSAGES.amountRange('₹5,00,000.00'),
        errors: { amount: hi.PAYMENT_MESSAGES.amountRange('₹5,00,000.00') },
      });
      const wrong = {
        name: 'Asha\u0007',
        email: 'asha@',
        phone: ' ',
        purpose: hi.PAYMENT_PURPOSES[1],
      };
      const fields = await post({ ...valid, ...wrong }, undefined, inHindi);
      expect(fields.status).toBe(422);
      expect(await fields.json()).toEqual({
        status: 'failure',
        message: hi.PAYMENT_MESSAGES.fillAll,
        errors: {
          name: hi.PAYMENT_MESSAGES.nameCharacters,
          email: hi.PAYMENT_MESSAGES.invalidEmail,
          phone: hi.PAYMENT_MESSAGES.fillAll,
          // The server accepts the English values only: a Hindi label is not a purpose.
          purpose: hi.PAYMENT_MESSAGES.invalidPurpose,
        },
      });
    });

    it('without the header: English, as before, and the order stored as English', async () => {
      const ip = randomClientAddress();
      const range = await post({ ...valid, amount: 500_001 }, ip);
      expect(range.headers.get('content-language')).toBeNull();
      expect(await range.json()).toEqual({
        status: 'failure',
        message: PAYMENT_MESSAGES.amountRange('₹5,00,000.00'),
        errors: { amount: PAYMENT_MESSAGES.amountRange('₹5,00,000.00') },
      });
      const body = await (await post(valid, ip)).json();
      expect(body.message).toBe(PAYMENT_MESSAGES.orderCreated);
      const stored = await db().paymentOrder.findUniqueOrThrow({
        where: { razorpayOrderId: body.order_id },
      });
      expect(stored.language).toBe('en');
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"amount":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'failure',
      message: 'The request body must be valid JSON.',
    });
  });

  it('answers 502 and stores nothing when Razorpay refuses', async () => {
    const ip = randomClientAddress();
    standIn.failWith = 500;
    try {
      const response = await post(valid, ip);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        status: 'failure',
        message: PAYMENT_MESSAGES.providerRefused,
      });
    } finally {
      standIn.failWith = null;
    }
    expect(await storedFrom(ip)).toBe(0);
  });

  it('answers 502 and stores nothing when Razorpay creates an order for another amount', async () => {
    const ip = randomClientAddress();
    standIn.alterCreatedOrder = (order) => {
      order.amount += 100;
    };
    try {
      const response = await post(valid, ip);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        status: 'failure',
        message: PAYMENT_MESSAGES.providerRefused,
      });
    } finally {
      standIn.alterCreatedOrder = null;
    }
    expect(await storedFrom(ip)).toBe(0);
  });

  it('answers 502 when Razorpay cannot be reached', async () => {
    await standIn.stop();
    const response = await post(valid);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 'failure',
      message: PAYMENT_MESSAGES.providerUnreachable,
    });
  });
});
