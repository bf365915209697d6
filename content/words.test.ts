import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from './languages';

/**
 * Every translation has the English module's shape, both ways: the same exports, the same keys,
 * arrays of the same length, functions taking as many arguments, and the facts that are not
 * words (numbers, flags, file and page addresses, stored values) the same as in English.
 */
const CONTENT = __dirname;
const TRANSLATED = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** Keys whose strings are facts, not words: equal in every language (page addresses get the prefix). */
const FACT_KEYS = new Set(['src', 'href', 'value', 'code', 'slug', 'tel', 'email', 'id', 'kind']);

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return moduleFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts' ? [path] : [];
  });
}

type Difference = string;

const placesOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(' ');

function compare(en: unknown, other: unknown, at: string, language: string, out: Difference[]) {
  if (typeof en === 'function') {
    if (typeof other !== 'function') out.push(`${at}: a function in English`);
    else if (other.length !== en.length)
      out.push(`${at}: takes ${other.length} arguments, English ${en.length}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return void out.push(`${at}: a list in English`);
    if (other.length !== en.length)
      return void out.push(`${at}: ${other.length} items, English ${en.length}`);
    en.forEach((item, i) => compare(item, other[i], `${at}[${i}]`, language, out));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other))
      return void out.push(`${at}: an object in English`);
    const enKeys = Object.keys(en);
    const otherKeys = Object.keys(other);
    for (const key of enKeys)
      if (!otherKeys.includes(key)) out.push(`${at}.${key}: missing in ${language}`);
    for (const key of otherKeys)
      if (!enKeys.includes(key)) out.push(`${at}.${key}: not in English`);
    for (const key of enKeys)
      if (otherKeys.includes(key)) {
        const a = (en as Record<string, unknown>)[key];
        const b = (other as Record<string, unknown>)[key];
        // A key named `email` holds an address (a fact) or a field's label (a word).
        const fact = FACT_KEYS.has(key) && (key !== 'email' || String(a).includes('@'));
        if (fact && typeof a === 'string') {
          if (b !== a) out.push(`${at}.${key}: a fact, ${JSON.stringify(a)} in English`);
        } else if (key === 'path' && typeof a === 'string') {
          const expected = a === '/' ? `/${language}` : `/${language}${a}`;
          if (b !== expected) out.push(`${at}.path: ${JSON.stringify(expected)} expected`);
        } else compare(a, b, `${at}.${key}`, language, out);
      }
    return;
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string') out.push(`${at}: a string in English`);
    else if (en.trim() !== '' && other.trim() === '') out.push(`${at}: empty`);
    // A template's places (fillIn: '{n} of {count}') are the English ones, in any order.
    else if (placesOf(other) !== placesOf(en))
      out.push(`${at}: places ${placesOf(other) || 'none'}, English ${placesOf(en) || 'none'}`);
    return;
  }
  if (other !== en) out.push(`${at}: ${JSON.stringify(other)}, English ${JSON.stringify(en)}`);
}

describe.each(TRANSLATED)('the %s words', (language) => {
  const dir = join(CONTENT, language);
  const files = moduleFiles(dir);

  it.each(files.map((file) => [relative(dir, file)]))(
    '%s has the English module’s shape',
    async (name) => {
      const translated = (await import(join(dir, name))) as Record<string, unknown>;
      const english = (await import(join(CONTENT, name))) as Record<string, unknown>;
      const out: Difference[] = [];
      compare(english, translated, name.replace(/\.ts$/, ''), language, out);
      expect(out).toEqual([]);
    },
  );
});
