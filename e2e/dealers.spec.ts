import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../content/contact';
import { DEALER_MESSAGES as M } from '../content/dealers';
import { dealersPage } from '../content/dealers';
import { expectConfirmationShown, formState } from './support/confirmation';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import {
  receivedMail,
  useOwnAddress,
  useStandInRecaptcha,
  withoutRecaptchaScript,
} from './support/stand-ins';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();

async function fillDealer(page: Page, location: string) {
  await box(page, 'Name').fill('Gill Electricals');
  await box(page, 'Mobile number').fill('+91 98140-12345');
  await box(page, 'Address').fill(location);
}

test.describe('dealers and distributors', () => {
  test('shows the inverter banner, its six points and the call to contact', async ({ page }) => {
    await page.goto('/dealers-distributors');
    await expect(page.getByRole('heading', { name: dealersPage.bannerTitle })).toBeVisible();
    await expect(page.getByText(/1100 VA and 2100 VA/)).toBeVisible();
    for (const bullet of dealersPage.bullets) await expect(page.getByText(bullet)).toBeVisible();
    await expect(page.getByRole('heading', { name: dealersPage.callHeading })).toBeVisible();
  });

  test('a dealer enquiry on a phone is stored, e-mailed to sales, confirmed (focused, what happens next) and cleared whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useStandInRecaptcha(page, 0.9);
    const ip = await useOwnAddress(page);
    const location = `SCO 12, Bathinda (${randomUUID()})`;
    await page.goto('/dealers-distributors');
    const form = page.locator('form').filter({ has: box(page, 'Address') });
    await expect(box(page, 'Address')).toBeEnabled();
    const blank = await formState(form);
    await fillDealer(page, location);
    await submit(page);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(M.success);
    await expectConfirmationShown(status);
    await expect(page.locator('[data-confirmation]')).toContainText(M.next);
    expect(await formState(form)).toEqual(blank);
    expect(
      await sql('SELECT name, number, ip FROM "DealerEnquiry" WHERE location = $1', [location]),
    ).toEqual([{ name: 'Gill Electricals', number: '+91 98140-12345', ip }]);
    await expect
      .poll(async () => (await receivedMail()).find((m) => m.text.includes(location)))
      .toMatchObject({
        to: ['sales-desk@example.com'],
        subject: 'Dealer enquiry from Gill Electricals',
      });
  });

  test('without a reCAPTCHA token (its script did not load) asks for it and stores nothing', async ({
    page,
  }) => {
    await withoutRecaptchaScript(page);
    await useOwnAddress(page);
    const location = `No captcha (${randomUUID()})`;
    await page.goto('/dealers-distributors');
    await fillDealer(page, location);
    await submit(page);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(CONTACT_MESSAGES.captcha);
    await expect(box(page, 'Address')).toHaveValue(location);
    expect(await sql('SELECT 1 FROM "DealerEnquiry" WHERE location = $1', [location])).toEqual([]);
  });

  test('a low reCAPTCHA score is refused: the generic error, values kept, nothing stored', async ({
    page,
  }) => {
    await useStandInRecaptcha(page, 0.1);
    await useOwnAddress(page);
    const location = `Low score (${randomUUID()})`;
    await page.goto('/dealers-distributors');
    await fillDealer(page, location);
    await submit(page);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(M.failed);
    await expect(box(page, 'Address')).toHaveValue(location);
    expect(await sql('SELECT 1 FROM "DealerEnquiry" WHERE location = $1', [location])).toEqual([]);
  });

  test('empty and implausible fields show their messages and send nothing', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => r.url().includes('dealersubmit') && requests++);
    await page.goto('/dealers-distributors');
    await submit(page);
    await expect(box(page, 'Name')).toHaveAccessibleDescription(M.name);
    await expect(box(page, 'Address')).toHaveAccessibleDescription(M.location);
    await box(page, 'Mobile number').fill('12345');
    await submit(page);
    await expect(box(page, 'Mobile number')).toHaveAccessibleDescription(M.number);
    expect(requests).toBe(0);
  });

  for (const [name, outcome, message] of [
    ['a refused submission', 'refuse', M.failed],
    ['a network failure', 'abort', M.unexpected],
  ] as const) {
    test(`${name} says so and keeps the values`, async ({ page }) => {
      await page.route('**/api/dealers/dealersubmit', (route) =>
        outcome === 'abort'
          ? route.abort('failed')
          : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto('/dealers-distributors');
      await fillDealer(page, 'Kept address');
      await submit(page);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(message);
      await expect(box(page, 'Address')).toHaveValue('Kept address');
    });
  }
});
