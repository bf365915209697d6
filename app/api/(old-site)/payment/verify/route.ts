import { PAYMENT_MESSAGES } from '@/content/payment';
import { HttpError, json, readJsonObject, refuseCrossSite } from '@/lib/platform/http';
import { PaymentUnavailable } from '@/lib/payments/errors';
import { paymentHandler } from '@/lib/payments/http';
import { razorpayKeys } from '@/lib/payments/config';
import { verifySchema } from '@/lib/payments/schema';
import { verifyPayment } from '@/lib/payments/verify';

// Checkout's { razorpay_payment_id, razorpay_order_id, razorpay_signature } in; the receipt out.
export const POST = paymentHandler(async (request) => {
  refuseCrossSite(request, 'json');
  if (!razorpayKeys()) throw new PaymentUnavailable();
  const parsed = verifySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) throw new HttpError(400, PAYMENT_MESSAGES.invalidVerification);
  const receipt = await verifyPayment(parsed.data);
  return json({ status: 'success', message: PAYMENT_MESSAGES.verified, receipt });
});
