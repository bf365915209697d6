import { INVESTOR_TEXT } from '@/content/investors';

/**
 * The year a filing is listed under, read from its year text as staff wrote it ("2023-24",
 * "Q2 2024-25", "H1 2024-25", "FY25", "2024"):
 * - a financial year ("2023-24", "2023-2024", "FY24", "FY 2024") groups under "2023-24";
 * - a bare calendar year ("2024") groups under itself, placed between the financial years it
 *   overlaps (2024-25 above 2024 above 2023-24): the text does not say which of them it meant;
 * - anything else groups under "Other years", listed last.
 * `key` is also the year's address (`/investor-relations/financials/2023-24`).
 */
export interface YearGroup {
  key: string;
  label: string;
  /** Larger is newer. */
  rank: number;
}

export const UNDATED: YearGroup = { key: 'other', label: INVESTOR_TEXT.otherYears, rank: -1 };

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

export function financialYear(startYear: number): YearGroup {
  const key = `${startYear}-${twoDigits(startYear + 1)}`;
  return { key, label: key, rank: startYear * 2 + 1 };
}

const calendarYear = (year: number): YearGroup => ({
  key: String(year),
  label: String(year),
  rank: year * 2,
});

const RANGE = /(?<!\d)(\d{4})\s*[-–/]\s*(\d{4}|\d{2})(?!\d)/;
const FY = /\bFY\s*'?(\d{4}|\d{2})(?!\d)/i;
const YEAR = /(?<!\d)(\d{4})(?!\d)/;

export function yearGroupOf(text: string): YearGroup {
  const range = RANGE.exec(text);
  if (range) {
    const start = Number(range[1]);
    const end = range[2]!;
    const next = end.length === 2 ? twoDigits(start + 1) : String(start + 1);
    if (end === next) return financialYear(start);
  }
  const fy = FY.exec(text);
  if (fy) {
    const end = fy[1]!.length === 2 ? 2000 + Number(fy[1]) : Number(fy[1]);
    return financialYear(end - 1);
  }
  const year = YEAR.exec(text);
  if (year) return calendarYear(Number(year[1]));
  return UNDATED;
}

/** Whether a year address names a group a filing could be in (before looking any up). */
export const isYearKey = (key: string) =>
  key === UNDATED.key || (/^\d{4}(-\d{2})?$/.test(key) && yearGroupOf(key).key === key);

export interface YearOf<T> {
  group: YearGroup;
  items: T[];
}

/** Items grouped by year, newest year first; each year keeps the items' order. */
export function groupByYear<T extends { year: string }>(items: readonly T[]): YearOf<T>[] {
  const groups = new Map<string, YearOf<T>>();
  for (const item of items) {
    const group = yearGroupOf(item.year);
    let entry = groups.get(group.key);
    if (!entry) groups.set(group.key, (entry = { group, items: [] }));
    entry.items.push(item);
  }
  return [...groups.values()].sort((a, b) => b.group.rank - a.group.rank);
}
