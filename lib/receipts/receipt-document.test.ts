import { execFile } from 'node:child_process';
import { RECEIPT_PDF } from '@/content/payment';
import * as hi from '@/content/hi/payment';
import { site } from '@/content/site';
import type { ReceiptPdfData } from './receipt-document';

/** Renders in a child process (see scripts/receipt-pdf-text.ts) and reads the text back from the PDF. */
function renderText(data: ReceiptPdfData) {
  return new Promise<{ totalPages: number; pages: string[]; size: [number, number] }>(
    (resolve, reject) => {
      const child = execFile(
        'node_modules/.bin/tsx',
        ['scripts/receipt-pdf-text.ts'],
        { maxBuffer: 10 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
      );
      child.stdin!.end(JSON.stringify(data));
    },
  );
}

const receipt: ReceiptPdfData = {
  number: 'RCPT/2026-27/000042',
  date: '2026-11-21T21:30:00.000Z',
  orderId: 'order_Test123',
  paymentId: 'pay_Test456',
  name: 'Asha Kumar',
  email: 'asha@example.com',
  phone: '9876543210',
  lines: [{ description: 'SampleVolt - Lithium Battery Purchase', amountPaise: 150_050 }],
  totalPaise: 150_050,
};

// Each case starts a TypeScript child process that renders a PDF: slow on a busy machine.
jest.setTimeout(60_000);

describe('the receipt PDF', () => {
  it('is one A4 page with every part of spec §9, the ₹ total with 2 decimals in Indian grouping, no page numbers', async () => {
    const { totalPages, pages, size } = await renderText(receipt);
    expect(totalPages).toBe(1);
    expect(size.map(Math.round)).toEqual([595, 842]); // A4 portrait, in points
    const text = pages[0]!;
    for (const expected of [
      site.name,
      site.emails.sales,
      `${RECEIPT_PDF.receiptNumber} RCPT/2026-27/000042`,
      '22 Nov 2026', // 03:00 in India
      'order_Test123',
      'pay_Test456',
      'Asha Kumar',
      'asha@example.com',
      '9876543210',
      RECEIPT_PDF.description,
      'SampleVolt - Lithium Battery Purchase',
      `${RECEIPT_PDF.total}`,
      '₹1,500.50',
      `${RECEIPT_PDF.paymentMethod}: ${RECEIPT_PDF.onlinePayment}`,
      ...RECEIPT_PDF.termsLines,
      RECEIPT_PDF.thanks,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Page \d+ of \d+/);
  });

  it('in Hindi: the Devanagari words, the Hindi purpose and date, the amount in Indian style with ₹', async () => {
    const { totalPages, pages } = await renderText({
      ...receipt,
      lines: [{ description: hi.PAYMENT_PURPOSES[0], amountPaise: 15_000_050 }],
      totalPaise: 15_000_050,
      language: 'hi',
    });
    expect(totalPages).toBe(1);
    // The text as a PDF reader extracts it: glyphs in the order they are drawn, so a vowel sign
    // drawn before its consonant (ि in "राशि") or a reph comes out of order, though it is
    // drawn right (look with pdftoppm -png). These words have neither. The reader also puts
    // spaces where glyphs overlap ("प्र ाप्त"): spaces are left out of the comparison.
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    const text = squeeze(pages[0]!);
    for (const expected of [
      hi.RECEIPT_PDF.title, // भुगतान की रसीद
      `${hi.RECEIPT_PDF.receiptNumber} RCPT/2026-27/000042`,
      `${hi.RECEIPT_PDF.date}: 22 नव॰ 2026, 03:00`,
      `${hi.RECEIPT_PDF.paymentMethod}: ${hi.RECEIPT_PDF.onlinePayment}`,
      hi.RECEIPT_PDF.paid, // भुगतान प्राप्त
      hi.RECEIPT_PDF.total,
      hi.RECEIPT_PDF.termsLines[0],
      'बैटरी की ख़रीद',
      '₹1,50,000.50',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    for (const english of [RECEIPT_PDF.title, RECEIPT_PDF.total, RECEIPT_PDF.thanks, 'Lithium']) {
      expect(text).not.toContain(squeeze(english));
    }
  });

  it('numbers its pages "Page x of y" when it runs longer than one page', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      description: `Line ${i + 1}`,
      amountPaise: 10_000,
    }));
    const { totalPages, pages } = await renderText({ ...receipt, lines, totalPaise: 450_000 });
    expect(totalPages).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${totalPages}`));
    expect(pages.join('\n')).toContain('₹4,500.00');
  });

  it('cuts no word across lines: a long purpose in the narrow column wraps between whole words', async () => {
    const description =
      'SampleVolt Lithium Battery Replacement, Installation, Extended Warranty and Annual Maintenance Contract for the Inverter Battery Bank';
    const { pages } = await renderText({
      ...receipt,
      lines: [{ description, amountPaise: 12_500_000 }],
      totalPaise: 12_500_000,
    });
    // The reader joins wrapped lines with a space or a line break: every word must come out
    // whole, and no fragment of one ("Batter" then "y") may stand alone.
    const words = pages[0]!.split(/\s+/);
    for (const word of description.split(' ')) expect(words).toContain(word);
    expect(pages[0]).toContain('₹1,25,000.00');
    expect(pages[0]).not.toMatch(/\b(Batter|Replace|Installa|Mainte)\s/);
  });
});
