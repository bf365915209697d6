import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PAYMENT_PAGE } from '../content/payment';
import { staffPageRoutesOnDisk } from './support/app-routes';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createStaffUser, signIn } from './support/staff';

/**
 * No false tamper alarms: on the pages with a nonce CSP (the payment page, the staff sign-in and
 * every staff page), what our own code does while visitors and staff use the pages breaks no rule
 * of the page's policy. No violation is seen in the page and no report is stored, so a report
 * from these pages means something (e2e/csp-reports.spec.ts shows a real one arriving).
 */
test.slow();

/** This file's browsers, told apart from other specs' in the stored reports. */
const userAgent = `csp-clean-${randomUUID()}`;
test.use({ userAgent });

test.beforeEach(async ({ page, baseURL }, testInfo) => {
  // A client address of this test's own, on requests to the site only (the payment stand-in's
  // CORS would refuse the header).
  const ip = `198.18.77.${(testInfo.workerIndex * 7 + testInfo.repeatEachIndex + 1) % 250}`;
  await page.route(`${baseURL}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as never as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
});

/** What the page reported to itself, plus Chromium's console lines about the policy. */
function violations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as never as { __violations: string[] }).__violations)),
  ];
}

async function expectNoReportsStored(page: Page) {
  // A report is sent as the violation happens; give the browser a moment to deliver one.
  await page.waitForTimeout(1000);
  const rows = await sql(
    'SELECT "documentPath", directive, "blockedUri" FROM "CspReport" WHERE "userAgent" = $1',
    [userAgent],
  );
  expect(rows).toEqual([]);
}

test('the payment page, paid through to its receipt', async ({ page }) => {
  const seen = violations(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/online-payment');
  await page.getByLabel(PAYMENT_PAGE.labels.name).fill('Meera Nair');
  await page.getByLabel(PAYMENT_PAGE.labels.email).fill('not-an-email');
  await page.getByRole('button', { name: PAYMENT_PAGE.continue }).click();
  await page.getByLabel(PAYMENT_PAGE.labels.email).fill('meera.csp@example.com');
  await page.getByLabel(PAYMENT_PAGE.labels.phone).fill('9812345678');
  await page.getByRole('button', { name: PAYMENT_PAGE.continue }).click();
  await page.getByLabel(PAYMENT_PAGE.labels.amount).fill('0');
  await page.getByLabel(PAYMENT_PAGE.labels.amount).fill('250');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('dialog', { name: PAYMENT_PAGE.receiptTitle })).toBeVisible();
  expect(await seen()).toEqual([]);
  await expectNoReportsStored(page);
});

test('the staff sign-in, its second step and every staff page', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = violations(page);
  const email = await createStaffUser();
  await signIn(page, email, 'a wrong password');
  await expect(page.locator('#login-error')).not.toBeEmpty();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/staff$/);
  for (const route of staffPageRoutesOnDisk()) {
    await page.goto(route);
    // A page's first GET form (its search or filters), used as staff use it.
    const filter = page.locator('main form[method="get"], main form:not([method])').first();
    if (await filter.count()) {
      const field = filter.locator('input[type="search"], input[type="text"]').first();
      if (await field.count()) await field.fill('csp');
    }
  }
  expect(await seen()).toEqual([]);
  await expectNoReportsStored(page);
});
