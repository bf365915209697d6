import { db } from '@/lib/platform/db/client';
import type { PaymentOrder, Receipt } from '@/lib/platform/db/generated/client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/content/languages';
import { formatPaise } from './money';

/** A receipt as the API and the page see it (spec §3). */
export interface ReceiptView {
  receipt_id: string;
  payment_id: string;
  order_id: string;
  /** Rupees with 2 decimals, e.g. "1500.50". */
  amount: string;
  purpose: string;
  name: string;
  email: string;
  phone: string;
  /** ISO 8601 time of issue. */
  date: string;
  download_url: string;
}

/** What the PDF needs: the view plus the amount in paise. */
export interface ReceiptDocumentData extends ReceiptView {
  amountPaise: number;
  /** The language of the page the order was made on: the PDF's unless the payer asks for another. */
  language: Language;
}

export const receiptDownloadPath = (token: string) => `/api/payment/receipt/${token}`;

export function toReceiptView(receipt: Receipt & { order: PaymentOrder }): ReceiptView {
  return {
    receipt_id: receipt.number,
    payment_id: receipt.paymentId,
    order_id: receipt.order.razorpayOrderId,
    amount: formatPaise(receipt.amountPaise),
    purpose: receipt.order.purpose,
    name: receipt.order.name,
    email: receipt.order.email,
    phone: receipt.order.phone,
    date: receipt.issuedAt.toISOString(),
    download_url: receiptDownloadPath(receipt.downloadToken),
  };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The receipt behind a download token, or null (also for anything not shaped like a token). */
export async function findReceiptByToken(token: string): Promise<ReceiptDocumentData | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const receipt = await db().receipt.findUnique({
    where: { downloadToken: token },
    include: { order: true },
  });
  if (!receipt) return null;
  const { language } = receipt.order;
  return {
    ...toReceiptView(receipt),
    amountPaise: receipt.amountPaise,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}
