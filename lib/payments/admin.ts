import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { PAYMENT_RECHECK } from '@/content/payment';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { PaymentOrderStatus, Prisma } from '@/lib/platform/db/generated/client';
import { defineInbox, inboxWhere } from '@/lib/platform/inbox/inbox';
import { razorpayKeys } from './config';
import { markOrderPaid, recordPaymentFailure } from './mark-paid';
import { formatRupees } from './money';
import { fetchRazorpayOrderPayments, RazorpayError, type RazorpayPayment } from './razorpay';
import { receiptDownloadPath } from './receipts';
import { payments as feature } from './feature';

/** An order's statuses, for the inbox's filter (`?type=`) and status column. */
export const PAYMENT_STATUSES = (['CREATED', 'FAILED', 'PAID'] as const).map((value) => ({
  value,
  label: STAFF_INBOX_TEXT.payments.statuses[value],
}));

export interface PaymentRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  amount: string;
  status: PaymentOrderStatus;
  razorpayOrderId: string;
  receiptNumber: string | null;
  receiptUrl: string | null;
}

const payments = defineInbox({
  access: feature.role,
  where: (filter): Prisma.PaymentOrderWhereInput =>
    inboxWhere(filter, {
      search: [
        'name',
        'email',
        'razorpayOrderId',
        (q) => ({ receipt: { number: { contains: q } } }),
      ],
      type: { values: PAYMENT_STATUSES, where: (status) => ({ status: status }) },
    }),
  find: (query) => db().paymentOrder.findMany({ ...query, include: { receipt: true } }),
  count: (where) => db().paymentOrder.count({ where }),
  row: (o): PaymentRow => ({
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
  }),
});

/** One page of payment orders and how many match (accounts). */
export const listPayments = payments.list;
/** Every order the filter matches, in batches, for the CSV export (no cap). */
export const allPayments = payments.all;

/**
 * Asks Razorpay again about an order that is not paid here (for example when neither the
 * customer's browser nor a webhook reported the capture). A payment captured for the stored
 * amount and currency completes the order through the same function checkout and webhooks use;
 * the audit row is written in the transaction that makes the change.
 */
export async function recheckOrder(actor: StaffActor, orderId: string): Promise<string> {
  const { email: actorEmail } = authorize(actor, feature.role);
  const keys = razorpayKeys();
  if (!keys) return PAYMENT_RECHECK.unavailable;
  const order = await db().paymentOrder.findUnique({ where: { id: orderId } });
  if (!order) return PAYMENT_RECHECK.noSuchOrder;
  if (order.status === 'PAID') return PAYMENT_RECHECK.alreadyPaid;
  let payments;
  try {
    payments = await fetchRazorpayOrderPayments(keys, order.razorpayOrderId);
  } catch (error) {
    if (error instanceof RazorpayError) return PAYMENT_RECHECK.unreachable;
    throw error;
  }
  const audit = (tx: Prisma.TransactionClient, outcome: string) =>
    recordAudit(
      {
        actorEmail,
        action: 'recheck-payment',
        entity: 'PaymentOrder',
        entityId: order.id,
        summary: PAYMENT_RECHECK.auditSummary(order.razorpayOrderId, outcome),
      },
      tx,
    );
  const captured = payments.find(
    (p) =>
      p.status === 'captured' &&
      p.amountPaise === order.amountPaise &&
      p.currency === order.currency,
  );
  if (captured) {
    const paid = { id: captured.id, amountPaise: captured.amountPaise };
    let outcome = '';
    await markOrderPaid(order.id, paid, (tx, { receipt }) => {
      outcome = PAYMENT_RECHECK.paid(formatRupees(captured.amountPaise), receipt.receipt_id);
      return audit(tx, outcome);
    });
    return outcome;
  }
  const outcome = notPaidOutcome(payments, order.amountPaise);
  await db().$transaction(async (tx) => {
    for (const p of payments.filter((p) => p.status === 'failed')) {
      await recordPaymentFailure(order.id, p, tx);
    }
    await audit(tx, outcome);
  });
  return outcome;
}

/** Why no payment completes the order: none yet, a capture of another amount, or their states. */
function notPaidOutcome(payments: RazorpayPayment[], amountPaise: number): string {
  if (payments.length === 0) return PAYMENT_RECHECK.noPayment;
  const other = payments.find((p) => p.status === 'captured');
  if (other) {
    return PAYMENT_RECHECK.amountDiffers(
      formatRupees(other.amountPaise),
      formatRupees(amountPaise),
    );
  }
  return PAYMENT_RECHECK.notCaptured(payments.map((p) => p.status).join(', '));
}
