import { DOCUMENT_PAGES } from '@/content/investors';
import { findClauseMarks, findPageDates, type ListsByKind } from './disclosures';
import {
  findCommitteeMembers,
  findDirectors,
  findStoredDocuments,
  findGrievanceContacts,
  findRegistrarDetails,
} from './queries';
import { cached } from './tags';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentList, type StoredDocument } from './types';
import { visibleDocuments } from './visibility';

/**
 * The investor data as pages and API handlers read it: Next's data cache, tagged per area
 * (./tags.ts), so a staff save shows on the next visit.
 */

export const listDirectors = cached(['directors'], () => findDirectors());
export const listCommitteeMembers = cached(['committees'], () => findCommitteeMembers());
export const listRegistrarDetails = cached(['registrar'], () => findRegistrarDetails());
export const listGrievanceContacts = cached(['grievance'], () => findGrievanceContacts());
export const listClauseMarks = cached(['clauses'], () => findClauseMarks());
/** Refreshed with any of the four pages it dates. */
export const listPageDates = cached(['directors', 'committees', 'registrar', 'grievance'], () =>
  findPageDates(),
);

const documentLists = new Map<DocumentKind, () => Promise<StoredDocument[]>>();

/** Every stored document of a kind, scheduled ones too (cached; see listInvestorDocuments). */
export function listStoredDocuments(kind: DocumentKind): Promise<StoredDocument[]> {
  let list = documentLists.get(kind);
  if (!list) {
    list = cached([`documents:${kind}`], () => findStoredDocuments(kind));
    documentLists.set(kind, list);
  }
  return list();
}

/**
 * The public list of a kind at `now`. The cache holds every row with its publish time and the
 * rule is applied here, so a filing scheduled for 10:00 shows on the first render after 10:00.
 */
export async function listInvestorDocuments(
  kind: DocumentKind,
  now = new Date(),
): Promise<DocumentList> {
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return visibleDocuments(await listStoredDocuments(kind), standing, now);
}

/** The public lists of every kind at `now` (the index, the announcements and the feed). */
export async function listAllInvestorDocuments(now = new Date()): Promise<ListsByKind> {
  const lists = await Promise.all(
    DOCUMENT_KINDS.map(async (kind) => [kind, await listInvestorDocuments(kind, now)] as const),
  );
  return Object.fromEntries(lists) as ListsByKind;
}
