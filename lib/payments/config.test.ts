import { env } from '@/lib/platform/env';
import { outsideSourcesFor } from '@/lib/features/outside-sources';
import { checkoutSources, onlinePaymentAvailable } from './config';

const saved = { ...env };
afterEach(() => Object.assign(env, saved));

describe('checkout on the payment page', () => {
  it("admits Razorpay's checkout on /online-payment only", () => {
    Object.assign(env, {
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const sources = outsideSourcesFor('/online-payment');
    expect(sources.script).toEqual(['https://checkout.razorpay.com']);
    expect(sources.frame).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(sources.connect).toContain('https://api.razorpay.com');
    for (const path of ['/', '/contact-us', '/online-payments']) {
      const sources = outsideSourcesFor(path);
      for (const list of Object.values(sources)) {
        expect(list.filter((host: string) => host.includes('razorpay'))).toEqual([]);
      }
    }
  });

  it('follows configured (stand-in) hosts', () => {
    Object.assign(env, {
      RAZORPAY_API_URL: 'http://127.0.0.1:4000',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4000/v1/checkout.js',
    });
    expect(checkoutSources()).toEqual({
      script: ['http://127.0.0.1:4000'],
      frame: ['http://127.0.0.1:4000'],
      connect: ['http://127.0.0.1:4000'],
      img: [],
    });
  });

  it('is available only with both keys', () => {
    Object.assign(env, { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: undefined });
    expect(onlinePaymentAvailable()).toBe(false);
    Object.assign(env, { RAZORPAY_KEY_SECRET: 'secret' });
    expect(onlinePaymentAvailable()).toBe(true);
  });
});
