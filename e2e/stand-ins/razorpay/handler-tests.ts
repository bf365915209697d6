import { db } from '@/lib/platform/db/client';
import { env, parseEnv } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { STAND_IN_KEYS } from './keys';
import { startRazorpayStandIn, type RazorpayStandIn } from './server';

/**
 * For Jest tests of the payment route handlers: starts the stand-in and points the app's
 * configuration at it (`env` was parsed when first imported, so it is parsed again here).
 */
export async function startStandInForHandlers(): Promise<RazorpayStandIn> {
  const standIn = await startRazorpayStandIn(STAND_IN_KEYS);
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
    RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
  });
  Object.assign(env, parseEnv(process.env));
  return standIn;
}

/**
 * A test file's set-up for the payment handlers: the stand-in starts before its tests, and the
 * stand-in and the database client stop after them. Gives the running stand-in.
 */
export function setUpStandInForTests(): () => RazorpayStandIn {
  let standIn: RazorpayStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStandInForHandlers();
  });
  afterAll(async () => {
    await standIn?.stop();
    await db().$disconnect();
  });
  return () => {
    if (!standIn) throw new Error('The Razorpay stand-in runs only while the tests do.');
    return standIn;
  };
}

export const jsonRequest = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomClientAddress(),
      ...headers,
    },
  });

/** Creates an order through the create-order handler; gives Razorpay's order id. */
export async function createOrderThroughHandler(
  post: (request: Request) => Promise<Response>,
  amount: number | string = 2499,
): Promise<string> {
  const response = await post(
    jsonRequest('/api/payment/create-order', {
      name: 'Ravi Verma',
      email: 'ravi@example.com',
      phone: '9123456780',
      purpose: (await import('@/content/payment')).PAYMENT_PURPOSES[0],
      amount,
    }),
  );
  if (response.status !== 201) throw new Error(`create-order answered ${response.status}`);
  return ((await response.json()) as { order_id: string }).order_id;
}
