import { defineMarkers, insertRow, sql } from './kit';

/** A payment order. */
export const payments = defineMarkers({
  insert: async ({ tag, word }) => ({
    orderId: await insertRow(
      `INSERT INTO "PaymentOrder" (id, "razorpayOrderId", "amountPaise", purpose, name, email, phone)
       VALUES (gen_random_uuid(), $1, 100000, 'Invoice', $2, $3, '9876543210') RETURNING id`,
      [`order_${tag}`, word('Payer'), `${word('payer')}@example.com`],
    ),
  }),
  state: (m) => Promise.all([sql(`SELECT status FROM "PaymentOrder" WHERE id = $1`, [m.orderId])]),
});
