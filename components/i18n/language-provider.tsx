'use client';

import { createContext, use, useMemo } from 'react';
import { translator } from '@/lib/platform/i18n/translations';
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

/**
 * English text of the given modules → the page's language (the identity on English pages): what
 * a form's schema says in the browser is written in English in content/, shared with the server.
 * `useTranslate({ en: [warrantyEn, captchaEn], hi: [warrantyHi, captchaHi] })`.
 */
export function useTranslate<E>(
  byLanguage: { en: E } & Record<Exclude<Language, 'en'>, Words<E>>,
): (text: string) => string {
  const language = useLanguage();
  const other = byLanguage[language];
  return useMemo(
    () =>
      language === DEFAULT_LANGUAGE ? (text: string) => text : translator(byLanguage.en, other),
    // The modules are module-level constants: the language decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
