import { PAYMENT_MESSAGES } from '@/content/payment';
import { env } from '@/lib/platform/env';
import { jsonRequest } from '@/e2e/stand-ins/razorpay/handler-tests';
import { POST as createOrder } from '../(old-site)/payment/create-order/route';
import { POST as verify } from '../(old-site)/payment/verify/route';
import { POST as webhook } from './webhook/route';

// A fresh machine has no Razorpay keys: the payment API says so, and nothing else breaks.
beforeAll(() => {
  Object.assign(env, {
    RAZORPAY_KEY_ID: undefined,
    RAZORPAY_KEY_SECRET: undefined,
    RAZORPAY_WEBHOOK_SECRET: undefined,
  });
});

it.each([
  ['create-order', createOrder, { amount: 10 }],
  ['verify', verify, { razorpay_order_id: 'order_X' }],
  ['webhook', webhook, { event: 'payment.captured' }],
])('%s answers 503 without Razorpay keys', async (name, post, body) => {
  const response = await post(jsonRequest(`/api/payment/${name}`, body));
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    status: 'failure',
    message: PAYMENT_MESSAGES.unavailable,
  });
});
