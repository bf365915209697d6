import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { db } from '@/lib/platform/db/client';
import { wordsOf } from '@/lib/platform/i18n/words';
import { formatRupees } from '@/lib/payments/money';
import { purposeLabel } from '@/lib/payments/purposes';
import { findReceiptByToken, type ReceiptDocumentData } from '@/lib/payments/receipts';
import { customerDate, trackServiceRequest, type TrackedRequest } from '@/lib/service/track';
import { formatDay } from '@/lib/warranty/dates';
import { checkWarranty, type WarrantyStatusView } from '@/lib/warranty/lookup';
import { assertSession, type CustomerSession } from './session';

/**
 * What the customer's own page shows, read strictly by the session's mobile number: every query
 * here names `session.mobile` (or the payment's `phone`), never an id or number the browser
 * sent alone. A session not made by session.ts from a live row is refused before any query.
 * Each list shows the newest first, at most LIST_MAX.
 */
export const LIST_MAX = 50;

export interface CustomerProduct extends WarrantyStatusView {
  purchasedOnText: string;
  warrantyEndsOnText: string;
}

export interface CustomerReceipt {
  /** The receipt's id: its download address (/api/my-account/receipts/<id>). */
  id: string;
  number: string;
  purpose: string;
  amount: string;
  paidAt: string;
  paidOn: string;
  downloadPath: string;
}

export interface CustomerRecords {
  products: CustomerProduct[];
  requests: TrackedRequest[];
  receipts: CustomerReceipt[];
}

export const customerReceiptPath = (id: string) => `/api/my-account/receipts/${id}`;

/** The number's warranty registrations, as "check my warranty" shows each. */
async function productsOf(mobile: string, language: Language): Promise<CustomerProduct[]> {
  const rows = await db().warrantyRegistration.findMany({
    where: { mobile },
    select: { serial: true },
    orderBy: { createdAt: 'desc' },
    take: LIST_MAX,
  });
  const views = await Promise.all(rows.map((r) => checkWarranty(r.serial, mobile, language)));
  return views
    .filter((v): v is WarrantyStatusView => v !== null)
    .map((v) => ({
      ...v,
      purchasedOnText: formatDay(v.purchasedOn, language),
      warrantyEndsOnText: formatDay(v.warrantyEndsOn, language),
    }));
}

/** The number's service requests, as the tracking page shows each (public events only). */
async function requestsOf(mobile: string, language: Language): Promise<TrackedRequest[]> {
  const rows = await db().serviceRequest.findMany({
    where: { mobile },
    select: { ticket: true },
    orderBy: { createdAt: 'desc' },
    take: LIST_MAX,
  });
  const views = await Promise.all(
    rows.map((r) => trackServiceRequest({ ticket: r.ticket, mobile }, language)),
  );
  return views.filter((v): v is TrackedRequest => v !== null);
}

/** The receipts of the number's paid orders. */
async function receiptsOf(mobile: string, language: Language): Promise<CustomerReceipt[]> {
  const { PAYMENT_PURPOSES } = wordsOf(language).payment;
  const rows = await db().receipt.findMany({
    where: { order: { phone: mobile } },
    select: {
      id: true,
      number: true,
      amountPaise: true,
      issuedAt: true,
      order: { select: { purpose: true } },
    },
    orderBy: { issuedAt: 'desc' },
    take: LIST_MAX,
  });
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    purpose: purposeLabel(r.order.purpose, PAYMENT_PURPOSES),
    amount: formatRupees(r.amountPaise),
    paidAt: r.issuedAt.toISOString(),
    paidOn: customerDate(r.issuedAt, language),
    downloadPath: customerReceiptPath(r.id),
  }));
}

/** Everything the page shows the signed-in customer, in the page's language. */
export async function customerRecords(
  session: CustomerSession,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CustomerRecords> {
  const { mobile } = assertSession(session);
  const [products, requests, receipts] = await Promise.all([
    productsOf(mobile, language),
    requestsOf(mobile, language),
    receiptsOf(mobile, language),
  ]);
  return { products, requests, receipts };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A receipt for its PDF, when it is of an order paid with the session's number; null otherwise
 * (another customer's id, an unknown one and a malformed one alike: the route answers 404).
 */
export async function customerReceipt(
  session: CustomerSession,
  id: string,
): Promise<ReceiptDocumentData | null> {
  const { mobile } = assertSession(session);
  if (!UUID.test(id)) return null;
  const row = await db().receipt.findFirst({
    where: { id, order: { phone: mobile } },
    select: { downloadToken: true },
  });
  return row ? findReceiptByToken(row.downloadToken) : null;
}
