import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, message)), the form of every Razorpay signature. */
export const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** Compares in constant time; anything that is not 64 hex characters is simply wrong. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

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
