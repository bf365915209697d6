import { db } from '@/lib/platform/db/client';
import { searchDocuments } from '@/lib/platform/search/match';
import { catalogueModelsSource } from './search-source';
import { seedCatalogue } from './seed';

jest.mock('next/cache', () => ({
  updateTag: () => undefined,
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

afterAll(() => db().$disconnect());
beforeAll(() => seedCatalogue(db()));

describe('the catalogue in the site search', () => {
  it('finds a model by its code, with or without hyphens, and by name as people type it', async () => {
    const docs = await catalogueModelsSource.load('en');
    expect(docs.find((d) => d.url === '/products/inverter-ups/iu-1100')).toMatchObject({
      title: 'Lithium inverter 1100 VA (IU-1100)',
      kind: 'product',
    });
    for (const query of ['IU-1100', 'iu1100']) {
      expect([query, searchDocuments(docs, query)[0]?.url]).toEqual([
        query,
        '/products/inverter-ups/iu-1100',
      ]);
    }
    // Several inverters are 1100 VA: this one among the first.
    for (const query of ['1100VA inverter', 'लिथियम इन्वर्टर 1100']) {
      const urls = searchDocuments(docs, query)
        .slice(0, 5)
        .map((r) => r.url);
      expect([query, urls]).toEqual([
        query,
        expect.arrayContaining(['/products/inverter-ups/iu-1100']),
      ]);
    }
  });

  it('links the Hindi model page from the Hindi search, with the Hindi name', async () => {
    const docs = await catalogueModelsSource.load('hi');
    const iu = docs.find((d) => d.url === '/hi/products/inverter-ups/iu-1100');
    expect(iu?.title).toMatch(/\(IU-1100\)$/);
    expect(iu?.title).not.toContain('Lithium');
  });

  it('has a version that changes when a model does', async () => {
    const before = await catalogueModelsSource.version!();
    await db().catalogueModel.update({
      where: { code: 'IU-1100' },
      data: { updatedAt: new Date(Date.now() + 60_000) },
    });
    expect(await catalogueModelsSource.version!()).not.toBe(before);
  });
});
