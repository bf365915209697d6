import { LANGUAGE_CODES, localPath } from '../content/languages';
import { DISCLOSURE_CATEGORIES, disclosureRoute } from '../content/disclosures';
import { collectDocuments, collectVideos } from '../content/assets';
import * as products from '../content/products';
import { INVESTOR_ROUTES, ROUTES, SITEMAP_ROUTES } from '../content/routes';
import { site } from '../content/site';
import { pageRoutesOnDisk } from './support/app-routes';
import { expect, test } from './support/fixtures';
import { pdfLinks, serverPage } from './support/html';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

// Pages below Home that carry a BreadcrumbList; product pages also list their lines (ItemList).
const PRODUCT_PAGES = Object.values(products);
const NESTED_PAGES = [
  ROUTES.about,
  ROUTES.bess,
  ROUTES.manufacturingUnits,
  ROUTES.customers,
  ROUTES.infrastructure,
  ROUTES.journey,
  ROUTES.management,
  ROUTES.services,
  ROUTES.team,
  ...PRODUCT_PAGES.map((p) => p.route),
  ROUTES.contact,
  ROUTES.dealers,
  ROUTES.investors,
  ...INVESTOR_ROUTES,
];

test('the sitemap lists every public page on disk, and nothing else', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Not search results, nor comparisons, nor each customer's own page (content/routes.ts
  // SITEMAP_ROUTES).
  const onDisk = pageRoutesOnDisk().filter(
    (p) => p !== ROUTES.search.path && p !== ROUTES.compare.path && p !== ROUTES.myAccount.path,
  );
  // And the Regulation 46 categories' pages, one [category] folder built for each.
  const categories = DISCLOSURE_CATEGORIES.map((c) => disclosureRoute(c).path);
  // Every page in English and in each other language (/hi/…: e2e/hindi.spec.ts checks those).
  const inEvery = (list: string[]) =>
    LANGUAGE_CODES.flatMap((language) => list.map((p) => localPath(p, language)));
  expect(paths.sort()).toEqual(inEvery([...onDisk, ...categories]).sort());
  expect(paths.sort()).toEqual(
    inEvery([...SITEMAP_ROUTES.map((r) => r.path), ...categories]).sort(),
  );
});

test('every catalogue and film link answers 200 with its content type', async ({ request }) => {
  const linked = new Set<string>();
  for (const route of SITEMAP_ROUTES) {
    const { html } = await serverPage(request, route.path);
    // Investor filings come from the database and have their own tests (investors-*.spec.ts).
    for (const href of pdfLinks(html)) if (!href.startsWith('/files/investors/')) linked.add(href);
    for (const m of html.matchAll(/href="([^"]+\.mp4)"/g)) linked.add(m[1]!);
  }
  const expected = [...collectDocuments().map((d) => d.href), ...collectVideos().map((v) => v.src)];
  // The lithium banner film plays in place and is not a link.
  const bannerFilm = products.lithiumBattery.bannerVideo!.src;
  expect([...linked].sort()).toEqual(expected.filter((h) => h !== bannerFilm).sort());
  for (const href of [...linked, bannerFilm]) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    const type = href.endsWith('.pdf') ? 'application/pdf' : 'video/mp4';
    expect(res.headers()['content-type'], href).toBe(type);
    const body = await res.body();
    if (type === 'application/pdf') expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    else expect(body.subarray(4, 8).toString()).toBe('ftyp');
  }
});

test('Home has Organization JSON-LD with every address', async ({ request }) => {
  const { html } = await serverPage(request, '/');
  const org = jsonLdOf(html).find((d) => d['@type'] === 'Organization');
  expect(org?.name).toBe(site.name);
  const cities = (org?.address as { addressLocality: string }[]).map((a) => a.addressLocality);
  expect(cities).toEqual(Object.values(site.addresses).map((a) => a.city));
});

test('product pages have an ItemList of Services, nested pages a BreadcrumbList', async ({
  request,
}) => {
  for (const route of NESTED_PAGES) {
    const { html } = await serverPage(request, route.path);
    const data = jsonLdOf(html);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string; item: string }[];
    expect(items[0]!.name, route.path).toBe('Home');
    expect(new URL(items.at(-1)!.item).pathname, route.path).toBe(route.path);
    expect(items.at(-1)!.name).toBe(route.title);
  }
  for (const p of PRODUCT_PAGES) {
    const { html } = await serverPage(request, p.route.path);
    const list = jsonLdOf(html).find((d) => d['@type'] === 'ItemList');
    const entries = list?.itemListElement as {
      item: { '@type': string; name: string; url: string; provider: { '@id': string } };
    }[];
    expect(entries.map((e) => e.item.name)).toEqual(p.lists[0]?.items ?? [p.route.title]);
    for (const e of entries) {
      expect(e.item['@type']).toBe('Service');
      expect(new URL(e.item.url).pathname).toBe(p.route.path);
      expect(new URL(e.item.provider['@id']).hash).toBe('#organization');
    }
  }
});

test('the breadcrumb trail is a navigation landmark with the current page marked', async ({
  page,
}) => {
  await page.goto(ROUTES.ledLights.path);
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Our Services']);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(ROUTES.ledLights.title);
});

test('every page has a title, description, canonical URL and an Open Graph picture', async ({
  request,
}) => {
  for (const route of SITEMAP_ROUTES) {
    const { html } = await serverPage(request, route.path);
    expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(
      `<meta name="description" content="${route.description.replace(/'/g, '&#x27;')}"/>`,
    );
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical!).pathname, route.path).toBe(route.path);
    const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const picture = await request.get(new URL(og!).pathname);
    expect(picture.status(), og).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  }
});

test('every image has alt text and an explicit size', async ({ request }) => {
  for (const route of SITEMAP_ROUTES) {
    const { html } = await serverPage(request, route.path);
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(tag, route.path).toMatch(/\balt="[^"]+"/);
      expect(tag, route.path).toMatch(/\bwidth="\d+"/);
      expect(tag, route.path).toMatch(/\bheight="\d+"/);
    }
    for (const [tag] of html.matchAll(/<video\b[^>]*>/g)) {
      expect(tag).toMatch(/\bposter="[^"]+"/);
      expect(tag).toMatch(/\bwidth="\d+"/);
      expect(tag).not.toMatch(/\bautoplay\b/i);
    }
  }
});

test.describe('the lithium page banner film', () => {
  test('stays still on its poster under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.lithiumBattery.path);
    const film = page.locator('video');
    await expect(film).toHaveAttribute('poster', products.lithiumBattery.bannerVideo!.poster.src);
    await page.waitForTimeout(500);
    expect(await film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
  });

  test('plays otherwise, with a Pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(ROUTES.lithiumBattery.path);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});
