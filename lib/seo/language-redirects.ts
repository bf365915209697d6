import type { NextConfig } from 'next';
import { LANGUAGE_COOKIE, localPath, TRANSLATED_LANGUAGES } from '../../content/languages';

type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/**
 * A visitor who chose another language with the switch (its cookie) and comes back to the home
 * page's address is sent to that language's home page (307: the choice can change). Nothing
 * else is redirected: every other address shows the page it names, a search engine sends no
 * cookie, and `Accept-Language` never redirects (components/i18n/language-switch.tsx only
 * highlights the link). Choosing English sets the cookie to `en`, so there is no loop.
 */
export function rememberedLanguageRedirects(): Redirect[] {
  return TRANSLATED_LANGUAGES.map((language) => ({
    source: '/',
    has: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: language }],
    destination: localPath('/', language),
    permanent: false,
  }));
}
