import { OPEN_YEARS, PAGE_FILINGS, planOverview, planYear } from './document-years';
import type { DocumentList, InvestorDocument } from './types';

/** `count` filings in each of the given years, ids "<year>#<n>". */
const filings = (years: string[], count: number): InvestorDocument[] =>
  years.flatMap((year) =>
    Array.from({ length: count }, (_, n) => ({
      id: `${year}#${n}`,
      title: `Filing ${n}`,
      year,
      file: `/files/${year}-${n}.pdf`,
      publishedAt: '2024-06-01T00:00:00.000Z',
    })),
  );

const fy = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const yearsBack = (n: number) => Array.from({ length: n }, (_, i) => fy(2025 - i));
const shown = (plan: ReturnType<typeof planOverview>) =>
  [...plan.open, ...plan.earlier, ...plan.archived].reduce((n, b) => n + b.documents.length, 0);

describe('planOverview', () => {
  it('shows a small list whole: the two newest years open, older and archived years in full', () => {
    const list: DocumentList = {
      current: filings(['2023-24', 'Q1 2024-25', '2021-22'], 2),
      archived: filings(['2019-20'], 3),
    };
    const plan = planOverview(list);
    expect(plan.open.map((b) => [b.group.key, b.documents.length, b.total])).toEqual([
      ['2024-25', 2, 2],
      ['2023-24', 2, 2],
    ]);
    expect(plan.earlier.map((b) => [b.group.key, b.documents.length])).toEqual([['2021-22', 2]]);
    expect(plan.archived.map((b) => [b.group.key, b.documents.length])).toEqual([['2019-20', 3]]);
    expect(plan.archivedTotal).toBe(3);
  });

  it(`never shows more than ${PAGE_FILINGS} filings, and links every other year`, () => {
    // 25 years of 40 current and 40 archived filings each: 2,000 in all.
    const years = yearsBack(25);
    const plan = planOverview({ current: filings(years, 40), archived: filings(years, 40) });
    expect(shown(plan)).toBeLessThanOrEqual(PAGE_FILINGS);
    expect(plan.open.map((b) => b.documents.length)).toEqual([40, 40]);
    // What does not fit is a link (no rows), and every year is there once, in order.
    expect(plan.earlier.map((b) => b.group.key)).toEqual(years.slice(OPEN_YEARS));
    expect(plan.earlier.every((b) => b.documents.length === 0 && b.total === 40)).toBe(true);
    expect(plan.archived.map((b) => b.group.key)).toEqual(years);
    expect(plan.archivedTotal).toBe(1000);
  });

  it('cuts an open year that alone is too long, and says how many it has', () => {
    const plan = planOverview({ current: filings(['2025-26', '2024-25'], 300), archived: [] });
    expect(plan.open.map((b) => [b.documents.length, b.total])).toEqual([
      [PAGE_FILINGS / 2, 300],
      [PAGE_FILINGS / 2, 300],
    ]);
  });

  it('once a year does not fit, the years after it are links too, even small ones', () => {
    const current = [
      ...filings(['2025-26', '2024-25'], 10),
      ...filings(['2023-24'], 90),
      ...filings(['2022-23'], 1),
    ];
    const plan = planOverview({ current, archived: filings(['2020-21'], 1) });
    expect(plan.earlier.map((b) => b.documents.length)).toEqual([0, 0]);
    expect(plan.archived.map((b) => b.documents.length)).toEqual([0]);
  });

  it('is empty for no filings', () => {
    expect(planOverview({ current: [], archived: [] })).toEqual({
      open: [],
      earlier: [],
      archived: [],
      archivedTotal: 0,
    });
  });
});

describe('planYear', () => {
  const list: DocumentList = {
    current: filings(['2023-24', '2022-23'], 70),
    archived: filings(['2023-24'], 60),
  };

  it('shows the year current first, then archived, a page at a time', () => {
    const first = planYear(list, '2023-24')!;
    expect([first.current.length, first.archived.length, first.page, first.pages]).toEqual([
      70, 30, 1, 2,
    ]);
    const second = planYear(list, '2023-24', 2)!;
    expect([second.current.length, second.archived.length]).toEqual([0, 30]);
    expect(second.archived[0]!.id).toBe('2023-24#30');
    expect(first.years.map((y) => y.key)).toEqual(['2023-24', '2022-23']);
  });

  it('is null for a year without filings or a page past the last', () => {
    expect(planYear(list, '2019-20')).toBeNull();
    expect(planYear(list, '2023-24', 3)).toBeNull();
    expect(planYear(list, '2022-23', 2)).toBeNull();
    expect(planYear(list, '2022-23', 0)).toBeNull();
  });

  it('finds an archived-only year', () => {
    const plan = planYear({ current: [], archived: filings(['2010'], 2) }, '2010')!;
    expect([plan.current.length, plan.archived.length]).toEqual([0, 2]);
  });
});
