import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../content/languages';

/** Devanagari letters, signs and joiners (the ₹ sign is left to the Latin fonts: every page has it). */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\u200C\u200D\uA8E0-\uA8FF]/u;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(folder, entry.name))
      : [path.join(folder, entry.name)],
  );
}

/** Every Devanagari character of the Hindi words (content/hi/), sorted: what the font must draw. */
export function devanagariCharacters(root = '.'): string {
  const used = new Set<string>();
  for (const file of filesUnder(path.join(root, 'content', 'hi')))
    for (const character of readFileSync(file, 'utf8'))
      if (DEVANAGARI.test(character)) used.add(character);
  return [...used].sort().join('');
}

/** The letters of the languages' own names that are not Latin ("हिन्दी"), sorted: the switch's font. */
export function languageNameCharacters(): string {
  const names = Object.values(LANGUAGES)
    .map((language) => language.name)
    .join('');
  return [...new Set(names.replace(/[\u0000-\u024f\s]/g, ''))].sort().join('');
}
