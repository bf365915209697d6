import { groupByYear, isYearKey, yearGroupOf } from './years';

describe('yearGroupOf', () => {
  it('reads the financial year however staff wrote it', () => {
    for (const text of [
      '2023-24',
      '2023-2024',
      'Q2 2023-24',
      'H1 2023-24',
      'FY24',
      'FY 2024',
      '2023–24',
    ]) {
      expect([text, yearGroupOf(text).key]).toEqual([text, '2023-24']);
    }
    expect(yearGroupOf('1999-00').key).toBe('1999-00');
  });

  it('keeps a bare calendar year as it is, between the financial years it overlaps', () => {
    expect(yearGroupOf('2024')).toMatchObject({ key: '2024', label: '2024' });
    const ranks = ['2024-25', '2024', '2023-24'].map((t) => yearGroupOf(t).rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('puts a range that is not one financial year under its first year, and no year under "Other years"', () => {
    expect(yearGroupOf('2019-2021').key).toBe('2019');
    expect(yearGroupOf('All years')).toMatchObject({
      key: 'other',
      label: 'Other years',
      rank: -1,
    });
    expect(yearGroupOf('')).toMatchObject({ key: 'other' });
  });
});

describe('isYearKey', () => {
  it('accepts the addresses of year groups and nothing else', () => {
    for (const key of ['2023-24', '2024', 'other', '1999-00'])
      expect([key, isYearKey(key)]).toEqual([key, true]);
    for (const key of [
      '2023-25',
      '2023-2024',
      'FY24',
      '24',
      '2024 ',
      '../2024',
      'Other',
      '%32024',
    ]) {
      expect([key, isYearKey(key)]).toEqual([key, false]);
    }
  });
});

describe('groupByYear', () => {
  it('groups newest first and keeps each year in the given order', () => {
    const items = ['2022-23', 'Q1 2024-25', '2024', 'Q4 2024-25', 'undated', '2022-23'].map(
      (year, i) => ({ year, i }),
    );
    expect(groupByYear(items).map((g) => [g.group.key, g.items.map((x) => x.i)])).toEqual([
      ['2024-25', [1, 3]],
      ['2024', [2]],
      ['2022-23', [0, 5]],
      ['other', [4]],
    ]);
  });
});
