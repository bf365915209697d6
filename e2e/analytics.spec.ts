import { randomUUID } from 'node:crypto';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { FULL_BROWSER } from './support/settings';

// A user agent of its own lets each test count only its own page views.
const newAgent = () =>
  `Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 e2e-${randomUUID()}`;
let ua = '';
test.use({
  userAgent: async ({}, provide) => {
    ua = newAgent();
    await provide(ua);
  },
});

const rows = () =>
  sql<{ element: string; browser: string; operatingSystem: string }>(
    'SELECT element, browser, "operatingSystem" FROM "ClickLog" WHERE "userAgent" = $1 ORDER BY "createdAt", id',
    [ua],
  );
const views = async () => (await rows()).map((r) => r.element.replace('Navigated to ', ''));

const BEACON = '/api/clicklogs/navigation';

test('every page load and client-side navigation is one page view, sent by the browser', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // the menu's links have been prefetched by now
  await expect.poll(views).toEqual(['/']);
  expect((await rows())[0]).toEqual({
    element: 'Navigated to /',
    browser: 'Chrome',
    operatingSystem: 'Windows 7',
  });

  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Our Customers' }).click();
  await expect(page).toHaveURL(/\/our-customers$/);
  // A query-only change (the router follows history.pushState) shows the same page.
  await page.evaluate(() => history.pushState(null, '', '/our-customers?tab=2'));
  await expect(page).toHaveURL(/\?tab=2$/);
  // Hovering a link prefetches its page; nothing is shown.
  await menu.getByRole('link', { name: 'About Us' }).first().hover();
  await page.goto('/our-team'); // a full page load
  // (Its view is sent once the page has hydrated: a reload before then would leave it unsent.)
  await expect.poll(views).toEqual(['/', '/our-customers', '/our-team']);
  await page.reload(); // a reload is a page load: counted
  await expect.poll(views).toEqual(['/', '/our-customers', '/our-team', '/our-team']);

  // The server itself writes nothing for a page: a request without script (the HTML fetched by
  // the test), a prefetch and a router request for a page's data are not page views.
  expect((await page.request.get('/about-us')).status()).toBe(200);
  await page.request.get('/our-journey', { headers: { 'next-router-prefetch': '1', rsc: '1' } });
  await page.request.get('/our-journey', { headers: { rsc: '1' } });
  for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg']) {
    expect((await page.request.get(file)).status()).toBe(200);
  }
  // One more real view: once it is stored, any row the requests above caused would be too.
  await menu.getByRole('link', { name: 'Our Customers' }).click();
  await expect
    .poll(views)
    .toEqual(['/', '/our-customers', '/our-team', '/our-team', '/our-customers']);
});

test(
  'going back counts the page again, whether the browser reloads it or restores it from its back-forward cache',
  { tag: FULL_BROWSER },
  async ({ page, playwright, launchOptions, baseURL, userAgent }) => {
    // Playwright's browser runs without the back-forward cache: going back loads the page again.
    await page.goto('/our-journey');
    await expect.poll(views).toEqual(['/our-journey']);
    await page.goto('/privacy-policy');
    await expect.poll(views).toEqual(['/our-journey', '/privacy-policy']);
    await page.goBack();
    await expect.poll(views).toEqual(['/our-journey', '/privacy-policy', '/our-journey']);

    // With the cache on, the page comes back from memory (no load event, no code run again):
    // its `pageshow` (persisted) sends the view.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const cached = await browser.newPage({ baseURL, userAgent });
      await cached.goto('/our-team');
      await cached.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      // Its view is sent once the page has hydrated: leaving before then would leave it unsent.
      await expect
        .poll(views)
        .toEqual(['/our-journey', '/privacy-policy', '/our-journey', '/our-team']);
      await cached.goto('/bess');
      await expect
        .poll(views)
        .toEqual(['/our-journey', '/privacy-policy', '/our-journey', '/our-team', '/bess']);
      await cached.goBack({ waitUntil: 'commit' });
      await expect(cached).toHaveURL(/\/our-team$/);
      // The same document as before, kept in memory: a restore, not a load.
      await expect
        .poll(() => cached.evaluate(() => (window as { kept?: boolean }).kept))
        .toBe(true);
      await expect
        .poll(views)
        .toEqual([
          '/our-journey',
          '/privacy-policy',
          '/our-journey',
          '/our-team',
          '/bess',
          '/our-team',
        ]);
    } finally {
      await browser.close();
    }
  },
);

test('the proxy refuses a bad beacon with a clear answer and stores nothing', async ({ page }) => {
  const post = (data: string, headers: Record<string, string> = {}) =>
    page.request.post(BEACON, {
      data: Buffer.from(data),
      headers: { 'content-type': 'application/json', 'user-agent': ua, ...headers },
    });
  const notJson = await post('path=/');
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toEqual({ message: 'The request body must be valid JSON.' });
  const notPath = await post(JSON.stringify({ path: 'https://example.com/' }));
  expect(notPath.status()).toBe(400);
  expect(await notPath.json()).toEqual({ message: 'path must be a site path.' });
  const foreign = await post(JSON.stringify({ path: '/' }), { origin: 'https://evil.example' });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({
    message: 'Requests from other websites are not accepted.',
  });
  expect((await page.request.get(BEACON)).status()).toBe(405);
  expect(await rows()).toEqual([]);

  const good = await post(JSON.stringify({ path: '/bess' }));
  expect(good.status()).toBe(204);
  expect(await views()).toEqual(['/bess']);
});
