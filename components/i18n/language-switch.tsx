'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type MouseEvent } from 'react';
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

function remembered(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}

const noChanges = () => () => {};

/** The browser's first language we have, when the visitor has not chosen one here. */
function suggested(current: Language): Language | undefined {
  if (remembered()) return undefined;
  for (const tag of navigator.languages ?? []) {
    const code = tag.slice(0, 2).toLowerCase();
    if (code === current) return undefined;
    if (LANGUAGE_CODES.includes(code as Language)) return code as Language;
  }
  return undefined;
}

/**
 * Links to this page in the other languages (the header's strip, and the phone menu). The link
 * is the other page's own address, so it works without JavaScript and for crawlers; a click also
 * remembers the choice in a cookie (what `/` reads to open the chosen language's home page:
 * next.config.ts). The browser's languages only make the link stand out; nothing redirects.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const { language, path } = splitLanguage(usePathname() ?? '/');
  // Read in the browser only (the server's HTML has no suggestion): nothing to subscribe to.
  const suggestion = useSyncExternalStore(
    noChanges,
    () => suggested(language),
    () => undefined,
  );
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
            className={
              code === suggestion
                ? 'rounded bg-white px-2 py-0.5 font-semibold text-brand-900 hover:underline'
                : 'hover:underline'
            }
          >
            {code === suggestion ? LANGUAGES[code].readIn : LANGUAGES[code].name}
          </a>
        </li>
      ))}
    </ul>
  );
}
