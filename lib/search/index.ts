import { investorDocumentsSource } from '@/lib/investors/search-source';
import { searchDocuments } from './match';
import { cataloguesSource, pagesSource, productsSource, verticalsSource } from './sources';
import type { SearchDocument, SearchResult, SearchSource } from './types';

export type { SearchDocument, SearchResult, SearchSource, TextPart } from './types';
export { queryWords } from './match';

/**
 * Every source the site search reads, in one list. The static sources read content/ and are
 * the same for the life of a build.
 *
 * Investor documents come from PostgreSQL; the index below is rebuilt when SEARCH_INDEX_TTL_MS has
 * passed, so new filings appear without a build, and a database outage only leaves them out.
 */
export const SEARCH_SOURCES: SearchSource[] = [
  pagesSource,
  productsSource,
  verticalsSource,
  cataloguesSource,
  investorDocumentsSource,
];

const SEARCH_INDEX_TTL_MS = 5 * 60 * 1000;

/** Loads every source; a failing source (say, a database that is down) is left out, not fatal. */
export async function buildSearchIndex(
  sources: SearchSource[] = SEARCH_SOURCES,
): Promise<SearchDocument[]> {
  const loaded = await Promise.allSettled(sources.map(async (s) => s.load()));
  return loaded.flatMap((r, i) => {
    if (r.status === 'fulfilled') return r.value;
    console.error(`search: source ${sources[i]!.name} failed`, r.reason);
    return [];
  });
}

let cached: { at: number; docs: Promise<SearchDocument[]> } | undefined;

function currentIndex(): Promise<SearchDocument[]> {
  if (!cached || Date.now() - cached.at > SEARCH_INDEX_TTL_MS)
    cached = { at: Date.now(), docs: buildSearchIndex() };
  return cached.docs;
}

/** Results for a visitor's query over every source, best first, with matches marked. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  return searchDocuments(await currentIndex(), query);
}
