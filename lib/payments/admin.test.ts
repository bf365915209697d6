import { POST as createOrder } from '@/app/api/payment/create-order/route';
import { db } from '@/lib/db/client';
import {
  createOrderThroughHandler,
  setUpStandInForTests,
} from '@/e2e/stand-ins/razorpay/handler-tests';
import { parseInboxFilter } from '@/lib/staff/filters';
import { listPayments, recheckOrder } from './admin';

const standIn = setUpStandInForTests();

const orderFor = (razorpayOrderId: string) =>
  db().paymentOrder.findUniqueOrThrow({ where: { razorpayOrderId } });

describe('staff re-check of an unpaid order', () => {
  it('says so when Razorpay has no payment, and changes nothing', async () => {
    const order = await orderFor(await createOrderThroughHandler(createOrder, 700));
    expect(await recheckOrder(order.id, 'lead@example.com')).toBe(
      'Razorpay has no payment for this order yet.',
    );
    expect((await orderFor(order.razorpayOrderId)).status).toBe('CREATED');
  });

  it('completes an order Razorpay captured but nobody reported, with a receipt and an audit row', async () => {
    const razorpayOrderId = await createOrderThroughHandler(createOrder, 1234.5);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId }); // captured, for the order's amount
    const outcome = await recheckOrder(order.id, 'lead@example.com');
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
    expect(audit).toMatchObject({ actorEmail: 'lead@example.com', action: 'recheck-payment' });
    expect(await recheckOrder(order.id, 'lead@example.com')).toBe('This order is already paid.');

    const listed = await listPayments(parseInboxFilter({ q: paid.receipt!.number }));
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({
      status: 'PAID',
      amount: '₹1,234.50',
      receiptNumber: paid.receipt!.number,
    });
  });

  it('does not accept a capture of a different amount', async () => {
    const razorpayOrderId = await createOrderThroughHandler(createOrder, 500);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId, amount: 100 });
    expect(await recheckOrder(order.id, 'lead@example.com')).toBe(
      "Razorpay captured ₹1.00, which differs from the order's ₹500.00: not marked paid.",
    );
    expect((await orderFor(razorpayOrderId)).status).toBe('CREATED');
  });

  it('records a failed payment and its audit row', async () => {
    const razorpayOrderId = await createOrderThroughHandler(createOrder, 450);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId, status: 'failed' });
    expect(await recheckOrder(order.id, 'lead@example.com')).toBe(
      'No captured payment yet (failed).',
    );
    expect((await orderFor(razorpayOrderId)).status).toBe('FAILED');
    expect(
      await db().auditLog.count({ where: { entity: 'PaymentOrder', entityId: order.id } }),
    ).toBe(1);
  });

  it('marks nothing paid when its audit row cannot be written (one transaction)', async () => {
    const razorpayOrderId = await createOrderThroughHandler(createOrder, 640);
    const order = await orderFor(razorpayOrderId);
    standIn().addPayment({ order_id: razorpayOrderId });
    // Longer than the audit log's 254-character actor column: the audit insert fails.
    const tooLong = `${'a'.repeat(250)}@example.com`;
    await expect(recheckOrder(order.id, tooLong)).rejects.toThrow();
    const after = await db().paymentOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { receipt: true },
    });
    expect(after.status).toBe('CREATED');
    expect(after.receipt).toBeNull();
  });

  it('says when Razorpay cannot be reached', async () => {
    const order = await orderFor(await createOrderThroughHandler(createOrder, 300));
    standIn().failWith = 500;
    try {
      expect(await recheckOrder(order.id, 'lead@example.com')).toBe(
        'Razorpay could not be reached. Please try again later.',
      );
    } finally {
      standIn().failWith = null;
    }
  });
});
