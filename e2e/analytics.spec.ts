import { randomUUID } from 'node:crypto';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';

// A user agent of its own lets this test count only its own page views.
const ua = `Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 e2e-${randomUUID()}`;
test.use({ userAgent: ua });

const rows = () =>
  sql<{ element: string; browser: string; operatingSystem: string }>(
    'SELECT element, browser, "operatingSystem" FROM "ClickLog" WHERE "userAgent" = $1 ORDER BY "createdAt"',
    [ua],
  );

test('each navigation is logged once on the server; prefetches and files are not', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // the menu's links have been prefetched by now
  await expect.poll(rows).toHaveLength(1);
  expect((await rows())[0]).toEqual({
    element: 'Navigated to /',
    browser: 'Chrome',
    operatingSystem: 'Windows 7',
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Our Customers' })
    .click();
  await expect(page).toHaveURL(/\/our-customers$/);
  await expect
    .poll(async () => (await rows()).map((r) => r.element))
    .toEqual(['Navigated to /', 'Navigated to /our-customers']);

  for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg']) {
    expect((await page.request.get(file)).status()).toBe(200);
  }
  // A prefetch of a page not visited yet, then one more real navigation: once that one is
  // logged, any row the prefetch caused would have been written too (rows are written in order).
  await page.request.get('/about-us', { headers: { 'next-router-prefetch': '1' } });
  await page.goto('/our-team');
  await expect
    .poll(async () => (await rows()).map((r) => r.element))
    .toEqual(['Navigated to /', 'Navigated to /our-customers', 'Navigated to /our-team']);
});
