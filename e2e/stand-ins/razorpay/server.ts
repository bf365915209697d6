import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { id, now } from './ids';
import { sendWebhook } from './webhooks';

/**
 * A local stand-in for Razorpay: the Orders API (`POST/GET /v1/orders`), payment fetch
 * (`GET /v1/payments/:id`) with Basic auth, and `/v1/checkout.js`, a checkout with Razorpay's
 * interface whose modal completes or fails a payment through `POST /v1/checkout/pay`.
 */
export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayStandIn {
  url: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  /** Records a payment as Razorpay would, and gives checkout's signature for it. */
  addPayment(payment: Partial<StandInPayment> & { order_id: string }): {
    payment: StandInPayment;
    signature: string;
  };
  /** Answer every API call with this HTTP status (e.g. 500), or null for normal service. */
  failWith: number | null;
  /** Changes each order as created (e.g. another amount), to play a misbehaving Razorpay. */
  alterCreatedOrder: ((order: StandInOrder) => void) | null;
  stop(): Promise<void>;
}

export const DECLINED = 'Your payment has been declined by the bank. Please try another method.';
// Tests and `npm run test:e2e` run from the project root.
const CHECKOUT_JS = readFileSync(
  path.join(process.cwd(), 'e2e/stand-ins/razorpay/checkout.js'),
  'utf8',
);

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const apiError = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, field: field ?? null, source: 'business' },
});

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}

export async function startRazorpayStandIn(options: {
  keyId: string;
  keySecret: string;
  port?: number;
  /** Where checkout payments are reported as webhooks (like Razorpay's dashboard setting). */
  webhook?: { url: string; secret: string };
}): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const basic = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', options.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  const standIn: RazorpayStandIn = {
    url: '',
    orders,
    payments,
    failWith: null,
    alterCreatedOrder: null,
    addPayment(partial) {
      const order = orders.get(partial.order_id);
      const payment: StandInPayment = {
        id: id('pay'),
        entity: 'payment',
        amount: order?.amount ?? 100,
        currency: 'INR',
        status: 'captured',
        method: 'card',
        captured: (partial.status ?? 'captured') === 'captured',
        error_code: null,
        error_description: null,
        created_at: now(),
        ...partial,
      };
      payments.set(payment.id, payment);
      if (order && payment.status === 'captured') {
        Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      } else if (order) {
        Object.assign(order, { status: 'attempted', attempts: order.attempts + 1 });
      }
      return { payment, signature: sign(payment.order_id, payment.id) };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function createOrder(body: Record<string, unknown>): [number, unknown] {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return [400, apiError('The amount must be an integer.', 'amount')];
    }
    if (amount < 100) return [400, apiError('The amount must be at least INR 1.00', 'amount')];
    const receipt = String(body.receipt ?? '');
    if (receipt.length > 40) {
      return [400, apiError('The receipt may not be greater than 40 characters.', 'receipt')];
    }
    if ([...orders.values()].some((o) => o.receipt === receipt)) {
      return [400, apiError('Order receipt should be unique.', 'receipt')];
    }
    const notes = body.notes as Record<string, string> | undefined;
    const order: StandInOrder = {
      id: id('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: String(body.currency ?? 'INR'),
      receipt,
      status: 'created',
      attempts: 0,
      notes: notes && Object.keys(notes).length ? notes : [],
      created_at: now(),
    };
    standIn.alterCreatedOrder?.(order);
    orders.set(order.id, order);
    return [200, order];
  }

  /** Like Razorpay, reports a payment by webhook a moment after checkout has answered. */
  function report(event: string, payment: StandInPayment) {
    const hook = options.webhook;
    if (!hook) return;
    setTimeout(async () => {
      await sendWebhook(hook.url, hook.secret, event, payment);
      if (event === 'payment.captured') {
        const order = orders.get(payment.order_id);
        await sendWebhook(hook.url, hook.secret, 'order.paid', payment, order);
      }
    }, 1000);
  }

  function checkoutPay(body: Record<string, unknown>): [number, unknown] {
    const order = orders.get(String(body.order_id));
    if (body.key !== options.keyId || !order) return [400, apiError('Invalid key or order')];
    if (order.status === 'paid') return [400, apiError('This order has already been paid.')];
    if (body.outcome === 'failure') {
      const { payment } = standIn.addPayment({
        order_id: order.id,
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: DECLINED,
      });
      report('payment.failed', payment);
      const metadata = { order_id: order.id, payment_id: payment.id };
      const error = { code: 'BAD_REQUEST_ERROR', description: DECLINED, source: 'bank' };
      return [
        200,
        { error: { ...error, step: 'payment_authorization', reason: 'payment_failed', metadata } },
      ];
    }
    const { payment, signature } = standIn.addPayment({ order_id: order.id });
    report('payment.captured', payment);
    return [
      200,
      {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: signature,
      },
    ];
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (req.method === 'GET' && pathname === '/v1/checkout.js') {
      return send(res, 200, CHECKOUT_JS, 'application/javascript; charset=utf-8');
    }
    if (req.method === 'POST' && pathname === '/v1/checkout/pay') {
      const [status, body] = checkoutPay(await readJson(req));
      return send(res, status, body);
    }
    if (standIn.failWith) return send(res, standIn.failWith, apiError('Stand-in failure'));
    if (req.headers.authorization !== basic) {
      return send(res, 401, apiError('Authentication failed'));
    }
    if (req.method === 'POST' && pathname === '/v1/orders') {
      const [status, body] = createOrder(await readJson(req));
      return send(res, status, body);
    }
    const [, , kind, key, sub] = pathname.split('/');
    if (req.method === 'GET' && kind === 'orders' && sub === 'payments' && orders.has(key ?? '')) {
      const items = [...payments.values()].filter((p) => p.order_id === key);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    const found =
      req.method === 'GET' && kind === 'orders'
        ? orders.get(key ?? '')
        : req.method === 'GET' && kind === 'payments'
          ? payments.get(key ?? '')
          : undefined;
    if (found) return send(res, 200, found);
    return send(res, 404, apiError('The id provided does not exist'));
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => send(res, 500, apiError(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
