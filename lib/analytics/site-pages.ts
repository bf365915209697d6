import { DISCLOSURE_CATEGORIES, disclosureRoute } from '@/content/disclosures';
import { DOCUMENT_PAGES } from '@/content/investors';
import { TRANSLATED_LANGUAGES } from '@/content/languages';
import { ROUTES } from '@/content/routes';
import { isCataloguePage } from '@/lib/catalogue/page-paths';
import { isYearKey } from '@/lib/investors/years';

/** Every public page with an address of its own (content/routes.ts), disclosure categories too. */
const PAGES: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES).map((route) => route.path),
  ...DISCLOSURE_CATEGORIES.map((category) => disclosureRoute(category).path),
]);

/** The investor lists with a page per year (`/investor-relations/financials/2023-24[/2]`). */
const YEAR_PARENTS: ReadonlySet<string> = new Set(
  Object.values(DOCUMENT_PAGES).map((page) => page.route.path),
);

/** The English address of a page in any language (`/hi/about-us` is `/about-us`). */
function englishPath(path: string): string {
  for (const language of TRANSLATED_LANGUAGES) {
    if (path === `/${language}`) return '/';
    if (path.startsWith(`/${language}/`)) return path.slice(language.length + 1);
  }
  return path;
}

/**
 * Whether `path` (as the page-view beacon reports it: usePathname, no query string) is a page of
 * the public site, in any language: a page of content/routes.ts, a disclosure category, or a year
 * (and page number) of an investor list as its page reads them. Anything else, a phone number or
 * a notice typed into the beacon, is no page, and never reaches the staff's "Top pages".
 */
export function isSitePage(path: string): boolean {
  const english = englishPath(path);
  if (PAGES.has(english)) return true;
  const year = /^(.+)\/([^/]+)\/([1-9]\d{0,4})$/.exec(english) ?? /^(.+)\/([^/]+)$/.exec(english);
  if (!year) return false;
  const [, parent, key, pageNumber] = year;
  return YEAR_PARENTS.has(parent!) && isYearKey(key!) && pageNumber !== '1';
}

/**
 * Whether the beacon counts `path`: a page of isSitePage, or a page of the catalogue (a line's
 * finder, a model's page: lib/catalogue/page-paths.ts), in any language.
 */
export async function isCountedPage(path: string): Promise<boolean> {
  return isSitePage(path) || isCataloguePage(englishPath(path));
}
