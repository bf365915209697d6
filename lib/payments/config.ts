import { env } from '@/lib/platform/env';
import type { OutsideSources } from '@/lib/platform/security/csp';

/** Whether (and how) online payment is set up on this machine. Safe to import anywhere. */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

/** The API keys, or null when online payment is not configured on this machine. */
export function razorpayKeys(): RazorpayKeys | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = env;
  return keyId && keySecret ? { keyId, keySecret } : null;
}

export const onlinePaymentAvailable = () => razorpayKeys() !== null;

export const checkoutScriptUrl = () => env.RAZORPAY_CHECKOUT_URL;

/**
 * What Razorpay's checkout needs on the payment page: its script, the frames it opens on the
 * checkout and API hosts, and their calls (plus Razorpay's logging and image hosts when the real
 * checkout is used).
 */
export function checkoutSources(): OutsideSources {
  const checkout = new URL(env.RAZORPAY_CHECKOUT_URL).origin;
  const api = new URL(env.RAZORPAY_API_URL).origin;
  const real = checkout === 'https://checkout.razorpay.com';
  return {
    script: [checkout],
    frame: [...new Set([checkout, api])],
    connect: [...new Set([checkout, api]), ...(real ? ['https://lumberjack.razorpay.com'] : [])],
    img: real ? ['https://cdn.razorpay.com'] : [],
  };
}
