import { db } from '@/lib/platform/db/client';
import { CUSTOMER_COOKIE, openCustomerSession } from '@/lib/customer-account/session';
import { proofFor, seedCustomer, testClient } from '@/lib/customer-account/testing.jest';
import { mobileCheckClock } from '@/lib/mobile-check/codes';
import { freshMobile, startSmsStandIn } from '@/lib/mobile-check/testing.jest';
import type { ReceiptPdfData } from '@/lib/receipts/receipt-document';
import { GET } from './route';

// Jest cannot load @react-pdf/renderer (ES modules only): the renderer hands back its data as
// JSON (as app/api/payment/receipt/[token]/route.test.ts does).
jest.mock('@/lib/receipts/render', () => {
  const { Readable } = jest.requireActual<typeof import('node:stream')>('node:stream');
  return {
    receiptPdfData: jest.requireActual('@/lib/receipts/pdf-data').receiptPdfData,
    renderReceiptPdf: async (data: unknown) => Readable.from([Buffer.from(JSON.stringify(data))]),
  };
});

let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  sms = await startSmsStandIn();
});
afterAll(async () => {
  await sms.close();
  await db().$disconnect();
});

async function cookieOf(mobile: string) {
  mobileCheckClock.advance(61_000);
  const proof = await proofFor(mobile, sms.codeFor);
  const { token } = await openCustomerSession(mobile, proof, testClient());
  return `${CUSTOMER_COOKIE}=${token}`;
}

const download = (id: string, cookie?: string) =>
  GET(
    new Request(`http://localhost/api/my-account/receipts/${id}`, {
      headers: cookie ? { cookie } : {},
    }),
    { params: Promise.resolve({ id }) },
  );

describe('a receipt from the customer’s own page', () => {
  it('is the PDF of the session’s own receipt', async () => {
    const mine = await seedCustomer(freshMobile());
    const response = await download(mine.receiptId, await cookieOf(mine.mobile));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = JSON.parse(await response.text()) as ReceiptPdfData;
    expect(data.number).toBe(mine.receiptNumber);
  });

  it('is 401 without a cookie, with a forged or a malformed one, and 404 for another’s, unknown or malformed ids, never 500', async () => {
    const mine = await seedCustomer(freshMobile());
    const theirs = await seedCustomer(freshMobile());
    const cookie = await cookieOf(mine.mobile);
    for (const forged of [
      undefined,
      `${CUSTOMER_COOKIE}=${'A'.repeat(43)}`,
      `${CUSTOMER_COOKIE}=`,
      `${CUSTOMER_COOKIE}=%00%27;`,
      `other=${cookie.split('=')[1]}`,
    ]) {
      expect((await download(theirs.receiptId, forged)).status).toBe(401);
      expect((await download(mine.receiptId, forged)).status).toBe(401);
    }
    for (const id of [
      theirs.receiptId,
      '00000000-0000-0000-0000-000000000000',
      'not-a-uuid',
      encodeURIComponent(`${theirs.receiptId}' OR '1'='1`),
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '',
      'x'.repeat(5000),
    ]) {
      const response = await download(id, cookie);
      expect(response.status).toBe(404);
    }
  });
});
