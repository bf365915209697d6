import { catalogueModelsSource } from '@/lib/catalogue/search-source';
import { investorDocumentsSource } from '@/lib/investors/search-source';
import { scheduleClock } from '@/lib/platform/clock';
import { searchSite } from './index';

// Its own file: these tests start from an empty index cache.
describe('searchSite index cache', () => {
  // The catalogue's version is its newest change, which other files' tests make at any time.
  let catalogueVersion = 'v1';
  beforeAll(() => {
    jest.spyOn(catalogueModelsSource, 'version').mockImplementation(async () => catalogueVersion);
    jest.spyOn(catalogueModelsSource, 'load').mockResolvedValue([]);
  });

  const filing = {
    url: '/files/investors/zebra-report.pdf',
    title: 'Zebra annual report - 2024',
    kind: 'document' as const,
    text: 'Financials. Zebra annual report 2024',
  };

  it('loads nothing for a query without words', async () => {
    const load = jest.spyOn(investorDocumentsSource, 'load');
    expect(await searchSite(' ?! ')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it('does not keep an index in which a source failed: the next search loads it again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .spyOn(investorDocumentsSource, 'load')
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue([filing]);
    expect(await searchSite('zebra')).toEqual([]);
    expect((await searchSite('zebra')).map((r) => r.url)).toEqual([filing.url]);
    expect(await searchSite('zebra annual')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRestore();
    error.mockRestore();
  });

  it('keeps the index a minute of the schedule clock, so a scheduled filing is found by then', async () => {
    const load = jest.spyOn(investorDocumentsSource, 'load').mockResolvedValue([filing]);
    await searchSite('zebra');
    const loads = load.mock.calls.length;
    scheduleClock.advance(30_000);
    await searchSite('zebra');
    expect(load).toHaveBeenCalledTimes(loads);
    scheduleClock.advance(31_000);
    await searchSite('zebra');
    expect(load).toHaveBeenCalledTimes(loads + 1);
    // A clock set back (a test putting it back, or the machine's) does not keep it for ever.
    scheduleClock.advance(-120_000);
    await searchSite('zebra');
    expect(load).toHaveBeenCalledTimes(loads + 2);
    load.mockRestore();
  });

  it('loads the index again as soon as a source’s version changes (a model staff saved)', async () => {
    const load = jest.spyOn(investorDocumentsSource, 'load').mockResolvedValue([filing]);
    const models = jest.spyOn(catalogueModelsSource, 'load');
    await searchSite('zebra');
    const loads = load.mock.calls.length;
    await searchSite('zebra');
    expect(load).toHaveBeenCalledTimes(loads);
    models.mockResolvedValue([
      {
        url: '/products/bess/bs-new-1',
        title: 'Zebra cabinet (BS-NEW-1)',
        kind: 'product',
        text: '',
      },
    ]);
    catalogueVersion = 'v2';
    expect((await searchSite('zebra cabinet')).map((r) => r.url)).toEqual([
      '/products/bess/bs-new-1',
    ]);
    expect(load).toHaveBeenCalledTimes(loads + 1);
    load.mockRestore();
  });
});
