import type { Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import type { ReceiptDocumentData } from '@/lib/payments/receipts';
import { purposeLabel } from '@/lib/payments/purposes';
import type { ReceiptPdfData } from './receipt-document';

/** What the receipt PDF shows, from a stored receipt (plain data: Jest loads it, unlike render.tsx). */
export function receiptPdfData(
  r: ReceiptDocumentData,
  language: Language = r.language,
): ReceiptPdfData {
  const description = purposeLabel(r.purpose, wordsOf(language).payment.PAYMENT_PURPOSES);
  return {
    number: r.receipt_id,
    date: r.date,
    orderId: r.order_id,
    paymentId: r.payment_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    lines: [{ description, amountPaise: r.amountPaise }],
    totalPaise: r.amountPaise,
    language,
  };
}
