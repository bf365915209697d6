import { CUSTOMER_ACCOUNT_TEXT as T } from '../content/customer-account';
import { ROUTES } from '../content/routes';
import { sql } from './support/db';
import { layoutProblems } from './support/layout';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { freshMobile, seedCustomer, signInToAccount } from './support/customer-account';
import { useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

/** The customer's own page (/my-account): lib/customer-account, docs/features/customer-account.md. */

test.describe.configure({ mode: 'serial' });
// Two sign-ins with SMS codes on a shared two-core machine.
test.setTimeout(90_000);

test('a customer signs in on a phone with the SMS code, sees their records and no one else’s, and downloads a receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  const mine = await seedCustomer(freshMobile());
  const theirs = await seedCustomer(freshMobile());

  await page.goto('/');
  await page.goto(ROUTES.myAccount.path);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await signInToAccount(page, mine.mobile);

  const main = page.getByRole('main');
  await expect(main.getByTestId('account-products')).toContainText(mine.warrantyNumber);
  await expect(main.getByTestId('account-requests')).toContainText(mine.ticket);
  await expect(main.getByTestId('account-requests')).toContainText(mine.publicNote);
  await expect(main.getByTestId('account-receipts')).toContainText(mine.receiptNumber);
  await expect(main.getByTestId('account-receipts')).toContainText('₹1,500.50');
  const text = await main.innerText();
  expect(text).not.toContain(mine.internalNote);
  for (const value of Object.values(theirs)) expect(text).not.toContain(value);
  expect(await layoutProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: T.payments.download(mine.receiptNumber) }).click(),
  ]);
  const pdf = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // Another's receipt by its address: 404, as for no receipt.
  const href = await main
    .getByRole('link', { name: T.payments.download(mine.receiptNumber) })
    .getAttribute('href');
  const others = await page.request.get(
    href!.replace(/[0-9a-f-]{36}$/, '00000000-0000-0000-0000-000000000000'),
  );
  expect(others.status()).toBe(404);

  await page.getByRole('button', { name: T.signOut, exact: true }).click();
  await expect(page.getByTestId('account-message')).toHaveText(T.signedOut);
  await expect(page.getByTestId('account-message')).toBeFocused();
  await expect(page.getByRole('heading', { name: T.signInHeading })).toBeVisible();
  expect((await page.request.get(href!)).status()).toBe(401);
});

test('signing out everywhere from a second browser signs the first out too', async ({
  browser,
}) => {
  const mine = await seedCustomer(freshMobile());
  const first = await browser.newContext();
  const second = await browser.newContext();
  const [one, two] = [await first.newPage(), await second.newPage()];
  await useStandInRecaptcha(one, 0.9);
  await useOwnAddress(one);
  await useStandInRecaptcha(two, 0.9);
  await useOwnAddress(two);
  await signInToAccount(one, mine.mobile);
  // Past the number's cool-down between two codes: its spent code goes (only such rows of this
  // purpose, which no other spec needs again).
  await sql(
    `DELETE FROM "MobileCheck" WHERE purpose = 'customer-account' AND "usedAt" IS NOT NULL`,
  );
  await signInToAccount(two, mine.mobile);
  await two.getByRole('button', { name: T.signOutEverywhere }).click();
  await expect(two.getByTestId('account-message')).toHaveText(T.signedOutEverywhere);

  await one.reload();
  await expect(one.getByRole('heading', { name: T.signInHeading })).toBeVisible();
  await expect(one.getByTestId('account-products')).toHaveCount(0);
  await first.close();
  await second.close();
});
