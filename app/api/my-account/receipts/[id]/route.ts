import { Readable } from 'node:stream';
import { CUSTOMER_ACCOUNT_MESSAGES as M } from '@/content/customer-account';
import { tokenFromRequest } from '@/lib/customer-account/cookie';
import { customerReceipt } from '@/lib/customer-account/records';
import { customerSessionFrom } from '@/lib/customer-account/session';
import { handler, HttpError } from '@/lib/platform/http';
import { receiptFileName } from '@/lib/receipts/format';
import { receiptPdfData, renderReceiptPdf } from '@/lib/receipts/render';

// A receipt's PDF from the customer's own page: only for a live session whose mobile number paid
// the order (401 without one; 404 for anyone else's receipt, an unknown or a malformed id alike).
export const GET = handler(
  async (request: Request, context: RouteContext<'/api/my-account/receipts/[id]'>) => {
    const session = await customerSessionFrom(tokenFromRequest(request));
    if (!session) throw new HttpError(401, M.signedOut);
    const { id } = await context.params;
    const receipt = await customerReceipt(session, id);
    if (!receipt) throw new HttpError(404, M.receiptNotFound);
    const pdf = await renderReceiptPdf(receiptPdfData(receipt, receipt.language));
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
