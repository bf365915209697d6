import { createdAtRange, filterQuery, parseInboxFilter } from './filters';

describe('parseInboxFilter', () => {
  it('reads search, dates, status, type and page', () => {
    expect(
      parseInboxFilter({
        q: ' asha ',
        from: '2026-04-01',
        to: '2026-04-30',
        status: 'open',
        page: '2',
      }),
    ).toEqual({ q: 'asha', from: '2026-04-01', to: '2026-04-30', status: 'open', page: 2 });
  });

  it.each([['2024-13-45'], ['2024-02-30'], ['2024-2-3'], ['yesterday']])(
    'ignores the impossible date %s instead of failing the page',
    (from) => {
      const filter = parseInboxFilter({ from, to: from });
      expect(filter.from).toBeUndefined();
      expect(createdAtRange(filter)).toBeUndefined();
    },
  );

  it('falls back to all statuses and page 1 for nonsense', () => {
    expect(parseInboxFilter({ status: 'maybe', page: '-3' })).toMatchObject({
      status: 'all',
      page: 1,
    });
  });
});

describe('createdAtRange', () => {
  it('covers whole days in India Standard Time', () => {
    const range = createdAtRange(parseInboxFilter({ from: '2026-04-01', to: '2026-04-01' }));
    expect(range).toEqual({
      gte: new Date('2026-03-31T18:30:00.000Z'),
      lt: new Date('2026-04-01T18:30:00.000Z'),
    });
  });
});

describe('filterQuery', () => {
  it('keeps only what differs from the defaults', () => {
    const filter = parseInboxFilter({ q: 'a b', status: 'all', page: '1' });
    expect(filterQuery(filter)).toBe('?q=a+b');
    expect(filterQuery(filter, { page: 3 })).toBe('?q=a+b&page=3');
  });
});
