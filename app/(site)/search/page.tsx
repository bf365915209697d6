import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import { SITEMAP_ROUTES } from '@/content/routes';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const results = words.length
    ? SITEMAP_ROUTES.filter((r) =>
        words.every((w) => `${r.title} ${r.description}`.toLowerCase().includes(w)),
      )
    : [];
  return (
    <>
      <PageHeader
        title="Search"
        lead={q ? `Results for “${q}”` : 'Search our pages and products.'}
      />
      <div className="container-page space-y-6 py-10">
        <SearchForm id="search-page-q" className="max-w-md" />
        {!q ? (
          <p>Type a word, such as a product (inverter, battery) or a page (financials).</p>
        ) : results.length === 0 ? (
          <p>No pages match “{q}”. Try a shorter or different word.</p>
        ) : (
          <ul className="space-y-3">
            {results.map((r) => (
              <li key={r.path}>
                <Link href={r.path} className="font-semibold text-brand-700 underline">
                  {r.title}
                </Link>
                <p className="text-sm text-muted">{r.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
