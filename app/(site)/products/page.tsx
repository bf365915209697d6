import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Finder } from '@/components/catalogue/finder';
import { linePath } from '@/components/catalogue/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/components/ui/link';
import { findModels, finderSearch, parseFinderQuery, searchOf } from '@/lib/catalogue/finder';
import { CATALOGUE_LINES } from '@/lib/catalogue/specs';
import { listModels } from '@/lib/catalogue/store';
import { pageMetadata } from '@/lib/seo/metadata';
import { redirect } from 'next/navigation';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.products);
}

/** Every product line with its number of models, and the finder across them by code or name. */
export default async function ProductsPage({ searchParams }: PageProps<'/products'>) {
  const { ROUTES } = words().routes;
  const T = words().catalogue;
  const language = requestLanguage();
  const models = await listModels();
  const sent = await searchParams;
  const query = parseFinderQuery(null, sent);
  // The form's empty fields, values that do not parse and odd orders leave the address.
  if (searchOf(sent) !== finderSearch(query))
    redirect(`${ROUTES.products.path}${finderSearch(query)}`);
  const current = models.filter((model) => !model.discontinued);
  return (
    <>
      <Breadcrumbs route={ROUTES.products} />
      <PageHeader title={ROUTES.products.title} lead={T.INDEX_TEXT.lead} />
      <section aria-labelledby="product-lines" className="container-page pt-10">
        <h2 id="product-lines" className="mb-4 text-2xl font-bold text-brand-900">
          {T.INDEX_TEXT.linesHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATALOGUE_LINES.map((line) => (
            <li key={line} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="text-lg font-semibold text-brand-900">
                <Link
                  href={linePath(line, language)}
                  className="underline-offset-2 hover:underline"
                >
                  {T.LINE_NAMES[line]}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                {T.INDEX_TEXT.modelCount(current.filter((model) => model.line === line).length)}
              </p>
              <p className="mt-2">{T.LINE_LEADS[line]}</p>
            </li>
          ))}
        </ul>
      </section>
      <Finder
        line={null}
        action={ROUTES.products.path}
        query={query}
        result={findModels(models, query, language)}
        ranges={{}}
        language={language}
      />
    </>
  );
}
