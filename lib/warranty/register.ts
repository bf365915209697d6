import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { findLineModel } from '@/lib/catalogue/after-sales';
import { wordsOf } from '@/lib/platform/i18n/words';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { HttpError } from '@/lib/platform/http/responses';
import { deliverSoon, enqueueMail } from '@/lib/platform/mail';
import { reserveNumber } from '@/lib/platform/numbering';
import { warranty as feature } from './feature';
import { storage } from '@/lib/platform/storage';
import { formatDay, warrantyEndsOn } from './dates';
import { storeInvoice } from './invoice';
import { whatsappConfigured } from '@/lib/text-messages/whatsapp';
import type { WarrantyInput } from './schema';

export interface Registered {
  number: string;
  /** `YYYY-MM-DD`. */
  warrantyEndsOn: string;
}

const errorCode = (error: unknown) => (error as { code?: unknown })?.code;
const isDuplicateKey = (error: unknown) => errorCode(error) === 'P2002';
/** A foreign key refused the row: the chosen outlet was deleted while the form was sent. */
const isMissingReference = (error: unknown) => errorCode(error) === 'P2003';

type Messages = ReturnType<typeof wordsOf>['warranty']['WARRANTY_MESSAGES'];

const dealerRefused = (M: Messages, message: string) =>
  new HttpError(422, M.invalid, { errors: { dealerOutletId: message } });

/**
 * The dealer to store: an outlet chosen from the directory must be an active dealer or
 * distributor of the product's line (the form offers only those), and its name is kept as it is
 * today; otherwise the name the customer typed, if any. The refusal with the line's name in it is
 * written in the posting page's language (the answer's map translates only fixed sentences).
 */
async function dealerOf(
  input: Pick<WarrantyInput, 'dealerOutletId' | 'dealerName' | 'productLine'>,
  language: Language,
) {
  const { warranty, productLines } = wordsOf(language);
  const M = warranty.WARRANTY_MESSAGES;
  if (!input.dealerOutletId) return { dealerOutletId: null, dealerName: input.dealerName };
  const outlet = await db().outlet.findFirst({
    where: { id: input.dealerOutletId, active: true, type: { in: ['dealer', 'distributor'] } },
  });
  if (!outlet) throw dealerRefused(M, M.dealerUnknown);
  if (!outlet.productLines.includes(input.productLine)) {
    throw dealerRefused(
      M,
      M.dealerOtherLine(productLines.PRODUCT_LINE_INFO[input.productLine].name),
    );
  }
  return { dealerOutletId: outlet.id, dealerName: outlet.name };
}

const alreadyRegistered = (M: Messages) => new HttpError(409, M.duplicate);

const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Registers a product's warranty: the invoice is checked and stored, then one transaction takes
 * the next WR number of the financial year, stores the registration and queues the customer's
 * confirmation mail. A dealer chosen from the directory is checked first (dealerOf). A serial registered before is refused (409) by the unique index, which
 * also decides between two registrations of one serial sent at the same moment; whatever is
 * refused or fails, the stored invoice is removed again, and a rolled-back number is reused.
 * The row keeps the language of the page it was made on, and the confirmation is written in it.
 */
export async function registerWarranty(
  input: Omit<WarrantyInput, 'invoice'> & { invoice: File },
  client: ClientInfo,
  {
    language,
    confirmMobile,
  }: {
    language: Language;
    /**
     * Spends the form's proof that the customer confirmed the mobile number (lib/mobile-check),
     * in the transaction that stores the registration; none while the site sends no SMS.
     */
    confirmMobile?: (tx: Prisma.TransactionClient) => Promise<Date>;
  } = { language: DEFAULT_LANGUAGE },
): Promise<Registered> {
  const { warranty } = wordsOf(language);
  const M = warranty.WARRANTY_MESSAGES;
  const model = await findLineModel(input.modelCode, language);
  // The schema made sure the model exists and belongs to the line (a model renamed since is not).
  if (!model || model.line !== input.productLine)
    throw new HttpError(422, M.invalid, { errors: { modelCode: M.modelNotInLine } });
  if (await db().warrantyRegistration.findUnique({ where: { serial: input.serial } })) {
    throw alreadyRegistered(M);
  }
  const dealer = await dealerOf(input, language);
  const endsOn = warrantyEndsOn(input.purchasedOn, model.warrantyMonths);
  const { key } = await storeInvoice(input.invoice);
  try {
    const number = await db().$transaction(async (tx) => {
      const mobileConfirmedAt = (await confirmMobile?.(tx)) ?? null;
      const now = new Date();
      const reserved = await reserveNumber(tx, feature.numberSeries.warranty, now);
      await tx.warrantyRegistration.create({
        data: {
          ...reserved,
          productLine: input.productLine,
          modelCode: model.code,
          serial: input.serial,
          purchasedOn: dateOnly(input.purchasedOn),
          warrantyEndsOn: dateOnly(endsOn),
          ...dealer,
          invoiceKey: key,
          name: input.name,
          mobile: input.mobile,
          mobileConfirmedAt,
          // Messages go only to a number confirmed with a code (none while SMS is off).
          smsUpdates: Boolean(input.smsUpdates) && mobileConfirmedAt !== null,
          whatsappUpdates:
            Boolean(input.whatsappUpdates) && mobileConfirmedAt !== null && whatsappConfigured(),
          email: input.email,
          pincode: input.pincode,
          language,
          ip: client.ip,
          userAgent: client.userAgent,
          createdAt: now,
        },
      });
      const mail = warranty.WARRANTY_MAIL;
      await enqueueMail(tx, {
        kind: 'warranty',
        to: input.email,
        subject: mail.subject(reserved.number),
        text: mail.text({
          name: input.name,
          number: reserved.number,
          model: model.name,
          serial: input.serial,
          purchasedOn: formatDay(input.purchasedOn, language),
          endsOn: formatDay(endsOn, language),
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
    if (isDuplicateKey(error)) throw alreadyRegistered(M);
    if (isMissingReference(error)) throw dealerRefused(M, M.dealerUnknown);
    throw error;
  }
}
