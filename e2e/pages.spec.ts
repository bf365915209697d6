import { ROUTES, SITEMAP_ROUTES } from '../content/routes';
import { notFoundText } from '../content/shell';
import { site } from '../content/site';
import { sampleCatalogue } from '../lib/catalogue/sample';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { problemsAtEveryWidth } from './support/layout';
import { siteUrl } from './support/settings';

test.describe('every public route', () => {
  // Still: a slide or a fade caught half-way would read as overlapping targets.
  test.use({ reducedMotion: 'reduce' });
  for (const route of SITEMAP_ROUTES) {
    test(`${route.path} answers 200 with its heading, axe finds nothing, and it lays out at every width`, async ({
      readerPage: page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(
        route.path === '/' ? site.name : `${route.title} | ${site.name}`,
      );
      await expectNoAxeViolations(page);
      // Issue 19: no sideways scroll, overlap, spill or small target at any common width.
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });
  }
});

test('an unknown path answers 404 with links home and to search', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.getByRole('main').getByRole('searchbox').fill('inverter');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=inverter$/);
  await expect(page.getByRole('link', { name: ROUTES.inverterUps.title })).toBeVisible();
});

test('the not-found page is a document of its own, in the site frame, carried by no other page', async ({
  page,
  request,
}) => {
  // Issue 32: a root not-found.tsx rode along in every page's payload (twice, header and footer
  // included); app/global-not-found.tsx is sent only to those who need it.
  for (const path of ['/', '/about-us', '/contact-us']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(notFoundText.lead);
  }
  const response = await page.goto('/investor-relations/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found \|/);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
  // A disclosure category that does not exist: the page's own notFound(), in the site frame.
  const category = await page.goto('/investor-relations/disclosures/no-such-category');
  expect(category?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundText.title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about-us');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('robots.txt and sitemap.xml list the site at its own address', async ({ request }) => {
  // The build is made for the address the server runs at (scripts/e2e.ts, SITE_URL).
  const site = siteUrl();
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of SITEMAP_ROUTES) {
    expect(sitemap).toContain(`<loc>${site}${route.path === '/' ? '' : route.path}</loc>`);
  }
});

test('the catalogue’s sitemap, named in robots.txt, lists every model in both languages', async ({
  request,
}) => {
  const site = siteUrl();
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/products/sitemap.xml`);
  const response = await request.get('/products/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const sitemap = await response.text();
  for (const model of sampleCatalogue()) {
    const path = `/products/${model.line}/${model.slug}`;
    expect(sitemap).toContain(`<loc>${site}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${site}/hi${path}</loc>`);
  }
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}/hi/products/inverter-ups/iu-1100" />`,
  );
  const urls = sitemap.match(/<url>/g)?.length ?? 0;
  expect(urls).toBeGreaterThanOrEqual(2 * sampleCatalogue().length);
  expect(urls).toBeLessThanOrEqual(50_000);
});
