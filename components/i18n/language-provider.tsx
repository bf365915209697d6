'use client';

import { createContext, use } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import type { Words } from '@/content/words-type';
import type { SharedWords } from '@/lib/platform/i18n/shared-words';

interface PageLanguage {
  language: Language;
  /** The shared widgets' words in that language (lib/platform/i18n/shared-words.ts). */
  words: SharedWords | null;
}

const LanguageContext = createContext<PageLanguage>({ language: DEFAULT_LANGUAGE, words: null });

/**
 * The page's language, and the shared widgets' words in it, for the client components below it.
 * Every root layout's Document renders it (components/layout/document.tsx).
 */
export function LanguageProvider({
  language,
  words,
  children,
}: {
  language: Language;
  words: SharedWords;
  children: React.ReactNode;
}) {
  return <LanguageContext value={{ language, words }}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return use(LanguageContext).language;
}

/**
 * The shared widgets' words (slides, form fieldset and honeypot, error view) in the page's
 * language, as the server picked them: `useSharedWords().carouselText`.
 */
export function useSharedWords(): SharedWords {
  const { words } = use(LanguageContext);
  if (!words)
    throw new Error('useSharedWords() outside a Document (components/layout/document.tsx)');
  return words;
}

/**
 * A client component's words in the page's language, from a record of each language's module:
 * `useWords({ en: contactEn, hi: contactHi }).CONTACT_MESSAGES`. Only the modules named are
 * sent to the browser (the whole site's words are not); for a page's own form, whose chunk only
 * that page loads. Words every page may need are shared words instead (useSharedWords).
 */
export function useWords<E>(
  byLanguage: { en: E } & Record<Exclude<Language, 'en'>, Words<E>>,
): Words<E> {
  return byLanguage[useLanguage()] as Words<E>;
}
