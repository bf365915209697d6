import { randomBytes } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { reserveNumber } from '@/lib/platform/numbering';
import { payments as feature } from './feature';
import { toReceiptView, type ReceiptView } from './receipts';

export interface CapturedPayment {
  id: string;
  amountPaise: number;
}

export interface PaidOutcome {
  receipt: ReceiptView;
  /** The receipt is for this payment (false: the order was paid by another payment). */
  samePayment: boolean;
}

type Tx = Prisma.TransactionClient;

/** Numbers and stores the receipt, inside the transaction that marked the order paid. */
async function issueReceipt(tx: Tx, orderId: string, payment: CapturedPayment, now: Date) {
  const { number, financialYear, sequence } = await reserveNumber(
    tx,
    feature.numberSeries.receipt,
    now,
  );
  const receipt = await tx.receipt.create({
    data: {
      number,
      financialYear,
      sequence,
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      downloadToken: randomBytes(32).toString('base64url'),
      issuedAt: now,
    },
    include: { order: true },
  });
  return receipt;
}

/**
 * Marks an order paid and issues its receipt, once. Shared by checkout verification and the
 * webhook, which may arrive together and more than once: the conditional update takes the
 * order's row lock, so of concurrent callers exactly one moves the order to PAID and numbers a
 * receipt; the others wait, then find the receipt. The receipt number comes from a per-year
 * counter bumped in the same transaction (lib/platform/numbering), so numbers have no gaps and no duplicates.
 * Callers must have checked that Razorpay captured `payment.amountPaise` for this order.
 */
export async function markOrderPaid(
  orderId: string,
  payment: CapturedPayment,
  /** Runs inside the same transaction with the outcome (staff: the audit row). */
  alsoInTransaction?: (tx: Tx, outcome: PaidOutcome) => Promise<void>,
): Promise<PaidOutcome> {
  return db().$transaction(
    async (tx) => {
      const outcome = await markPaidIn(tx, orderId, payment);
      await alsoInTransaction?.(tx, outcome);
      return outcome;
    },
    // Verification and webhook can queue behind each other on a busy (or embedded) database.
    { maxWait: 10_000, timeout: 20_000 },
  );
}

async function markPaidIn(tx: Tx, orderId: string, payment: CapturedPayment): Promise<PaidOutcome> {
  const now = new Date();
  const { count } = await tx.paymentOrder.updateMany({
    where: { id: orderId, status: { not: 'PAID' } },
    data: { status: 'PAID', paidAt: now },
  });
  await tx.paymentAttempt.upsert({
    where: { id: payment.id },
    create: { id: payment.id, orderId, status: 'captured', amountPaise: payment.amountPaise },
    update: { status: 'captured', amountPaise: payment.amountPaise },
  });
  if (count === 0) {
    // Paid already, by this payment or (rarely) another one.
    const existing = await tx.receipt.findUniqueOrThrow({
      where: { orderId },
      include: { order: true },
    });
    return { receipt: toReceiptView(existing), samePayment: existing.paymentId === payment.id };
  }
  const receipt = await issueReceipt(tx, orderId, payment, now);
  return { receipt: toReceiptView(receipt), samePayment: true };
}

/**
 * Records a failed payment. Forward only: a failure never overwrites a captured payment, and
 * moves only a CREATED order to FAILED (a later capture still completes it).
 */
export async function recordPaymentFailure(
  orderId: string,
  payment: { id: string; amountPaise: number; errorDescription: string | null },
  tx?: Tx,
): Promise<void> {
  // The attempt and the order's state are written together, or neither.
  if (!tx) return db().$transaction((t) => recordPaymentFailure(orderId, payment, t));
  await tx.paymentAttempt.createMany({
    data: [
      {
        id: payment.id,
        orderId,
        status: 'failed',
        amountPaise: payment.amountPaise,
        errorDescription: payment.errorDescription?.slice(0, 500) ?? null,
      },
    ],
    skipDuplicates: true,
  });
  await tx.paymentOrder.updateMany({
    where: { id: orderId, status: 'CREATED' },
    data: { status: 'FAILED' },
  });
}
