import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { LocatorForm } from '@/components/locator/locator-form';
import { OutletResults } from '@/components/locator/outlet-results';
import { locateOutlets } from '@/lib/locator/search';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.dealerLocator);
}

/** Rendered per request from the query string: a GET form and its results, no script needed. */
export default async function DealerLocatorPage({ searchParams }: PageProps<'/dealer-locator'>) {
  const { ROUTES } = words().routes;
  const { LOCATOR_TEXT: T } = words().locator;
  const { values, answer } = await locateOutlets(await searchParams, requestLanguage());
  return (
    <>
      <Breadcrumbs route={ROUTES.dealerLocator} />
      <PageHeader title={ROUTES.dealerLocator.title} lead={T.lead} />
      <div className="container-page space-y-8 py-10">
        <h2 className="sr-only">{T.heading}</h2>
        <LocatorForm values={values} errors={answer.kind === 'invalid' ? answer.errors : {}} />
        {answer.kind === 'found' ? (
          <OutletResults
            outlets={answer.outlets}
            total={answer.total}
            nearestFrom={answer.nearestFrom}
          />
        ) : null}
        <p>
          {T.enquire}{' '}
          <Link href={ROUTES.dealers.path} className="text-brand-800 underline">
            {T.dealersLink}
          </Link>
        </p>
      </div>
    </>
  );
}
