import { PAYMENT_MESSAGES } from '@/content/payment';
import { db } from '@/lib/platform/db/client';
import { PaymentRefused, PaymentUnavailable } from './errors';
import { markOrderPaid } from './mark-paid';
import { razorpayKeys } from './config';
import { fetchRazorpayPayment, type RazorpayPayment } from './razorpay';
import { toReceiptView, type ReceiptView } from './receipts';
import type { VerifyInput } from './schema';
import { checkoutSignatureValid } from './signature';

type StoredOrder = { razorpayOrderId: string; amountPaise: number; currency: string };

/** Why Razorpay's payment does not pay this stored order, or null when it does. */
export function paymentMismatch(order: StoredOrder, payment: RazorpayPayment): string | null {
  if (payment.orderId !== order.razorpayOrderId) return PAYMENT_MESSAGES.unknownOrder;
  if (payment.status !== 'captured') return PAYMENT_MESSAGES.notCaptured;
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    return PAYMENT_MESSAGES.amountMismatch;
  }
  return null;
}

/**
 * Checkout's success callback, checked: the signature against the stored order (in constant
 * time), then Razorpay's own record of the payment (captured, same amount and currency), and
 * only then the order is marked paid. Verifying the same payment again gives the same receipt.
 */
export async function verifyPayment(input: VerifyInput): Promise<ReceiptView> {
  const keys = razorpayKeys();
  if (!keys) throw new PaymentUnavailable();
  const order = await db().paymentOrder.findUnique({
    where: { razorpayOrderId: input.razorpay_order_id },
    include: { receipt: { include: { order: true } } },
  });
  if (!order) throw new PaymentRefused(PAYMENT_MESSAGES.unknownOrder);
  const paymentId = input.razorpay_payment_id;
  if (
    !checkoutSignatureValid(
      keys.keySecret,
      order.razorpayOrderId,
      paymentId,
      input.razorpay_signature,
    )
  ) {
    throw new PaymentRefused(PAYMENT_MESSAGES.badSignature);
  }
  if (order.receipt) {
    if (order.receipt.paymentId === paymentId) return toReceiptView(order.receipt);
    throw new PaymentRefused(PAYMENT_MESSAGES.alreadyPaid);
  }
  const payment = await fetchRazorpayPayment(keys, paymentId);
  const mismatch = paymentMismatch(order, payment);
  if (mismatch) throw new PaymentRefused(mismatch);
  const outcome = await markOrderPaid(order.id, payment);
  if (!outcome.samePayment) throw new PaymentRefused(PAYMENT_MESSAGES.alreadyPaid);
  return outcome.receipt;
}
