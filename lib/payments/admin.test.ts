import { PAYMENT_PURPOSES } from '@/content/payment';
import { db } from '@/lib/platform/db/client';
import { setUpStandInForTests } from '@/e2e/stand-ins/razorpay/handler-tests';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { listPayments, recheckOrder } from './admin';
import { createPaymentOrder } from './orders';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['accounts']);
});

const standIn = setUpStandInForTests();

/** A payer's order for `rupees`, created at the Razorpay stand-in; gives Razorpay's order id. */
const newOrder = async (rupees: number) =>
  (
    await createPaymentOrder(
      {
        name: 'Ravi Verma',
        email: 'ravi@example.com',
        phone: '9123456780',
        purpose: PAYMENT_PURPOSES[0],
        amountPaise: Math.round(rupees * 100),
      },
      { ip: '203.0.113.9', userAgent: 'jest' },
    )
  ).order_id;

const orderFor = (razorpayOrderId: string) =>
  db().paymentOrder.findUniqueOrThrow({ where: { razorpayOrderId } });

describe('staff re-check of an unpaid order', () => {
  it('says so when Razorpay has no payment, and changes nothing', async () => {
    const order = await orderFor(await newOrder(700));
    expect(await recheckOrder(actor, order.id)).toBe('Razorpay has no payment for this order yet.');
    expect((await orderFor(order.razorpayOrderId)).status).toBe('CREATED');
  });

  it('completes an order Razorpay captured but nobody reported, with a receipt and an audit row', async () => {
    const razorpayOrderId = await newOrder(1234.5);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId }); // captured, for the order's amount
    const outcome = await recheckOrder(actor, order.id);
    expect(outcome).toMatch(
      /^Razorpay captured ₹1,234\.50: marked paid, receipt RCPT\/\d{4}-\d{2}\/\d{6}\.$/,
    );
    const paid = await db().paymentOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { receipt: true },
    });
    expect(paid.status).toBe('PAID');
    expect(paid.receipt?.amountPaise).toBe(123450);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entity: 'PaymentOrder', entityId: order.id },
    });
    expect(audit).toMatchObject({ actorEmail: actor.email, action: 'recheck-payment' });
    expect(await recheckOrder(actor, order.id)).toBe('This order is already paid.');

    const listed = await listPayments(actor, parseInboxFilter({ q: paid.receipt!.number }));
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({
      status: 'PAID',
      amount: '₹1,234.50',
      receiptNumber: paid.receipt!.number,
    });
  });

  it('does not accept a capture of a different amount', async () => {
    const razorpayOrderId = await newOrder(500);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId, amount: 100 });
    expect(await recheckOrder(actor, order.id)).toBe(
      "Razorpay captured ₹1.00, which differs from the order's ₹500.00: not marked paid.",
    );
    expect((await orderFor(razorpayOrderId)).status).toBe('CREATED');
  });

  it('records a failed payment and its audit row', async () => {
    const razorpayOrderId = await newOrder(450);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId, status: 'failed' });
    expect(await recheckOrder(actor, order.id)).toBe('No captured payment yet (failed).');
    expect((await orderFor(razorpayOrderId)).status).toBe('FAILED');
    expect(
      await db().auditLog.count({ where: { entity: 'PaymentOrder', entityId: order.id } }),
    ).toBe(1);
  });

  it('marks nothing paid when its audit row cannot be written (one transaction)', async () => {
    const razorpayOrderId = await newOrder(640);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId });
    // A constraint on this order's audit rows only: the audit insert fails, as a real fault would.
    const constraint = `no_audit_${order.id.replaceAll('-', '')}`;
    await db().$executeRawUnsafe(
      `ALTER TABLE "AuditLog" ADD CONSTRAINT ${constraint} CHECK ("entityId" IS DISTINCT FROM '${order.id}')`,
    );
    try {
      await expect(recheckOrder(actor, order.id)).rejects.toThrow();
    } finally {
      await db().$executeRawUnsafe(`ALTER TABLE "AuditLog" DROP CONSTRAINT ${constraint}`);
    }
    const after = await db().paymentOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { receipt: true },
    });
    expect(after.status).toBe('CREATED');
    expect(after.receipt).toBeNull();
  });

  it('says when Razorpay cannot be reached', async () => {
    const order = await orderFor(await newOrder(300));
    standIn().failWith = 500;
    try {
      expect(await recheckOrder(actor, order.id)).toBe(
        'Razorpay could not be reached. Please try again later.',
      );
    } finally {
      standIn().failWith = null;
    }
  });
});
