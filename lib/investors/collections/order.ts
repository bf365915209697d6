/**
 * The order of each investor table, written once: the staff lists and the public queries
 * (../queries.ts) both sort by these, so what staff arrange is what the public sees.
 */

/** People and contacts: the order staff chose, then the order they were added in. */
export const ROW_ORDER = [{ sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];

/** Filings of one kind: the order staff chose (new ones first), then newest year, then title. */
export const DOCUMENT_ORDER = [
  { sortOrder: 'asc' as const },
  { year: 'desc' as const },
  { title: 'asc' as const },
];
