import { hmacHex, signatureMatches } from '@/lib/platform/security/hmac';

// Shared with the newsletter's signed links; re-exported for the payment code and its tests.
export { hmacHex, signatureMatches };

/**
 * Checkout's success signature: HMAC of `<order id>|<payment id>` with the API key secret. The
 * order id must be the one stored with our order, never the one the browser sends.
 */
export const checkoutSignatureValid = (
  keySecret: string,
  storedOrderId: string,
  paymentId: string,
  signature: unknown,
) => signatureMatches(hmacHex(keySecret, `${storedOrderId}|${paymentId}`), signature);

/** A webhook's `X-Razorpay-Signature`: HMAC of the raw body with the webhook secret. */
export const webhookSignatureValid = (webhookSecret: string, rawBody: string, signature: unknown) =>
  signatureMatches(hmacHex(webhookSecret, rawBody), signature);
