import { DOCUMENT_PAGES } from '@/content/investors';
import { findClauseMarks, findPageDates, type ListsByKind } from './disclosures';
import { committees } from './tables/committees';
import { directors } from './tables/directors';
import { documents } from './tables/documents';
import { grievance } from './tables/grievance';
import { registrar } from './tables/registrar';
import { cached } from './tags';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentList, type StoredDocument } from './types';
import { visibleDocuments } from './visibility';
import { scheduleClock } from '@/lib/platform/clock';

/**
 * The investor data as pages and API handlers read it: each table's public read (./tables/),
 * kept in Next's data cache under the areas its staff saves expire (./tags.ts), so a save shows
 * on the next visit.
 */

export const listDirectors = () => directors.read();
export const listCommitteeMembers = () => committees.read();
export const listRegistrarDetails = () => registrar.read();
export const listGrievanceContacts = () => grievance.read();
export const listClauseMarks = cached(['clauses'], () => findClauseMarks());
/** Refreshed with any of the four pages it dates. */
export const listPageDates = cached(
  [directors, committees, registrar, grievance].flatMap((table) => table.areas),
  () => findPageDates(),
);

/** Every stored document of a kind, scheduled ones too (cached; see listInvestorDocuments). */
export function listStoredDocuments(kind: DocumentKind): Promise<StoredDocument[]> {
  return documents.read(kind);
}

/**
 * The public list of a kind at `now`. The cache holds every row with its publish time and the
 * rule is applied here, so a filing scheduled for 10:00 shows on the first render after 10:00.
 */
export async function listInvestorDocuments(
  kind: DocumentKind,
  now = scheduleClock.date(),
): Promise<DocumentList> {
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return visibleDocuments(await listStoredDocuments(kind), standing, now);
}

/** The public lists of every kind at `now` (the index, the announcements and the feed). */
export async function listAllInvestorDocuments(now = scheduleClock.date()): Promise<ListsByKind> {
  const lists = await Promise.all(
    DOCUMENT_KINDS.map(async (kind) => [kind, await listInvestorDocuments(kind, now)] as const),
  );
  return Object.fromEntries(lists) as ListsByKind;
}
