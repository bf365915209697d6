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
