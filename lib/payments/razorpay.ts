import Razorpay from 'razorpay';
import { env } from '@/lib/platform/env';
import type { RazorpayKeys } from './config';

/**
 * The one module that talks to Razorpay. Its SDK has the API host hard-coded; its axios instance
 * (`api.rq`) takes another base URL, which is how a configured host (or a test stand-in) is used.
 */
export interface RazorpayPayment {
  id: string;
  orderId: string | null;
  status: string;
  amountPaise: number;
  currency: string;
  errorDescription: string | null;
}

/** The provider could not be reached (`unreachable`) or said no (`refused`). */
export class RazorpayError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
const clients = new Map<string, Razorpay>();

function client(keys: RazorpayKeys): Razorpay {
  let found = clients.get(keys.keyId);
  if (!found) {
    found = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    const rq = (found as unknown as { api: { rq: { defaults: Record<string, unknown> } } }).api.rq;
    rq.defaults.baseURL = env.RAZORPAY_API_URL; // the SDK adds /v1/...
    rq.defaults.timeout = TIMEOUT_MS;
    clients.set(keys.keyId, found);
  }
  return found;
}

/** Runs an SDK call, turning its errors (network: a TypeError; HTTP: `{ statusCode, error }`). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { statusCode?: unknown; error?: { description?: unknown } };
    if (typeof e?.statusCode === 'number') {
      const description = typeof e.error?.description === 'string' ? e.error.description : '';
      throw new RazorpayError('refused', `${what}: ${e.statusCode} ${description}`.trim());
    }
    throw new RazorpayError('unreachable', `${what}: ${String(error)}`);
  }
}

/**
 * Creates an order. Razorpay must echo the amount and currency sent: an order for anything else
 * could be paid in full and still not match what we store, so it is refused (502).
 */
export async function createRazorpayOrder(
  keys: RazorpayKeys,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<{ id: string }> {
  const created = await call('create order', () =>
    client(keys).orders.create({
      amount: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt.slice(0, 40),
      notes: order.notes,
    }),
  );
  if (Number(created.amount) !== order.amountPaise || created.currency !== 'INR') {
    throw new RazorpayError(
      'refused',
      `create order: asked ${order.amountPaise} INR, got ${created.amount} ${created.currency}`,
    );
  }
  return { id: created.id };
}

type SdkPayment = {
  id: string;
  order_id?: string | null;
  status: string;
  amount: number | string;
  currency: string;
  error_description?: string | null;
};

const toPayment = (p: SdkPayment): RazorpayPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  status: p.status,
  amountPaise: Number(p.amount),
  currency: p.currency,
  errorDescription: p.error_description ?? null,
});

export async function fetchRazorpayPayment(
  keys: RazorpayKeys,
  paymentId: string,
): Promise<RazorpayPayment> {
  return toPayment(await call('fetch payment', () => client(keys).payments.fetch(paymentId)));
}

/** Every payment Razorpay holds for an order (used by staff to re-check a stuck order). */
export async function fetchRazorpayOrderPayments(
  keys: RazorpayKeys,
  razorpayOrderId: string,
): Promise<RazorpayPayment[]> {
  const list = await call('fetch order payments', () =>
    client(keys).orders.fetchPayments(razorpayOrderId),
  );
  return list.items.map(toPayment);
}
