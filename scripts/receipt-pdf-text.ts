// Renders a receipt and prints its text, page by page, as JSON: `tsx scripts/receipt-pdf-text.ts
// < data.json`. Used by lib/receipts/receipt-document.test.ts, because Jest cannot load
// @react-pdf/renderer and unpdf (ES modules only); also handy to look at a receipt's text by
// hand. It lives here, not in lib/, because unpdf is a development dependency.
import { text } from 'node:stream/consumers';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderReceiptPdf } from '@/lib/receipts/render';
import type { ReceiptPdfData } from '@/lib/receipts/receipt-document';

const data = JSON.parse(await text(process.stdin)) as ReceiptPdfData;
const chunks: Buffer[] = [];
for await (const chunk of await renderReceiptPdf(data)) chunks.push(Buffer.from(chunk));
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text: pages } = await extractText(pdf, { mergePages: false });
const page = await pdf.getPage(1);
const [, , width, height] = page.view;
process.stdout.write(JSON.stringify({ totalPages, pages, size: [width, height] }));
