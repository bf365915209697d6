'use client';

import { useLanguage } from '@/components/i18n/language-provider';
import type { Language } from '@/content/languages';

/** Its children on a page of `language` only (the frame's LanguageProvider says which). */
export function LanguageOnly({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  return useLanguage() === language ? children : null;
}
