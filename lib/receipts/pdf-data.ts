import type { ReceiptDocumentData } from '@/lib/payments/receipts';
import type { ReceiptPdfData } from './receipt-document';

/** What the receipt PDF shows, from a stored receipt (plain data: Jest loads it, unlike render.tsx). */
export function receiptPdfData(r: ReceiptDocumentData): ReceiptPdfData {
  return {
    number: r.receipt_id,
    date: r.date,
    orderId: r.order_id,
    paymentId: r.payment_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    lines: [{ description: r.purpose, amountPaise: r.amountPaise }],
    totalPaise: r.amountPaise,
  };
}
