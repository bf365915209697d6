import { TRANSLATED_LANGUAGES } from '../../content/languages';

/** One entry of next.config's rewrites(). */
interface Rewrite {
  source: string;
  destination: string;
}

/**
 * The translated site's not-found page: app/(translated)/[lang]/page-not-found/, a page of its own
 * (no English twin: `npm run twins` keeps it) that answers 404 in the language's frame.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found';

/**
 * An address under a language's prefix that no page has (/hi/no-such-page) is answered by that
 * language's not-found page. A fallback rewrite, applied only after every page and dynamic route
 * has failed to match, so that no page is shadowed; English addresses never match it and keep
 * app/global-not-found.tsx. Not a catch-all route beside the pages: `[lang]/[...missing]` would
 * also match English addresses of two or more segments (`[lang]` takes any first segment).
 */
export function translatedNotFoundRewrites(): Rewrite[] {
  if (TRANSLATED_LANGUAGES.length === 0) return [];
  return [
    {
      source: `/:lang(${TRANSLATED_LANGUAGES.join('|')})/:path+`,
      destination: `/:lang/${NOT_FOUND_SEGMENT}`,
    },
  ];
}
