import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { CSP_REPORTS_TEXT as T } from '../content/staff-security';
import { expect, test } from './support/fixtures';
import { E2E } from './support/settings';
import { signInBeforeEach } from './support/staff';

/**
 * Tamper detection on the payment page (PCI DSS 11.6.1): what a skimmer injected into the page
 * would add (inline code, a script from its own host) is blocked by the page's CSP, the browser
 * reports it to POST /api/csp-report, and admins see it in the back-office and on the dashboard.
 * Plain HTTP here, so the browser reports through `report-uri`.
 */
test.slow();
signInBeforeEach(test, '198.18.42');

/**
 * A visitor's browser gets a tampered payment page: the HTML as the site sent it (same headers,
 * same CSP) with a skimmer added, an inline script and a script from a foreign host, as a
 * compromised proxy or CDN would add them. Code run through page.evaluate is not used: Chromium
 * exempts what DevTools inserts from the page's CSP.
 */
async function tamperWithPaymentPage(browser: Browser, skimmer: string) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.route('**/online-payment', async (route) => {
    const response = await route.fetch();
    const added = `<script>window.__skimmed = true;</script><script src="${skimmer}"></script>`;
    const body = (await response.text()).replace('</body>', `${added}</body>`);
    await route.fulfill({ response, body });
  });
  await page.goto('/online-payment');
  const ran = await page.evaluate(() => '__skimmed' in window);
  // Give the browser a moment to send its reports before the context goes away.
  await page.waitForTimeout(500);
  await visitor.close();
  return ran;
}

const reportRow = (page: Page, blocked: string) =>
  page.getByRole('row').filter({ has: page.getByText(blocked, { exact: true }) });

test('a blocked skimmer on the payment page reaches the back-office and the dashboard', async ({
  page,
  browser,
}) => {
  const skimmer = `http://127.0.0.1:${E2E.standInHttpPort}/skim-${randomUUID()}.js`;
  expect(await tamperWithPaymentPage(browser, skimmer)).toBe(false);

  await expect(async () => {
    await page.goto('/staff/csp-reports');
    await expect(reportRow(page, skimmer)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const row = reportRow(page, skimmer);
  await expect(row).toContainText('/online-payment');
  await expect(row).toContainText(`${T.rule}: script-src-elem`);
  await expect(row).toContainText(T.unreviewed);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  // The injected inline code is reported too.
  await expect(reportRow(page, 'inline').filter({ hasText: '/online-payment' })).toBeVisible();

  // A repeat of the same violation is counted on the same row.
  await tamperWithPaymentPage(browser, skimmer);
  await expect(async () => {
    await page.goto('/staff/csp-reports');
    await expect(reportRow(page, skimmer).getByRole('cell').nth(3)).toHaveText('2', {
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
  await expect(reportRow(page, skimmer)).toContainText('Reviewed by');
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  // Ends on the list, for the axe scan.
  await page.goto('/staff/csp-reports');
});
