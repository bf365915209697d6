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

const where = ({ id }: PersonQuery) =>
  keptRows(id, 'mobile') as Prisma.WarrantyRegistrationWhereInput;

/**
 * The personal-data tool's hooks for warranty registrations (lib/features/privacy.ts). A
 * registration is kept to honour claims (number, product, serial, purchase and warranty dates,
 * dealer, pincode): erasing masks the owner's name, mobile, e-mail, network address and browser,
 * deletes the texts sent to the number about it, and clears the invoice's key; the invoice is
 * removed once the erasure has committed.
 */
export const warrantyRegistrationsHooks: PersonTableHooks = {
  async find(tx, person) {
    const rows = await tx.warrantyRegistration.findMany({
      where: where(person),
      // The texts sent to the number about it (lib/text-messages).
      include: {
        textMessages: {
          orderBy: { createdAt: 'asc' },
          select: { id: true, createdAt: true, to: true, body: true, status: true },
        },
      },
      ...byDate,
    });
    return rows.map(({ textMessages, ...row }) => ({
      ...plain(row),
      textMessages: textMessages.map(plain),
    }));
  },
  async erase(tx, person) {
    const rows = await tx.warrantyRegistration.findMany({
      where: { AND: [where(person), notMasked] },
      select: { id: true, email: true, mobile: true, invoiceKey: true },
    });
    for (const row of rows) {
      await tx.warrantyRegistration.update({
        where: { id: row.id },
        data: {
          name: ERASED,
          email: erasedEmail(row.email, row.mobile),
          mobile: 'erased',
          mobileConfirmedAt: null,
          smsUpdates: false,
          whatsappUpdates: false,
          ip: null,
          userAgent: null,
          invoiceKey: '',
        },
      });
      // The texts to the number go (and nothing more is sent to it).
      await tx.textMessage.deleteMany({ where: { warrantyRegistrationId: row.id } });
    }
    return { masked: rows.length, files: rows.map((r) => r.invoiceKey).filter(Boolean) };
  },
};
