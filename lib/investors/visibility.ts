import type { DocumentList, StoredDocument } from './types';

/**
 * What the public sees of the filings staff keep (pages, old API, feed, search, alerts):
 * - a filing is published from its publish time on; before, only the back-office shows it;
 * - published filings stay current for RETENTION_YEARS (Regulation 30(8) keeps disclosures for
 *   five years), then move to the archived list, unless their list holds standing documents
 *   (policies, charters), which stay current until staff archive them.
 * Applied when the data is read, not in the cached rows, so a scheduled filing appears on the
 * next render after its time without anyone changing the data.
 */
export const RETENTION_YEARS = 5;

const at = (time: string | Date) => new Date(time).getTime();

export const isPublished = (publishedAt: string | Date, now: Date) =>
  at(publishedAt) <= now.getTime();

/** When a filing published at `publishedAt` leaves the current list (if its list is not standing). */
export function retentionEnds(publishedAt: string | Date): Date {
  const end = new Date(publishedAt);
  end.setUTCFullYear(end.getUTCFullYear() + RETENTION_YEARS);
  return end;
}

/** Whether the public lists show a filing as archived now. */
export function isArchivedNow(
  row: { archived: boolean; publishedAt: string | Date },
  standing: boolean,
  now: Date,
): boolean {
  return row.archived || (!standing && retentionEnds(row.publishedAt).getTime() <= now.getTime());
}

/** The public list of one kind at `now`: published filings only, split into current and archived. */
export function visibleDocuments(
  rows: readonly StoredDocument[],
  standing: boolean,
  now: Date,
): DocumentList {
  const list: DocumentList = { current: [], archived: [] };
  for (const { archived, ...document } of rows) {
    if (!isPublished(document.publishedAt, now)) continue;
    const moved = isArchivedNow({ archived, publishedAt: document.publishedAt }, standing, now);
    (moved ? list.archived : list.current).push(document);
  }
  return list;
}
