import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/content/languages';

/**
 * English text → the same text in another language, from two modules (or bundles, or lists of
 * modules) of the same shape: every string at the same place. What the API's answers and the
 * browser's schema checks say is written in English in content/ (the schemas are shared by the
 * browser and the server); a page in Hindi shows it through this map.
 */
export function translator(english: unknown, other: unknown): (text: string) => string {
  const map = new Map<string, string>();
  collect(english, other, map);
  return (text) => map.get(text) ?? text;
}

function collect(english: unknown, other: unknown, map: Map<string, string>): void {
  if (typeof english === 'string') {
    if (typeof other === 'string' && !map.has(english)) map.set(english, other);
    return;
  }
  if (
    english === null ||
    typeof english !== 'object' ||
    other === null ||
    typeof other !== 'object'
  )
    return;
  for (const key of Object.keys(english))
    collect(
      (english as Record<string, unknown>)[key],
      (other as Record<string, unknown>)[key],
      map,
    );
}

/** The header a page's form sends its language in (our poster, components/forms/post.ts). */
export const LANGUAGE_HEADER = 'content-language';

/**
 * The language of the page that posted: `Content-Language: hi` from our forms. Anything else
 * (no header, another client, a language we do not have) is English, as the old API answered.
 */
export function postedLanguage(headers: Headers): Language {
  // `hi` or `hi-IN`: the primary subtag names the language.
  const value = headers
    .get(LANGUAGE_HEADER)
    ?.trim()
    .toLowerCase()
    .split(/[-_,;\s]/)[0];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
