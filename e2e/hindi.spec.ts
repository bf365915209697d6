import { LANGUAGE_COOKIE, localPath } from '../content/languages';
import { ROUTES as HI_ROUTES, SITEMAP_ROUTES as HI_SITEMAP } from '../content/hi/routes';
import { notFoundText as hiNotFound } from '../content/hi/shell';
import { SITEMAP_ROUTES } from '../content/routes';
import { site } from '../content/site';
import { twins } from '../scripts/twins';
import { pageRoutesOnDisk } from './support/app-routes';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { latinLeftOn } from './support/latin';
import { LAYOUT_RANGE_WIDTHS, problemsAtEveryWidth } from './support/layout';
import { serverPage } from './support/html';
import { siteUrl } from './support/settings';

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&');

/** The alternates a server-rendered head names, hreflang → address. */
function alternatesIn(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
      .map((tag) => [
        attribute(tag, 'hreflang'),
        new URL(attribute(tag, 'href')!, siteUrl()).pathname,
      ]),
  ) as Record<string, string>;
}

/** The addresses of the header's links named `name`, in the server's markup, in order. */
function switchLinks(html: string, name: string) {
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  return [...header.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)]
    .filter(([, text]) => text === name)
    .map(([tag]) => attribute(tag, 'href'));
}

/** The alternates a page's head names, hreflang → address. */
async function alternates(page: import('@playwright/test').Page) {
  return Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [
          l.getAttribute('hreflang'),
          new URL(l.getAttribute('href')!, location.href).pathname,
        ]),
      ),
  ) as Record<string, string>;
}

test('every English public page of the app/ tree has its Hindi twin, and the Hindi routes name them all', () => {
  const english = pageRoutesOnDisk();
  const twinned = [...twins().keys()]
    .filter((rel) => !rel.includes('['))
    .map((rel) => {
      const dir = rel.replace(/\/?page\.tsx$/, '');
      return dir === '' ? '/' : `/${dir}`;
    });
  expect(twinned.sort()).toEqual([...english].sort());
  expect(
    Object.values(HI_ROUTES)
      .map((r) => r.path)
      .sort(),
  ).toEqual(english.map((path) => localPath(path, 'hi')).sort());
});

test.describe('every Hindi page', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const route of HI_SITEMAP) {
    test(`${route.path}: Hindi from its first byte, linked to its English twin, axe finds nothing, no English`, async ({
      readerPage: page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(
        route.path === '/hi' ? site.name : `${route.title} | ${site.name}`,
      );
      const english = route.path === '/hi' ? '/' : route.path.slice(3);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteUrl()}${route.path}`,
      );
      expect(await alternates(page)).toEqual({
        'en-IN': english,
        'hi-IN': route.path,
        'x-default': english,
      });
      // The switch in the header's strip goes to the same page in English.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'English' }).first(),
      ).toHaveAttribute('href', english);
      expect(await latinLeftOn(page)).toEqual([]);
      // WCAG 3.1.2: the screen-reader copy of a filing's English title (inside its View link)
      // is marked as English, like the title it repeats.
      expect(
        await page
          .locator('a.filing-view .sr-only')
          .evaluateAll(
            (copies) =>
              copies.filter((copy) => copy.querySelector('[lang="en-IN"]') === null).length,
          ),
      ).toBe(0);
      await expectNoAxeViolations(page);
      expect(await problemsAtEveryWidth(page, LAYOUT_RANGE_WIDTHS)).toEqual([]);
    });
  }
});

test('every English page names its Hindi twin as an alternate and links to it from the switch', async ({
  request,
}) => {
  // From the server's markup, which is what crawlers read: a browser page each (64 pages) took
  // most of a minute of CI's time for the same facts.
  for (const route of SITEMAP_ROUTES) {
    const { html } = await serverPage(request, route.path);
    expect(html.match(/<html\b[^>]*>/)?.[0], route.path).toMatch(/\slang="en-IN"/);
    const hindi = localPath(route.path, 'hi');
    expect(alternatesIn(html), route.path).toEqual({
      'en-IN': route.path,
      'hi-IN': hindi,
      'x-default': route.path,
    });
    expect(switchLinks(html, 'हिन्दी')[0], route.path).toBe(hindi);
  }
});

test('the switch lands on the twin and remembers the choice; only the home page reads it', async ({
  page,
  context,
}) => {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).first().click();
  await expect(page).toHaveURL(/\/hi\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const cookie = (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE);
  expect(cookie?.value).toBe('hi');
  // The home page's address opens the chosen language's home page...
  const home = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/hi');
  expect(home?.status()).toBe(200);
  // ...but any other address shows the page it names (a shared link, an old bookmark).
  await page.goto('/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(new URL(page.url()).pathname).toBe('/contact-us');
  // Back to English: the choice changes, and / is English again (no loop).
  await page.goto('/hi/bess');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/bess$/);
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('the switch in the phone menu goes to the twin too, with the page’s query', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search?q=inverter');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/search\?q=inverter$/);
});

test('a crawler or a browser asking for Hindi is never redirected', async ({ request }) => {
  const asked: Record<string, string>[] = [
    {},
    { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    { 'User-Agent': 'Googlebot/2.1' },
  ];
  for (const headers of asked) {
    const home = await request.get('/', { headers, maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(/<html[^>]* lang="en-IN"/.test(await home.text())).toBe(true);
    const hindi = await request.get('/hi/warranty', { headers, maxRedirects: 0 });
    expect(hindi.status()).toBe(200);
  }
  // Only the switch's cookie sends / to /hi.
  const chosen = await request.get('/', {
    headers: { Cookie: `${LANGUAGE_COOKIE}=hi` },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(307);
  expect(chosen.headers().location).toBe('/hi');
});

test('the sitemap lists every page in both languages with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of SITEMAP_ROUTES) {
    const hindi = localPath(route.path, 'hi');
    expect(sitemap).toContain(`<loc>${siteUrl()}${route.path === '/' ? '' : route.path}</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl()}${hindi}</loc>`);
    expect(sitemap).toContain(`hreflang="hi-IN" href="${siteUrl()}${hindi}"`);
  }
});

test('an unknown Hindi address answers 404 in Hindi', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hiNotFound.title })).toBeVisible();
});

test('a language we do not have, or an odd cookie, reaches no translated page', async ({
  request,
}) => {
  // The translated tree takes one segment of any two letters; only the languages of
  // content/languages.ts are pages, and English has no prefix.
  for (const path of [
    '/fr',
    '/fr/about-us',
    '/en/about-us',
    '/xx/online-payment',
    '/HI/about-us',
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect([404, 308], path).toContain(answer.status());
    if (answer.status() === 308) expect(answer.headers().location).toBe('/hi/about-us');
  }
  // Only the exact cookie of the switch sends / elsewhere.
  for (const value of ['fr', 'HI', '../hi', 'hi-IN', '', 'en']) {
    const home = await request.get('/', {
      headers: { Cookie: `${LANGUAGE_COOKIE}=${value}` },
      maxRedirects: 0,
    });
    expect(home.status(), value).toBe(200);
  }
});
