/**
 * The site's languages. English is the default and keeps the old addresses (no prefix); every
 * other language has its pages under /<code>/… (app/(translated)/[lang]/) and its words in
 * content/<code>/, with the same shape as the English modules (content/words.ts).
 *
 * To add a language: its entry here, its folder of words, and its line in content/words.ts
 * (docs/features/languages.md).
 */
export const LANGUAGES = {
  en: {
    /** `<html lang>` */
    htmlLang: 'en-IN',
    /** `hreflang` of the alternate links and the sitemap */
    hreflang: 'en-IN',
    ogLocale: 'en_IN',
    /** The language's name in itself, as the switch shows it. */
    name: 'English',
    /** For `Intl` (numbers, dates, rupees). */
    locale: 'en-IN',
  },
  hi: {
    htmlLang: 'hi',
    hreflang: 'hi-IN',
    ogLocale: 'hi_IN',
    name: 'हिन्दी',
    locale: 'hi-IN',
  },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

/** Every language, the default first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The languages with a prefix (/hi/…): every one but the default. */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** The name of the cookie that remembers a visitor's choice (set by the language switch). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** A page's address in a language: '/about-us' → '/hi/about-us', '/' → '/hi'. */
export function localPath(path: string, language: Language): string {
  const { path: bare } = splitLanguage(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** An address's language and its English address: '/hi/about-us' → hi, '/about-us'. */
export function splitLanguage(path: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(path);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    const rest = match[2] ?? '';
    return {
      language: match[1],
      path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
    };
  }
  return { language: DEFAULT_LANGUAGE, path };
}
