'use client';

import { useMemo } from 'react';
import { translator } from '@/lib/platform/i18n/translations';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import type { Words } from '@/content/words-type';
import { useLanguage } from './language-provider';

/**
 * English text of the given modules → the page's language (the identity on English pages): what
 * a form's schema says in the browser is written in English in content/, shared with the server.
 * `useTranslate({ en: [warrantyEn, captchaEn], hi: [warrantyHi, captchaHi] })`. A module of its
 * own, so that only the forms' chunks carry the translator.
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
