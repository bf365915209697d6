import { ROUTES } from '../../content/routes';

/** Every page's address, keyed by its lower-case spelling. */
const CANONICAL_BY_LOWER_CASE = new Map(
  Object.values(ROUTES).map(({ path }) => [path.toLowerCase(), path]),
);

/**
 * The spec's menu links `/Bess`, and old links and bookmarks spell other pages with capitals
 * (`/About-Us`): such an address gets the page's one canonical spelling (the proxy answers 308
 * to it), so search engines and the sitemap see a single address per page. Answers null for an
 * address with no capital letter (the cheap test every other request stops at) and for unknown
 * pages, which stay 404. (next.config redirects cannot do this: they match without regard to
 * case, so `/bess` would redirect to itself.)
 */
export function canonicalCasePath(pathname: string): string | null {
  if (!/[A-Z]/.test(pathname)) return null;
  return CANONICAL_BY_LOWER_CASE.get(pathname.toLowerCase()) ?? null;
}
