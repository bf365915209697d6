import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import { NoResults, SearchHint, SearchResultList } from '@/app/(site)/search/_components/search-results';
import { queryWords, searchSite } from '@/lib/search';
import { pageMetadata } from '@/lib/seo/metadata';

// Result pages are not worth indexing; the pages they list are in the sitemap.
export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return { ...pageMetadata(ROUTES.search), robots: { index: false } };
}

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const { ROUTES } = words().routes;
  const { searchPage } = words().search;
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
  const hasWords = queryWords(q).length > 0;
  const results = hasWords ? await searchSite(q, requestLanguage()) : [];
  return (
    <>
      <PageHeader title={ROUTES.search.title} lead={searchPage.lead} />
      <div className="container-page space-y-8 py-10">
        <SearchForm id="search-page-q" className="max-w-md" defaultValue={q} />
        {!hasWords ? (
          <SearchHint />
        ) : results.length === 0 ? (
          <NoResults query={q} />
        ) : (
          <SearchResultList query={q} results={results} />
        )}
      </div>
    </>
  );
}
