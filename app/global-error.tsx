'use client';

import { usePathname } from 'next/navigation';
import { LANGUAGES, splitLanguage, type Language } from '@/content/languages';
import { globalErrorText as errorEn } from '@/content/shell';
import { globalErrorText as errorHi } from '@/content/hi/shell';
import type { Words } from '@/content/words-type';

const TEXT: Record<Language, Words<typeof errorEn>> = { en: errorEn, hi: errorHi };

// Shown only when the root layout itself fails; it must render its own <html>. No layout, so no
// language provider above it: the address says the language (/hi/… is Hindi).
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { language } = splitLanguage(usePathname() ?? '/');
  const T = TEXT[language];
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem' }}>
        <h1>{T.title}</h1>
        <p>{T.text}</p>
        <button type="button" onClick={reset}>
          {T.retry}
        </button>
      </body>
    </html>
  );
}
