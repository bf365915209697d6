import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import * as en from '../content/payment';
import * as hi from '../content/hi/payment';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { expectConfirmationShown } from './support/confirmation';
import { dialogs, payFromOwnAddress } from './support/payment';

// The online payment page in Hindi (/hi/online-payment): its messages (the browser's and the
// server's), the purposes (Hindi labels, English values), checkout, the receipt and its PDF in
// the language the payer picks. English is e2e/online-payment.spec.ts's.

const PAYER = { name: 'सुनीता देवी', email: '', phone: '9812345670' };

/** The downloaded PDF's text, spaces left out (a PDF reader puts some inside Hindi words). */
async function pdfText(download: Download) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, '');
}
const squeeze = (text: string) => text.replace(/\s+/g, '');

test.describe('online payment in Hindi', () => {
  test.describe.configure({ timeout: 90_000 });
  // Under the page's own per-request policy (a nonce, checkout's hosts), as the English page.
  test.beforeEach(async ({ page }) => {
    await payFromOwnAddress(page);
    PAYER.email = `sunita.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  });

  test('refusals in Hindi, Hindi purposes sending English values, a Hindi receipt and a PDF in either language', async ({
    page,
  }) => {
    // On a phone (the English spec pays at 1280 px): the receipt takes focus and is in view there too.
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = dialogs(page);
    await page.goto('/hi/online-payment');
    await expect(page.getByRole('heading', { level: 1, name: hi.PAYMENT_PAGE.hero })).toBeVisible();
    const alert = page.getByRole('main').getByRole('status');
    await expect(page.getByRole('list', { name: hi.PAYMENT_PAGE.stepsLabel })).toContainText(
      hi.PAYMENT_PAGE.steps[0],
    );

    // Step 1: the browser's checks, in Hindi.
    const next = page.getByRole('button', { name: hi.PAYMENT_PAGE.continue });
    await next.click();
    await expect(alert).toHaveText(hi.PAYMENT_MESSAGES.fillAll);
    await page.getByLabel(hi.PAYMENT_PAGE.labels.name).fill(PAYER.name);
    await page.getByLabel(hi.PAYMENT_PAGE.labels.email).fill('sunita@example');
    await page.getByLabel(hi.PAYMENT_PAGE.labels.phone).fill(PAYER.phone);
    await expect(page.getByLabel(hi.PAYMENT_PAGE.labels.phone)).toHaveAttribute(
      'placeholder',
      hi.PAYMENT_PAGE.placeholders.phone,
    );
    await next.click();
    await expect(alert).toHaveText(hi.PAYMENT_MESSAGES.invalidEmail);
    await page.getByLabel(hi.PAYMENT_PAGE.labels.email).fill(PAYER.email);
    await next.click();
    await expect(page.getByRole('heading', { name: hi.PAYMENT_PAGE.steps[1] })).toBeVisible();

    // Step 2: the payer reads Hindi purposes; the form sends the English values.
    const purpose = page.getByLabel(hi.PAYMENT_PAGE.labels.purpose);
    await expect(purpose.locator('option')).toHaveText([...hi.PAYMENT_PURPOSES]);
    expect(
      await purpose.locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value'))),
    ).toEqual([...en.PAYMENT_PURPOSES]);
    await purpose.selectOption({ label: hi.PAYMENT_PURPOSES[1] });
    const amount = page.getByLabel(hi.PAYMENT_PAGE.labels.amount);
    const pay = page.getByRole('button', { name: /भुगतान/ }).last();
    await amount.fill('12.345');
    await pay.click();
    await expect(alert).toHaveText(hi.PAYMENT_MESSAGES.invalidAmount);
    // The server's refusal (a word with a number in it), in Hindi.
    await amount.fill('500001');
    await expect(pay).toHaveText(hi.PAYMENT_PAGE.pay('₹5,00,001.00'));
    await pay.click();
    await expect(alert).toHaveText(hi.PAYMENT_MESSAGES.amountRange('₹5,00,000.00'));

    // A payment: checkout shows the Hindi purpose, the order keeps the English one.
    await amount.fill('1500.5');
    await expect(pay).toHaveText(hi.PAYMENT_PAGE.pay('₹1,500.50'));
    await pay.click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect(checkout).toBeVisible();
    const options = await page.evaluate(
      () =>
        (window as never as { __razorpayStandIn: { options: Record<string, unknown> } })
          .__razorpayStandIn.options,
    );
    expect(options).toMatchObject({
      description: hi.PAYMENT_PURPOSES[1],
      notes: { purpose: en.PAYMENT_PURPOSES[1] },
    });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    const receipt = page.getByRole('dialog', { name: hi.PAYMENT_PAGE.receiptTitle });
    await expect(receipt).toBeVisible();
    const field = (name: string) => receipt.locator(`[data-field="${name}"]`);
    await expect(field('purpose')).toHaveText(hi.PAYMENT_PURPOSES[1]);
    await expect(field('amount')).toHaveText('₹1,500.50');
    await expectConfirmationShown(receipt);
    await expect(receipt.getByText(hi.PAYMENT_PAGE.receiptFields.receipt_id)).toBeVisible();
    const receiptId = (await field('receipt_id').textContent())!;
    const [order] = await sql<{ language: string; purpose: string; status: string }>(
      'SELECT language, purpose, status FROM "PaymentOrder" WHERE email = $1',
      [PAYER.email],
    );
    expect(order).toEqual({ language: 'hi', purpose: en.PAYMENT_PURPOSES[1], status: 'PAID' });

    // The PDF: Hindi first (the page's language), English when the payer picks it.
    const choice = receipt.getByRole('group', { name: hi.PAYMENT_PAGE.pdfLanguage });
    await expect(choice.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    let downloading = page.waitForEvent('download');
    await receipt.getByRole('button', { name: hi.PAYMENT_PAGE.download }).click();
    const hindi = await pdfText(await downloading);
    for (const expected of [
      hi.RECEIPT_PDF.title,
      receiptId,
      hi.RECEIPT_PDF.paid,
      `${hi.RECEIPT_PDF.paymentMethod}:${hi.RECEIPT_PDF.onlinePayment}`,
      hi.PAYMENT_PURPOSES[1],
      '₹1,500.50',
      `${hi.RECEIPT_PDF.receiptNumber}${receiptId}`,
    ]) {
      expect(hindi).toContain(squeeze(expected));
    }
    expect(hindi).not.toContain(squeeze(en.RECEIPT_PDF.title));

    await choice.getByRole('radio', { name: 'English' }).check();
    downloading = page.waitForEvent('download');
    await receipt.getByRole('button', { name: hi.PAYMENT_PAGE.download }).click();
    const english = await pdfText(await downloading);
    for (const expected of [
      en.RECEIPT_PDF.title,
      en.PAYMENT_PURPOSES[1],
      '₹1,500.50',
      `${en.RECEIPT_PDF.receiptNumber}${receiptId}`,
      en.RECEIPT_PDF.thanks,
    ]) {
      expect(english).toContain(squeeze(expected));
    }
    expect(seen).toEqual([]);

    await receipt.getByRole('button', { name: hi.PAYMENT_PAGE.another }).click();
    await expect(receipt).toBeHidden();
    await expect(page.getByRole('heading', { name: hi.PAYMENT_PAGE.steps[0] })).toBeVisible();
  });

  test("the Hindi page has the English page's policy: a fresh nonce, strict-dynamic, checkout only", async ({
    request,
  }) => {
    const policy = async (path: string) =>
      ((await request.get(path)).headers()['content-security-policy'] ?? '').replace(
        /'nonce-[^']+'/,
        "'nonce'",
      );
    expect(await policy('/hi/online-payment')).toBe(await policy('/online-payment'));
    expect(await policy('/hi/online-payment')).toContain("'nonce'");
  });
});
