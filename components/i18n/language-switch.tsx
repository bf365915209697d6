'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import {
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGES,
  localPath,
  splitLanguage,
  type Language,
} from '@/content/languages';

/** A year, in seconds: how long the choice is remembered. */
const REMEMBER_FOR = 365 * 24 * 60 * 60;

/**
 * Links to this page in the other languages (the header's strip, and the phone menu). The link
 * is the other page's own address, so it works without JavaScript and for crawlers; a click also
 * remembers the choice in a cookie (what `/` reads to open the chosen language's home page:
 * next.config.ts). The browser's languages change nothing: no redirect, and no suggestion that
 * would change the header after the first paint (a layout shift).
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const { language, path } = splitLanguage(usePathname() ?? '/');
  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${REMEMBER_FOR}; samesite=lax`;
    // The page's query (a search) goes along.
    event.currentTarget.href = `${localPath(path, code)}${window.location.search}`;
  };
  return (
    <ul aria-label={label} className={className}>
      {LANGUAGE_CODES.filter((code) => code !== language).map((code) => (
        <li key={code}>
          <a
            href={localPath(path, code)}
            hrefLang={LANGUAGES[code].hreflang}
            lang={LANGUAGES[code].htmlLang}
            onClick={choose(code)}
            className="font-language-name hover:underline"
          >
            {LANGUAGES[code].name}
          </a>
        </li>
      ))}
    </ul>
  );
}
