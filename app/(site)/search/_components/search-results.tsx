import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import type { SearchResult, TextPart } from '@/lib/search';

/** Text with the matched words in <mark>, so they stand out and screen readers keep the words. */
function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((p, i) =>
    p.match ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
        {p.text}
      </mark>
    ) : (
      p.text
    ),
  );
}

export function SearchResultList({ query, results }: { query: string; results: SearchResult[] }) {
  const { searchPage } = words().search;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="mb-4 text-xl font-bold text-brand-900">
        {searchPage.resultsFor(query, results.length)}
      </h2>
      <ol className="space-y-5">
        {results.map((r) => (
          // A vertical links to its product page, which is also a result of its own: kind + url is unique.
          <li key={`${r.kind} ${r.url}`}>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {searchPage.kinds[r.kind]}
            </p>
            <Link href={r.url} className="text-lg font-semibold text-brand-700 underline">
              <Marked parts={r.title} />
            </Link>
            <p className="mt-1 text-sm">
              <Marked parts={r.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function NoResults({ query }: { query: string }) {
  const { searchPage } = words().search;
  return (
    <section aria-labelledby="search-results-heading" className="space-y-4">
      <h2 id="search-results-heading" className="text-xl font-bold text-brand-900">
        {searchPage.noResults(query)}
      </h2>
      <p>{searchPage.noResultsHelp}</p>
      <SuggestionLinks />
    </section>
  );
}

export function SearchHint() {
  const { searchPage } = words().search;
  return (
    <div className="space-y-4">
      <p>{searchPage.emptyHint}</p>
      <SuggestionLinks />
    </div>
  );
}

function SuggestionLinks() {
  const { browseLinks, searchPage, suggestedSearches } = words().search;
  const { ROUTES } = words().routes;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <nav aria-label={searchPage.suggestionsHeading}>
        <h3 className="mb-2 font-semibold text-brand-900">{searchPage.suggestionsHeading}</h3>
        <ul className="flex flex-wrap gap-2">
          {suggestedSearches.map((s) => (
            <li key={s}>
              <Link
                href={`${ROUTES.search.path}?q=${encodeURIComponent(s)}`}
                className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
              >
                {s}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={searchPage.browseHeading}>
        <h3 className="mb-2 font-semibold text-brand-900">{searchPage.browseHeading}</h3>
        <ul className="space-y-1">
          {browseLinks.map((r) => (
            <li key={r.path}>
              <Link href={r.path} className="text-brand-700 underline">
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
