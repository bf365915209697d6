import { investorDocumentsSource } from '@/lib/investors/search-source';
import { searchSite } from './index';

// Its own file: these tests start from an empty index cache.
describe('searchSite index cache', () => {
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
});
