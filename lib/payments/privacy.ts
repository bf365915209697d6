import type { Prisma } from '@/lib/platform/db/generated/client';
import { ERASED } from '@/lib/platform/privacy/erased';
import { erasedEmail } from '@/lib/platform/privacy/masking';
import {
  byDate,
  keptRows,
  notMasked,
  plain,
  type PersonQuery,
  type PersonTableHooks,
} from '@/lib/platform/privacy/person-table';

/**
 * The personal-data tool's hooks for online payments (lib/features/privacy.ts). An order is kept
 * for the accounts: erasing masks the payer (name, e-mail, phone, network address, browser); the
 * amount, dates, Razorpay ids and receipt number stay.
 */

const where = ({ id }: PersonQuery) => keptRows(id, 'phone') as Prisma.PaymentOrderWhereInput;

const erasedPayer = (email: string, phone: string) => ({
  name: ERASED,
  email: erasedEmail(email, phone),
  phone: 'erased',
  ip: null,
  userAgent: null,
});

export const paymentsHooks: PersonTableHooks = {
  async find(tx, person) {
    const orders = await tx.paymentOrder.findMany({
      where: where(person),
      include: { payments: true, receipt: true },
      ...byDate,
    });
    return orders.map(({ payments, receipt, ...order }) => ({
      ...plain(order),
      attempts: payments.map(plain),
      // The download token is a bearer secret: the export names the receipt, not its link.
      receipt: receipt
        ? plain({
            number: receipt.number,
            amountPaise: receipt.amountPaise,
            paymentId: receipt.paymentId,
            issuedAt: receipt.issuedAt,
          })
        : null,
    }));
  },
  /** Masks the payer of each matching order not masked yet. */
  async erase(tx, person) {
    const orders = await tx.paymentOrder.findMany({
      where: { AND: [where(person), notMasked] },
      select: { id: true, email: true, phone: true },
    });
    for (const order of orders) {
      await tx.paymentOrder.update({
        where: { id: order.id },
        data: erasedPayer(order.email, order.phone),
      });
    }
    return { masked: orders.length, files: [] };
  },
};
