import { groupByYear, type YearGroup } from './years';
import type { DocumentList, InvestorDocument } from './types';

/**
 * What a document page shows when years of filings pile up: no page ever renders more than
 * PAGE_FILINGS of them, and every year stays one link away.
 */

/** The most filings one page renders. */
export const PAGE_FILINGS = 100;
/** The newest years with current filings, shown open at the top of a kind's page. */
export const OPEN_YEARS = 2;

export interface YearBlock {
  group: YearGroup;
  /** The year's filings in this list. */
  total: number;
  /** Those shown on this page: all, the first few (the rest are on the year's page), or none. */
  documents: InvestorDocument[];
}

export interface DocumentsOverview {
  /** The newest years with current filings, each as a section. */
  open: YearBlock[];
  /** Older years with current filings. */
  earlier: YearBlock[];
  /** Archived filings by year, behind one disclosure. */
  archived: YearBlock[];
  archivedTotal: number;
}

/**
 * The kind's page: the open years first (each up to half the budget), then older and archived
 * years whole while they fit in what is left; from the first that does not fit, years are
 * links to their own pages.
 */
export function planOverview(list: DocumentList, budget = PAGE_FILINGS): DocumentsOverview {
  let left = budget;
  const years = groupByYear(list.current);
  const open = years.slice(0, OPEN_YEARS).map(({ group, items }) => {
    const documents = items.slice(0, Math.min(Math.floor(budget / OPEN_YEARS), left));
    left -= documents.length;
    return { group, total: items.length, documents };
  });
  let fits = true;
  const whole = ({ group, items }: { group: YearGroup; items: InvestorDocument[] }) => {
    fits &&= items.length <= left;
    if (fits) left -= items.length;
    return { group, total: items.length, documents: fits ? items : [] };
  };
  const earlier = years.slice(OPEN_YEARS).map(whole);
  const archived = groupByYear(list.archived).map(whole);
  return { open, earlier, archived, archivedTotal: list.archived.length };
}

export interface YearPage {
  group: YearGroup;
  current: InvestorDocument[];
  archived: InvestorDocument[];
  page: number;
  pages: number;
  /** Every year of the kind, current or archived, newest first (the page's year links). */
  years: YearGroup[];
}

/** Every year a kind has filings in, newest first. */
export function yearsOf(list: DocumentList): YearGroup[] {
  return groupByYear([...list.current, ...list.archived]).map(({ group }) => group);
}

/**
 * One year's page: its current filings, then its archived ones, PAGE_FILINGS at a time. Null
 * when the kind has nothing in that year or the page is past the last.
 */
export function planYear(
  list: DocumentList,
  key: string,
  page = 1,
  size = PAGE_FILINGS,
): YearPage | null {
  const years = yearsOf(list);
  const group = years.find((y) => y.key === key);
  if (!group) return null;
  const inYear = (documents: InvestorDocument[]) =>
    groupByYear(documents).find((y) => y.group.key === key)?.items ?? [];
  const current = inYear(list.current);
  const archived = inYear(list.archived);
  const pages = Math.max(1, Math.ceil((current.length + archived.length) / size));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const from = (page - 1) * size;
  const to = from + size;
  return {
    group,
    current: current.slice(from, to),
    archived: archived.slice(Math.max(0, from - current.length), Math.max(0, to - current.length)),
    page,
    pages,
    years,
  };
}
