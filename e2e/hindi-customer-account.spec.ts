import { CUSTOMER_ACCOUNT_TEXT as T } from '../content/hi/customer-account';
import { ROUTES } from '../content/hi/routes';
import { WARRANTY_CHECK as W } from '../content/hi/warranty';
import { layoutProblems } from './support/layout';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { freshMobile, seedCustomer, signInToAccount } from './support/customer-account';
import { useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

/** The customer's own page in Hindi (/hi/my-account). */

test.setTimeout(90_000);

test('the Hindi page: reached from the Support menu, signed in with the Hindi SMS code, the records in Hindi, signed out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  const mine = await seedCustomer(freshMobile());
  const theirs = await seedCustomer(freshMobile());

  await page.goto('/hi');
  await expect(page.locator(`a[href="${ROUTES.myAccount.path}"]`).first()).toBeAttached();
  await signInToAccount(page, mine.mobile, 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.myAccount.title);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: T.products.heading })).toBeVisible();
  await expect(main.getByTestId('account-products')).toContainText(W.verification.pending);
  await expect(main.getByTestId('account-requests')).toContainText(mine.publicNote);
  await expect(
    main.getByRole('link', { name: T.payments.download(mine.receiptNumber) }),
  ).toBeVisible();
  const text = await main.innerText();
  expect(text).not.toContain(mine.internalNote);
  for (const value of Object.values(theirs)) expect(text).not.toContain(value);
  expect(await layoutProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: T.signOutEverywhere }).click();
  await expect(page).toHaveURL(/\/hi\/my-account\?signedOut=all$/);
  await expect(page.getByTestId('account-message')).toHaveText(T.signedOutEverywhere);
  await expect(page.getByTestId('account-message')).toBeFocused();
  await expectNoAxeViolations(page);
});
