import { Readable } from 'node:stream';
import { PAYMENT_MESSAGES } from '@/content/payment';
import { isLanguage } from '@/content/languages';
import { handler, HttpError } from '@/lib/platform/http';
import { findReceiptByToken } from '@/lib/payments/receipts';
import { receiptFileName } from '@/lib/receipts/format';
import { receiptPdfData, renderReceiptPdf } from '@/lib/receipts/render';

// The receipt PDF, streamed as it is rendered. The unguessable token in the URL is the key.
// `?lang=en|hi` is the payer's choice of language; without it, the language the order was made in.
export const GET = handler(
  async (request: Request, context: RouteContext<'/api/payment/receipt/[token]'>) => {
    const { token } = await context.params;
    const receipt = await findReceiptByToken(token);
    if (!receipt) throw new HttpError(404, PAYMENT_MESSAGES.receiptNotFound);
    const asked = new URL(request.url).searchParams.get('lang');
    if (asked !== null && !isLanguage(asked)) {
      throw new HttpError(400, PAYMENT_MESSAGES.receiptLanguage);
    }
    const pdf = await renderReceiptPdf(receiptPdfData(receipt, asked ?? receipt.language));
    return new Response(Readable.toWeb(pdf as Readable) as ReadableStream, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt.receipt_id)}"`,
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  },
);
