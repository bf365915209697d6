import { PAYMENT_MESSAGES } from '@/content/payment';
import { env } from '@/lib/platform/env';
import {
  clientInfo,
  fieldErrors,
  HttpError,
  json,
  readJsonObject,
  refuseCrossSite,
} from '@/lib/platform/http';
import { PaymentUnavailable } from '@/lib/payments/errors';
import { paymentHandler } from '@/lib/payments/http';
import { createPaymentOrder } from '@/lib/payments/orders';
import { razorpayKeys } from '@/lib/payments/config';
import { createOrderMessage, createOrderSchema } from '@/lib/payments/schema';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { postedLanguage } from '@/lib/platform/i18n/translations';
import { wordsOf } from '@/lib/platform/i18n/words';

// JSON { amount (rupees), name, email, phone, purpose } in; the order for checkout out (spec §7).
export const POST = paymentHandler(async (request) => {
  refuseCrossSite(request, 'json');
  if (!razorpayKeys()) throw new PaymentUnavailable();
  // Each order costs a Razorpay call and a stored row, so it counts like a form submission.
  const client = clientInfo(request.headers);
  await enforceRateLimit('payment', client.ip);
  const body = await readJsonObject(request);
  // Static words are translated by handler(); the amount's range holds a number, so it is made here.
  const language = postedLanguage(request.headers);
  const { amountRange } = wordsOf(language).payment.PAYMENT_MESSAGES;
  const parsed = createOrderSchema(env.PAYMENT_MAX_INR, amountRange).safeParse(body);
  if (!parsed.success) {
    const message = createOrderMessage(parsed.error);
    throw new HttpError(422, message, { errors: fieldErrors(parsed.error) });
  }
  const order = await createPaymentOrder(parsed.data, client, language);
  return json({ status: 'success', message: PAYMENT_MESSAGES.orderCreated, ...order }, 201);
});
