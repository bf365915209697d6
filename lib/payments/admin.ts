import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { createdAtRange, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';
import { razorpayKeys } from './config';
import { markOrderPaid, recordPaymentFailure } from './mark-paid';
import { formatRupees } from './money';
import { fetchRazorpayOrderPayments, RazorpayError } from './razorpay';
import { receiptDownloadPath } from './receipts';

export const PAYMENT_STATUSES = [
  { value: 'CREATED', label: 'Not paid yet' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'PAID', label: 'Paid' },
] as const;

export interface PaymentRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  amount: string;
  status: 'CREATED' | 'FAILED' | 'PAID';
  razorpayOrderId: string;
  receiptNumber: string | null;
  receiptUrl: string | null;
}

function where(filter: InboxFilter): Prisma.PaymentOrderWhereInput {
  const q = filter.q;
  const status = PAYMENT_STATUSES.find((s) => s.value === filter.type)?.value;
  return {
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: 'insensitive' } },
            { email: { contains: q.toLowerCase() } },
            { razorpayOrderId: { contains: q } },
            { receipt: { number: { contains: q } } },
          ],
        }
      : {}),
    ...(status ? { status } : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
  };
}

type OrderWithReceipt = Prisma.PaymentOrderGetPayload<{ include: { receipt: true } }>;

const toRow = (o: OrderWithReceipt): PaymentRow => ({
  id: o.id,
  createdAt: o.createdAt.toISOString(),
  name: o.name,
  email: o.email,
  phone: o.phone,
  purpose: o.purpose,
  amount: formatRupees(o.amountPaise),
  status: o.status,
  razorpayOrderId: o.razorpayOrderId,
  receiptNumber: o.receipt?.number ?? null,
  receiptUrl: o.receipt ? receiptDownloadPath(o.receipt.downloadToken) : null,
});

export async function listPayments(filter: InboxFilter) {
  const [rows, total] = await Promise.all([
    db().paymentOrder.findMany({
      where: where(filter),
      include: { receipt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db().paymentOrder.count({ where: where(filter) }),
  ]);
  return { rows: rows.map(toRow), total };
}

export async function allPayments(filter: InboxFilter): Promise<PaymentRow[]> {
  const rows = await db().paymentOrder.findMany({
    where: where(filter),
    include: { receipt: true },
    orderBy: { createdAt: 'desc' },
    take: 50_000,
  });
  return rows.map(toRow);
}

/**
 * Asks Razorpay again about an order that is not paid here (for example when neither the
 * customer's browser nor a webhook reported the capture). A payment captured for the stored
 * amount and currency completes the order through the same function checkout and webhooks use.
 */
export async function recheckOrder(orderId: string, actorEmail: string): Promise<string> {
  const keys = razorpayKeys();
  if (!keys) return 'Online payment is not configured, so Razorpay cannot be asked.';
  const order = await db().paymentOrder.findUnique({ where: { id: orderId } });
  if (!order) return 'There is no such order.';
  if (order.status === 'PAID') return 'This order is already paid.';
  let payments;
  try {
    payments = await fetchRazorpayOrderPayments(keys, order.razorpayOrderId);
  } catch (error) {
    if (error instanceof RazorpayError)
      return 'Razorpay could not be reached. Please try again later.';
    throw error;
  }
  const captured = payments.find(
    (p) =>
      p.status === 'captured' &&
      p.amountPaise === order.amountPaise &&
      p.currency === order.currency,
  );
  let outcome: string;
  if (captured) {
    const { receipt } = await markOrderPaid(order.id, {
      id: captured.id,
      amountPaise: captured.amountPaise,
    });
    outcome = `Razorpay captured ${formatRupees(captured.amountPaise)}: marked paid, receipt ${receipt.receipt_id}.`;
  } else {
    for (const p of payments.filter((p) => p.status === 'failed')) {
      await recordPaymentFailure(order.id, p);
    }
    outcome = payments.length
      ? `No captured payment yet (${payments.map((p) => p.status).join(', ')}).`
      : 'Razorpay has no payment for this order yet.';
  }
  await recordAudit({
    actorEmail,
    action: 'recheck-payment',
    entity: 'PaymentOrder',
    entityId: order.id,
    summary: `Re-checked order ${order.razorpayOrderId} with Razorpay: ${outcome}`,
  });
  return outcome;
}
