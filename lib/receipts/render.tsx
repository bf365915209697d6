import { renderToStream } from '@react-pdf/renderer';
import { registerPdfFonts } from '@/lib/platform/pdf/fonts';
import { ReceiptDocument, type ReceiptPdfData } from './receipt-document';

export { receiptPdfData } from './pdf-data';

/** The receipt as a PDF byte stream (rendered on the server, nothing stored). */
export async function renderReceiptPdf(data: ReceiptPdfData): Promise<NodeJS.ReadableStream> {
  registerPdfFonts();
  return renderToStream(<ReceiptDocument receipt={data} />);
}
