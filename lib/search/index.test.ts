import { ROUTES as HI_ROUTES, SITEMAP_ROUTES as HI_SITEMAP } from '@/content/hi/routes';
import { ROUTES, SITEMAP_ROUTES } from '@/content/routes';
import { buildSearchIndex, searchSite, SEARCH_SOURCES } from './index';

describe('site search index', () => {
  it('covers every public page, each product, vertical and catalogue', async () => {
    const docs = await buildSearchIndex();
    const urls = new Set(docs.map((d) => d.url));
    for (const r of SITEMAP_ROUTES) expect(urls).toContain(r.path);
    expect(docs.filter((d) => d.kind === 'product')).toHaveLength(5);
    expect(docs.filter((d) => d.kind === 'vertical')).toHaveLength(6);
    expect(urls).toContain('/files/catalogues/led-indoor.pdf');
  });

  it('links each vertical to its own page, and never lists the same kind and link twice', async () => {
    const docs = await buildSearchIndex();
    const keys = docs.map((d) => `${d.kind} ${d.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    const verticals = (await searchSite('manufacturing vertical')).filter(
      (r) => r.kind === 'vertical',
    );
    expect(verticals.map((r) => r.url).sort()).toEqual(
      [
        ROUTES.bess,
        ROUTES.cctv,
        ROUTES.inverterUps,
        ROUTES.ledLights,
        ROUTES.lithiumBattery,
        ROUTES.sheetMetal,
      ]
        .map((r) => r.path)
        .sort(),
    );
  });

  it('leaves out a failing source instead of failing the search', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const docs = await buildSearchIndex([
      ...SEARCH_SOURCES,
      { name: 'broken', load: () => Promise.reject(new Error('database down')) },
    ]);
    expect(docs.length).toBeGreaterThan(30);
    expect(spy).toHaveBeenCalledWith('search: source broken failed', expect.any(Error));
    spy.mockRestore();
  });

  it('finds products by words of their page', async () => {
    const urls = (await searchSite('solar street lights')).map((r) => r.url);
    expect(urls.slice(0, 3)).toContain(ROUTES.ledLights.path);
    expect(urls).toContain('/files/catalogues/led-street.pdf');
  });

  it('covers every Hindi page at its /hi address, with its Hindi title', async () => {
    const docs = await buildSearchIndex(SEARCH_SOURCES, 'hi');
    for (const r of HI_SITEMAP) expect(docs.find((d) => d.url === r.path)?.title).toBe(r.title);
    expect(docs.filter((d) => d.kind === 'vertical')).toHaveLength(6);
  });

  // The words people use for after-sales help, in both languages, on the pages of both.
  const AFTER_SALES: [string, (r: typeof ROUTES | typeof HI_ROUTES) => string[]][] = [
    ['complaint', (r) => [r.serviceRequest.path, r.serviceTrack.path]],
    ['repair', (r) => [r.serviceRequest.path, r.dealerLocator.path]],
    ['warranty claim', (r) => [r.serviceRequest.path, r.warranty.path, r.warrantyCheck.path]],
    ['शिकायत', (r) => [r.serviceRequest.path, r.serviceTrack.path]],
    ['मरम्मत', (r) => [r.serviceRequest.path, r.dealerLocator.path]],
  ];
  it.each(AFTER_SALES)(
    '"%s" finds the after-sales pages, in English and in Hindi',
    async (q, pages) => {
      for (const [language, routes] of [
        ['en', ROUTES],
        ['hi', HI_ROUTES],
      ] as const) {
        const results = await searchSite(q, language);
        const urls = results.map((r) => r.url);
        for (const path of pages(routes)) expect(urls.slice(0, 5)).toContain(path);
        // The words people use find a page; its snippet is still the page's own words.
        for (const r of results.filter((x) => x.url === pages(routes)[0]))
          expect(r.snippet.map((p) => p.text).join('')).not.toMatch(/guarantee claim|कंप्लेंट/);
      }
    },
  );
});
