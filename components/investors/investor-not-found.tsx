import { NotFoundBody } from '@/components/layout/not-found-body';
import { site } from '@/content/site';
import { wordsOf } from '@/lib/platform/i18n/words';

/**
 * An English investor page that does not exist though its address matches a route: a year, or a
 * page of a year, with no filings (/investor-relations/financials/1999), or a category's unknown
 * year. app/global-not-found.tsx answers only addresses no route matches; without this boundary
 * Next.js shows its own bare "404: This page could not be found.". Each [...year] folder of
 * app/(site) (and disclosures/[category], for its years) re-exports it: a boundary rides in the
 * payload of the pages below it, so only those carry it. The Hindi twins get the Hindi
 * not-found page (lib/seo/translated-not-found.ts).
 */
export default function InvestorNotFound() {
  const { notFoundText } = wordsOf('en').shell;
  const title = `${notFoundText.title} | ${site.name}`;
  return (
    <>
      <title>{title}</title>
      <NotFoundBody language="en" />
    </>
  );
}
