import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Finder } from '@/components/catalogue/finder';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import {
  findModels,
  finderSearch,
  parseFinderQuery,
  rangesOf,
  searchOf,
} from '@/lib/catalogue/finder';
import { CATALOGUE_LINES, isCatalogueLine } from '@/lib/catalogue/specs';
import { listModels } from '@/lib/catalogue/store';
import { pageMetadata } from '@/lib/seo/metadata';

// One finder per product line; any other address under /products is a model or not found.
export const dynamicParams = false;
export const generateStaticParams = () => CATALOGUE_LINES.map((line) => ({ line }));

export async function generateMetadata({
  params,
}: PageProps<'/products/[line]'>): Promise<Metadata> {
  const { line } = await params;
  if (!isCatalogueLine(line)) return {};
  const { ROUTES } = words().routes;
  return pageMetadata(words().catalogue.lineRoute(line), ROUTES.products);
}

/** A line's finder: its models filtered by series and specifications, sorted and paged. */
export default async function LinePage({ params, searchParams }: PageProps<'/products/[line]'>) {
  const { line } = await params;
  if (!isCatalogueLine(line)) notFound();
  const { ROUTES } = words().routes;
  const T = words().catalogue;
  const language = requestLanguage();
  const route = T.lineRoute(line);
  const models = (await listModels()).filter((model) => model.line === line);
  const sent = await searchParams;
  const query = parseFinderQuery(line, sent);
  // The form's empty fields, values that do not parse and odd orders leave the address.
  if (searchOf(sent) !== finderSearch(query))
    redirect(`${ROUTES.products.path}/${line}${finderSearch(query)}`);
  return (
    <>
      <Breadcrumbs route={route} trail={[ROUTES.home, ROUTES.products, route]} />
      <PageHeader title={route.title} lead={T.LINE_LEADS[line]} />
      <Finder
        line={line}
        action={route.path}
        query={query}
        result={findModels(models, query, language)}
        ranges={rangesOf(line, models)}
        language={language}
      />
    </>
  );
}
