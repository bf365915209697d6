import { WARRANTY_MAIL, WARRANTY_MESSAGES as M } from '@/content/warranty';
import { db } from '@/lib/db/client';
import type { ClientInfo } from '@/lib/http/client';
import { HttpError } from '@/lib/http/responses';
import { deliverSoon, enqueueMail } from '@/lib/mail';
import { reserveNumber } from '@/lib/numbering';
import { storage } from '@/lib/storage';
import { formatDay, warrantyEndsOn } from './dates';
import { storeInvoice } from './invoice';
import { modelByCode, type WarrantyInput } from './schema';

export interface Registered {
  number: string;
  /** `YYYY-MM-DD`. */
  warrantyEndsOn: string;
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

const alreadyRegistered = () => new HttpError(409, M.duplicate);

const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Registers a product's warranty: the invoice is checked and stored, then one transaction takes
 * the next WR number of the financial year, stores the registration and queues the customer's
 * confirmation mail. A serial registered before is refused (409) by the unique index, which
 * also decides between two registrations of one serial sent at the same moment; whatever is
 * refused or fails, the stored invoice is removed again, and a rolled-back number is reused.
 */
export async function registerWarranty(
  input: Omit<WarrantyInput, 'invoice'> & { invoice: File },
  client: ClientInfo,
): Promise<Registered> {
  const model = modelByCode(input.modelCode);
  // The schema made sure the model exists and belongs to the line.
  if (!model) throw new HttpError(422, M.invalid, { errors: { modelCode: M.modelNotInLine } });
  if (await db().warrantyRegistration.findUnique({ where: { serial: input.serial } })) {
    throw alreadyRegistered();
  }
  const endsOn = warrantyEndsOn(input.purchasedOn, model.warrantyMonths);
  const { key } = await storeInvoice(input.invoice);
  try {
    const number = await db().$transaction(async (tx) => {
      const now = new Date();
      const reserved = await reserveNumber(tx, 'warranty', now);
      await tx.warrantyRegistration.create({
        data: {
          ...reserved,
          productLine: input.productLine,
          modelCode: model.code,
          serial: input.serial,
          purchasedOn: dateOnly(input.purchasedOn),
          warrantyEndsOn: dateOnly(endsOn),
          dealerName: input.dealerName,
          invoiceKey: key,
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          pincode: input.pincode,
          ip: client.ip,
          userAgent: client.userAgent,
          createdAt: now,
        },
      });
      await enqueueMail(tx, {
        to: input.email,
        subject: WARRANTY_MAIL.subject(reserved.number),
        text: WARRANTY_MAIL.text({
          name: input.name,
          number: reserved.number,
          model: model.name,
          serial: input.serial,
          purchasedOn: formatDay(input.purchasedOn),
          endsOn: formatDay(endsOn),
        }),
      });
      return reserved.number;
    });
    deliverSoon();
    return { number, warrantyEndsOn: endsOn };
  } catch (error) {
    await storage()
      .remove(key)
      .catch(() => {});
    if (isDuplicateKey(error)) throw alreadyRegistered();
    throw error;
  }
}
