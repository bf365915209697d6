import { renderToStream } from '@react-pdf/renderer';
import type { ReceiptDocumentData } from '@/lib/payments/receipts';
import { registerReceiptFonts } from './fonts';
import { ReceiptDocument, type ReceiptPdfData } from './receipt-document';

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

/** The receipt as a PDF byte stream (rendered on the server, nothing stored). */
export async function renderReceiptPdf(data: ReceiptPdfData): Promise<NodeJS.ReadableStream> {
  registerReceiptFonts();
  return renderToStream(<ReceiptDocument receipt={data} />);
}
