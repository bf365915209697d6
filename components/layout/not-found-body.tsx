import { words } from '@/lib/platform/i18n/words';
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';

/** What a visitor reads at an address we do not have: links home and a search box. */
export function NotFoundBody() {
  const { notFoundText } = words().shell;
  const { ROUTES } = words().routes;
  return (
    <>
      <PageHeader title={notFoundText.title} lead={notFoundText.lead} />
      <div className="container-page space-y-6 py-10">
        <p>
          {notFoundText.before}{' '}
          <Link href={ROUTES.home.path} className="text-brand-700 underline">
            {notFoundText.homeLink}
          </Link>
          {notFoundText.after}
        </p>
        <SearchForm id="not-found-q" className="max-w-md" />
      </div>
    </>
  );
}
