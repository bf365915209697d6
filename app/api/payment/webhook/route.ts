import { json, readText } from '@/lib/platform/http';
import { paymentHandler } from '@/lib/payments/http';
import { handlePaymentWebhook } from '@/lib/payments/webhook';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

// Razorpay's webhook: the signature covers the raw text, so it is read before any parsing.
export const POST = paymentHandler(async (request) => {
  const raw = await readText(request, WEBHOOK_BODY_LIMIT);
  const outcome = await handlePaymentWebhook(
    raw,
    request.headers.get('x-razorpay-signature'),
    request.headers.get('x-razorpay-event-id'),
  );
  return json({ status: 'ok', outcome });
});
