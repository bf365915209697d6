/**
 * The translated site's pages: for every public page app/(site)/<path>/page.tsx, its twin
 * app/(translated)/[lang]/<path>/page.tsx, which renders the English page in the address's language
 * (components/i18n/translated.tsx); and the same for the pages opened from our mails,
 * app/(mail-links)/ → app/(translated-mail-links)/[lang]/ (a root layout of their own: no beacon,
 * no index). `npm run twins` writes them; scripts/twins.test.ts fails when the trees on disk are
 * not what this would write (a page added without its twin, a stale revalidate).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NOT_FOUND_SEGMENT } from '../lib/seo/translated-not-found';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ENGLISH_TREE = join(ROOT, 'app', '(site)');
export const TRANSLATED_TREE = join(ROOT, 'app', '(translated)', '[lang]');

/** Each English tree (its route group's name) and the translated tree of its twins. */
export const TREES = [
  { group: '(site)', english: ENGLISH_TREE, translated: TRANSLATED_TREE },
  {
    group: '(mail-links)',
    english: join(ROOT, 'app', '(mail-links)'),
    translated: join(ROOT, 'app', '(translated-mail-links)', '[lang]'),
  },
] as const;
export type Tree = (typeof TREES)[number];

/**
 * Pages of the translated tree that are no twin: the not-found page every unknown /hi/… address
 * is rewritten to (lib/seo/translated-not-found.ts). Kept, never written or deleted.
 */
export const OWN_PAGES = new Set([join(NOT_FOUND_SEGMENT, 'page.tsx')]);

/** Segment options Next reads from the page file itself: copied as they are. */
const COPIED = /^export const (revalidate|dynamic|dynamicParams) = [^;]+;$/gm;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : pages(path);
    return name === 'page.tsx' ? [path] : [];
  });
}

/** Each twin's path (relative to its translated tree) and its text. */
export function twins(tree: Tree = TREES[0]): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of pages(tree.english)) {
    const rel = relative(tree.english, page);
    const source = readFileSync(page, 'utf8');
    const from = `@/app/${tree.group}/${rel.replace(/\.tsx$/, '')}`;
    const options: string[] = [...(source.match(COPIED) ?? [])];
    // The language must be one built with the site (the layout's generateStaticParams), so an
    // unknown first segment (/no-such-page) gets the site's not-found page; Next refuses ungenerated
    // parameters only where a segment of the route says so. Said by each page, not the layout: a
    // page rendered on its first request (a catalogue model, `dynamicParams = true`) must not be
    // refused for its own parameter (a layout's `false` applies to every route below it).
    if (!options.some((option) => option.includes('dynamicParams')))
      options.push('export const dynamicParams = false;');
    const hasParams = /export (const|async function|function) generateStaticParams\b/.test(source);
    const lines = [
      `// Made by \`npm run twins\` from app/${tree.group}/${rel}: change that page, not this file.`,
      `import * as english from '${from}';`,
      `import { translatedMetadata, translatedPage } from '@/components/i18n/translated';`,
      '',
      ...options,
      ...(hasParams ? ['export const generateStaticParams = english.generateStaticParams;'] : []),
      'export const generateMetadata = translatedMetadata(english);',
      'export default translatedPage(english);',
      '',
    ];
    out.set(rel, lines.join('\n'));
  }
  return out;
}

function translatedPagesOnDisk(tree: Tree): string[] {
  try {
    return pages(tree.translated).map((p) => relative(tree.translated, p));
  } catch {
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const tree of TREES) {
    const wanted = twins(tree);
    for (const rel of translatedPagesOnDisk(tree))
      if (!wanted.has(rel) && !OWN_PAGES.has(rel)) rmSync(join(tree.translated, rel));
    for (const [rel, text] of wanted) {
      const path = join(tree.translated, rel);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    console.log(`${wanted.size} translated pages in ${relative(ROOT, tree.translated)}/`);
  }
}
