import { unstable_cache } from 'next/cache';
import {
  findCommitteeMembers,
  findDirectors,
  findDocuments,
  findGrievanceContacts,
  findRegistrarDetails,
} from './queries';
import { INVESTOR_REVALIDATE_SECONDS, tagsFor, type InvestorArea } from './tags';
import type { DocumentKind, DocumentList } from './types';

/**
 * The investor data as pages and API handlers read it: Next's data cache, tagged per area and
 * refreshed at least every 5 minutes. When a refresh fails (database down), Next keeps serving
 * the last good value, so an outage never empties a page that had data.
 */
function cached<T>(area: InvestorArea, load: () => Promise<T>): () => Promise<T> {
  return unstable_cache(load, ['investors', area], {
    tags: tagsFor(area),
    revalidate: INVESTOR_REVALIDATE_SECONDS,
  });
}

export const listDirectors = cached('directors', () => findDirectors());
export const listCommitteeMembers = cached('committees', () => findCommitteeMembers());
export const listRegistrarDetails = cached('registrar', () => findRegistrarDetails());
export const listGrievanceContacts = cached('grievance', () => findGrievanceContacts());

const documentLists = new Map<DocumentKind, () => Promise<DocumentList>>();

export function listInvestorDocuments(kind: DocumentKind): Promise<DocumentList> {
  let list = documentLists.get(kind);
  if (!list) {
    list = cached(`documents:${kind}`, () => findDocuments(kind));
    documentLists.set(kind, list);
  }
  return list();
}
