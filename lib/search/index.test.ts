import { ROUTES } from '@/content/routes';
import { buildSearchIndex, searchSite, SEARCH_SOURCES } from './index';

describe('site search index', () => {
  it('covers every public page, each product, vertical and catalogue', async () => {
    const docs = await buildSearchIndex();
    const urls = new Set(docs.map((d) => d.url));
    for (const r of Object.values(ROUTES)) if (r.path !== '/search') expect(urls).toContain(r.path);
    expect(docs.filter((d) => d.kind === 'product')).toHaveLength(5);
    expect(docs.filter((d) => d.kind === 'vertical')).toHaveLength(4);
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
      [ROUTES.inverterUps, ROUTES.ledLights, ROUTES.lithiumBattery, ROUTES.sheetMetal]
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
});
