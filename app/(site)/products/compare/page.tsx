import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Comparison } from '@/components/catalogue/comparison';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { compareSearch, parseCompareQuery, resolveComparison } from '@/lib/catalogue/compare';
import { searchOf } from '@/lib/catalogue/finder';
import { listModels } from '@/lib/catalogue/store';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/products/compare'>;

// Any two to four of 700+ models make billions of pages with nothing of their own: each model's
// page is indexed, its comparisons are not (they may still be followed to the models).
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { ROUTES } = words().routes;
  const C = words().catalogue.COMPARE_TEXT;
  const query = parseCompareQuery(await searchParams);
  const { models } = resolveComparison(await listModels(), query);
  const route = {
    ...ROUTES.compare,
    path: `${ROUTES.compare.path}${compareSearch(query)}`,
    ...(models.length >= 2 && { title: C.title(models.map((model) => model.code).join(', ')) }),
  };
  return { ...pageMetadata(route, ROUTES.products), robots: { index: false } };
}

/** Up to four models side by side, named by code in the address, their differences marked. */
export default async function ComparePage({ searchParams }: Props) {
  const { ROUTES } = words().routes;
  const language = requestLanguage();
  const sent = await searchParams;
  const query = parseCompareQuery(sent);
  // Empty fields, codes in lower case, repeats and what cannot be a code leave the address.
  if (searchOf(sent) !== compareSearch(query))
    redirect(`${ROUTES.compare.path}${compareSearch(query)}`);
  const comparison = resolveComparison(await listModels(), query);
  return (
    <>
      <Breadcrumbs route={ROUTES.compare} />
      <PageHeader title={ROUTES.compare.title} lead={ROUTES.compare.description} />
      <Comparison
        comparison={comparison}
        query={query}
        path={ROUTES.compare.path}
        language={language}
      />
    </>
  );
}
