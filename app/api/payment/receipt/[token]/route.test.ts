import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import * as hi from '@/content/hi/payment';
import { db } from '@/lib/platform/db/client';
import { jsonRequest, setUpStandInForTests } from '@/e2e/stand-ins/razorpay/handler-tests';
import { POST as createOrder } from '@/app/api/(old-site)/payment/create-order/route';
import { POST as verify } from '@/app/api/(old-site)/payment/verify/route';
import type { ReceiptPdfData } from '@/lib/receipts/receipt-document';
import { GET } from './route';

// Jest cannot load @react-pdf/renderer (ES modules only): the renderer here hands back the data
// it was given, as JSON. What the PDF makes of it is lib/receipts/receipt-document.test.ts's.
jest.mock('@/lib/receipts/render', () => {
  const { Readable } = jest.requireActual<typeof import('node:stream')>('node:stream');
  return {
    receiptPdfData: jest.requireActual('@/lib/receipts/pdf-data').receiptPdfData,
    renderReceiptPdf: async (data: unknown) => Readable.from([Buffer.from(JSON.stringify(data))]),
  };
});

const standIn = setUpStandInForTests();
afterAll(() => db().$disconnect());

const ORDER = {
  name: 'Sunita Devi',
  email: 'sunita@example.com',
  phone: '9123456781',
  purpose: PAYMENT_PURPOSES[1],
  amount: 125_000,
};

/** An order made and paid through the handlers, with or without the page's language header. */
async function paidIn(headers: Record<string, string>) {
  const created = await createOrder(jsonRequest('/api/payment/create-order', ORDER, headers));
  const { order_id } = (await created.json()) as { order_id: string };
  const { payment, signature } = standIn().addPayment({ order_id });
  const completion = {
    razorpay_order_id: order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: signature,
  };
  return verify(jsonRequest('/api/payment/verify', completion, headers));
}

const download = (url: string, headers: Record<string, string> = {}) => {
  const token = url.split('/').pop()!.split('?')[0]!;
  return GET(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ token }),
  });
};

/** What the PDF was rendered from. */
const rendered = async (response: Response) => {
  expect(response.status).toBe(200);
  return JSON.parse(await response.text()) as ReceiptPdfData;
};
const pdfLanguage = async (response: Response) => (await rendered(response)).language;

describe('a payment made on the Hindi page', () => {
  it('is verified in Hindi with the English shape, and its PDF is Hindi unless English is asked for', async () => {
    const verified = await paidIn({ 'content-language': 'hi' });
    expect(verified.status).toBe(200);
    const body = await verified.json();
    expect(body).toEqual({
      status: 'success',
      message: hi.PAYMENT_MESSAGES.verified,
      receipt: expect.objectContaining({ amount: '125000.00', purpose: PAYMENT_PURPOSES[1] }),
    });
    const url: string = body.receipt.download_url;
    const stored = await db().receipt.findFirstOrThrow({
      where: { number: body.receipt.receipt_id },
      include: { order: true },
    });
    expect(stored.order.language).toBe('hi');

    const asMade = await download(url);
    expect(asMade.headers.get('content-type')).toBe('application/pdf');
    expect(await rendered(asMade)).toMatchObject({
      language: 'hi',
      lines: [{ description: hi.PAYMENT_PURPOSES[1], amountPaise: 12_500_000 }],
    });
    expect(await rendered(await download(`${url}?lang=en`))).toMatchObject({
      language: 'en',
      lines: [{ description: PAYMENT_PURPOSES[1] }],
    });
    expect(await pdfLanguage(await download(`${url}?lang=hi`))).toBe('hi');
  });

  it('refuses a language the site does not have with 400, in the asking page language', async () => {
    const { receipt } = await (await paidIn({})).json();
    const english = await download(`${receipt.download_url}?lang=fr`);
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ message: PAYMENT_MESSAGES.receiptLanguage });
    const hindi = await download(`${receipt.download_url}?lang=`, { 'content-language': 'hi' });
    expect(hindi.status).toBe(400);
    expect(await hindi.json()).toEqual({ message: hi.PAYMENT_MESSAGES.receiptLanguage });
  });
});

describe('a payment made on the English page', () => {
  it('answers exactly as before, and its PDF is English unless Hindi is asked for', async () => {
    const verified = await paidIn({});
    expect(verified.headers.get('content-language')).toBeNull();
    const body = await verified.json();
    expect(body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.verified,
      receipt: {
        receipt_id: expect.stringMatching(/^RCPT\//),
        payment_id: expect.stringMatching(/^pay_/),
        order_id: expect.stringMatching(/^order_/),
        amount: '125000.00',
        purpose: PAYMENT_PURPOSES[1],
        name: ORDER.name,
        email: ORDER.email,
        phone: ORDER.phone,
        date: expect.any(String),
        download_url: expect.stringMatching(/^\/api\/payment\/receipt\/[A-Za-z0-9_-]{43}$/),
      },
    });
    const url: string = body.receipt.download_url;
    expect(await pdfLanguage(await download(url))).toBe('en');
    expect(await pdfLanguage(await download(`${url}?lang=hi`))).toBe('hi');
  });
});
