'use client';

import { createContext, use } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import type { Words } from '@/content/words-type';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The page's language for the client components below it (English where no provider is). */
export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return use(LanguageContext);
}

/**
 * A client component's words in the page's language, from a record of each language's module:
 * `useWords({ en: contactEn, hi: contactHi }).CONTACT_MESSAGES`. Only the modules named are
 * sent to the browser (the whole site's words are not).
 */
export function useWords<E>(
  byLanguage: { en: E } & Record<Exclude<Language, 'en'>, Words<E>>,
): Words<E> {
  return byLanguage[useLanguage()] as Words<E>;
}
