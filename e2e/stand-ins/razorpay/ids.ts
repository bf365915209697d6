import { randomBytes } from 'node:crypto';

/** Razorpay-style ids (`order_…`, `pay_…`, `evt_…`) and Unix times. */
export const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
export const now = () => Math.floor(Date.now() / 1000);
