import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, message)): Razorpay's signatures and our own signed links. */
export const hmacHex = (secret: string | Buffer, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** Compares in constant time; anything that is not 64 hex characters is simply wrong. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
