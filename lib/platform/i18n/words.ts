import { cache } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { WORDS, type SiteWords } from '@/content/words';

/**
 * The language of the page being rendered, kept for the one render (React's `cache` is per
 * request on the server). The Hindi tree's layout and each of its pages set it from the address
 * (app/(translated)/[lang]/); everything else renders in English. In route handlers, scripts and
 * tests there is no render: they pass the language they were given to `wordsOf`.
 */
const current = cache((): { language: Language } => ({ language: DEFAULT_LANGUAGE }));

export function setRequestLanguage(language: Language): void {
  current().language = language;
}

export function requestLanguage(): Language {
  return current().language;
}

/** The words of the page being rendered (server components only). */
export function words(): SiteWords {
  return WORDS[requestLanguage()];
}

/** The words of a language given outright (route handlers, mails, PDFs). */
export function wordsOf(language: Language): SiteWords {
  return WORDS[language];
}

/**
 * The `lang` of text staff typed (a filing's title, a director's name): English, said so on a
 * page in another language (screen readers then read it as English); nothing on English pages.
 */
export function staffTypedLang(): string | undefined {
  return requestLanguage() === DEFAULT_LANGUAGE ? undefined : 'en-IN';
}
