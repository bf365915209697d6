import { words, wordsOf } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import type { Language } from '@/content/languages';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';

/**
 * What a visitor reads at an address we do not have: links home and a search box. In the page's
 * language, or in `language` where the render has not set it (a not-found boundary).
 */
export function NotFoundBody({ language }: { language?: Language }) {
  const { notFoundText } = (language ? wordsOf(language) : words()).shell;
  const { ROUTES } = (language ? wordsOf(language) : words()).routes;
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
        <SearchForm id="not-found-q" className="max-w-md" language={language} />
      </div>
    </>
  );
}
