import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { featureSearchSources } from '@/lib/features/search';
import { queryWords, searchDocuments } from '../platform/search/match';
import { cataloguesSource, pagesSource, productsSource, verticalsSource } from './sources';
import type { SearchDocument, SearchResult, SearchSource } from '../platform/search/types';
import { scheduleClock } from '@/lib/platform/clock';

export type {
  SearchDocument,
  SearchResult,
  SearchSource,
  TextPart,
} from '../platform/search/types';
export { queryWords } from '../platform/search/match';

/**
 * Every source the site search reads, in one list: the static sources (content/, the same for the
 * life of a build), then those the features declare (lib/features/search.ts).
 *
 * Investor documents come from PostgreSQL; the index below is rebuilt when SEARCH_INDEX_TTL_MS has
 * passed, so new filings appear without a build, and a database outage only leaves them out (of
 * that request: an index missing a source is not kept).
 */
export const SEARCH_SOURCES: SearchSource[] = [
  pagesSource,
  productsSource,
  verticalsSource,
  cataloguesSource,
  ...featureSearchSources(),
];

// A minute: a filing scheduled for 10:00 is searchable by 10:01 (lib/investors/visibility.ts).
const SEARCH_INDEX_TTL_MS = 60 * 1000;

// One form of every character (a Hindi letter with a nukta may be typed as one code point or two),
// the form queryWords puts a query in.
const normalized = (doc: SearchDocument): SearchDocument => ({
  ...doc,
  title: doc.title.normalize('NFC'),
  text: doc.text.normalize('NFC'),
  keywords: doc.keywords?.normalize('NFC'),
});

async function loadSources(sources: SearchSource[], language: Language) {
  const loaded = await Promise.allSettled(sources.map(async (s) => s.load(language)));
  let complete = true;
  const docs = loaded.flatMap((r, i) => {
    if (r.status === 'fulfilled') return r.value.map(normalized);
    complete = false;
    console.error(`search: source ${sources[i]!.name} failed`, r.reason);
    return [];
  });
  return { docs, complete };
}

/** Loads every source; a failing source (say, a database that is down) is left out, not fatal. */
export async function buildSearchIndex(
  sources: SearchSource[] = SEARCH_SOURCES,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SearchDocument[]> {
  return (await loadSources(sources, language)).docs;
}

interface CachedIndex {
  at: number;
  /** The sources' versions it was loaded at (SearchSource.version). */
  version: string;
  docs: Promise<SearchDocument[]>;
}
/** One index per language searched. */
const cached = new Map<Language, CachedIndex>();

/** The versions of the sources that have one; a version that cannot be read counts as unchanged. */
async function versionOf(sources: SearchSource[]): Promise<string> {
  const versions = await Promise.all(
    sources.map((source) => source.version?.().catch(() => 'unknown') ?? ''),
  );
  return versions.join('|');
}

async function currentIndex(language: Language): Promise<SearchDocument[]> {
  const current = cached.get(language);
  const version = await versionOf(SEARCH_SOURCES);
  // Measured on the schedule clock, which tests move (lib/platform/clock.ts); one set back
  // counts as expired too.
  const age = current ? scheduleClock.now() - current.at : Infinity;
  const fresh = current && (version.includes('unknown') || current.version === version);
  if (current && fresh && age >= 0 && age <= SEARCH_INDEX_TTL_MS) return current.docs;
  const build = loadSources(SEARCH_SOURCES, language);
  const entry = { at: scheduleClock.now(), version, docs: build.then((b) => b.docs) };
  cached.set(language, entry);
  // Requests during the build share it; once it turns out incomplete, the next request retries.
  void build.then((b) => {
    if (!b.complete && cached.get(language) === entry) cached.delete(language);
  });
  return entry.docs;
}

/**
 * Results for a visitor's query over every source in the language of the page searched from
 * (its pages' titles and addresses), best first, with matches marked.
 */
export async function searchSite(
  query: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SearchResult[]> {
  // A query without words ("?!") finds nothing: no need to load the index for it.
  if (queryWords(query).length === 0) return [];
  return searchDocuments(await currentIndex(language), query);
}
