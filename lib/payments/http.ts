import { PAYMENT_MESSAGES } from '@/content/payment';
import { isDatabaseUnavailable } from '@/lib/platform/db/outage';
import { databaseUnavailable, handler, HttpError } from '@/lib/platform/http';
import { PaymentRefused, PaymentUnavailable } from './errors';
import { RazorpayError } from './razorpay';

/** The payment API's error answers, all `{ status: "failure", message }` (spec §7). */
function toHttpError(caught: unknown): unknown {
  const failure = { status: 'failure' };
  const error = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
  if (error instanceof HttpError) {
    return new HttpError(error.status, error.message, { ...failure, ...error.body }, error.headers);
  }
  if (error instanceof PaymentUnavailable) {
    return new HttpError(503, PAYMENT_MESSAGES.unavailable, failure);
  }
  if (error instanceof PaymentRefused) return new HttpError(400, error.message, failure);
  if (error instanceof RazorpayError) {
    console.error('[payments] Razorpay:', error.message);
    const message =
      error.kind === 'unreachable'
        ? PAYMENT_MESSAGES.providerUnreachable
        : PAYMENT_MESSAGES.providerRefused;
    return new HttpError(502, message, failure);
  }
  return error;
}

/** `handler` (lib/platform/http) with the payment errors mapped to their HTTP answers. */
export function paymentHandler<A extends unknown[]>(
  fn: (request: Request, ...rest: A) => Promise<Response>,
) {
  return handler(async (request: Request, ...rest: A) => {
    try {
      return await fn(request, ...rest);
    } catch (error) {
      throw toHttpError(error);
    }
  });
}
