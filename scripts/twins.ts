/**
 * The translated site's pages: for every public page app/(site)/<path>/page.tsx, its twin
 * app/(translated)/[lang]/<path>/page.tsx, which renders the English page in the address's language
 * (components/i18n/translated.tsx). `npm run twins` writes them; scripts/twins.test.ts fails when the
 * tree on disk is not what this would write (a page added without its twin, a stale revalidate).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NOT_FOUND_SEGMENT } from '../lib/seo/translated-not-found';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ENGLISH_TREE = join(ROOT, 'app', '(site)');
export const TRANSLATED_TREE = join(ROOT, 'app', '(translated)', '[lang]');

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

/** Each twin's path (relative to the translated tree) and its text. */
export function twins(): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of pages(ENGLISH_TREE)) {
    const rel = relative(ENGLISH_TREE, page);
    const source = readFileSync(page, 'utf8');
    const from = `@/app/(site)/${rel.replace(/\.tsx$/, '')}`;
    const options = source.match(COPIED) ?? [];
    const hasParams = /export (const|async function|function) generateStaticParams\b/.test(source);
    const lines = [
      `// Made by \`npm run twins\` from app/(site)/${rel}: change that page, not this file.`,
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

function translatedPagesOnDisk(): string[] {
  try {
    return pages(TRANSLATED_TREE).map((p) => relative(TRANSLATED_TREE, p));
  } catch {
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const wanted = twins();
  for (const rel of translatedPagesOnDisk())
    if (!wanted.has(rel) && !OWN_PAGES.has(rel)) rmSync(join(TRANSLATED_TREE, rel));
  for (const [rel, text] of wanted) {
    const path = join(TRANSLATED_TREE, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`${wanted.size} translated pages in app/(translated)/[lang]/`);
}
