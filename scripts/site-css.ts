// The site's stylesheet, compiled outside Next.js so that the server can inline it into every
// page's <head> (components/layout/site-styles.tsx, issue 32): app/globals.css through Tailwind
// (the same PostCSS plugin as postcss.config.mjs, minified) to SITE_CSS_FILE, and the Devanagari
// fonts cut into public/fonts/ (Latin text has no web font: app/globals.css). scripts/serve.ts runs it before every build and, watching the
// sources, under `npm run dev`. `tsx scripts/site-css.ts` runs it alone.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';
import subsetFont from 'subset-font';
import { devanagariCharacters, languageNameCharacters } from './devanagari';
import {
  DEVANAGARI_FONT_SOURCE,
  FONT_FOLDER,
  SITE_CSS_FILE,
  STYLES_FOLDER,
} from '@/lib/platform/styles/site-css-file';

const ENTRY = 'app/globals.css';
/** Folders whose files may name classes; a change in them may change the stylesheet. */
const WATCHED = ['app', 'components', 'content', 'lib'];

/**
 * The Noto Sans Devanagari package's font cut to `characters` (with every conjunct and vowel sign
 * of them the font's shaping rules reach) and to the weights `weight` keeps, written to
 * public/fonts/<prefix>-<package version>-<hash of the characters>.woff2 (so a change of words is
 * a new file, cached for good); the earlier cuts of that prefix are removed. Returns the name.
 */
async function placeDevanagariCut(
  root: string,
  prefix: string,
  characters: string,
  weight: number | { min: number; max: number },
): Promise<string> {
  const pkg = JSON.parse(
    readFileSync(
      path.join(root, 'node_modules/@fontsource-variable/noto-sans-devanagari/package.json'),
      'utf8',
    ),
  ) as { version: string };
  const hash = createHash('sha256').update(characters).digest('hex').slice(0, 8);
  const name = `${prefix}-${pkg.version}-${hash}.woff2`;
  const target = path.join(root, FONT_FOLDER, name);
  if (!existsSync(target)) {
    const cut = await subsetFont(
      readFileSync(path.join(root, DEVANAGARI_FONT_SOURCE)),
      characters,
      {
        targetFormat: 'woff2',
        variationAxes: { wght: weight },
      },
    );
    mkdirSync(path.dirname(target), { recursive: true });
    for (const old of readdirSync(path.dirname(target)))
      if (old.startsWith(`${prefix}-`)) rmSync(path.join(path.dirname(target), old));
    writeFileSync(target, cut);
  }
  return name;
}

/**
 * The Hindi pages' font: the Devanagari characters of content/hi/, weights 400-700 (51 KB
 * instead of the package's 121 KB). A character no Hindi word has (a visitor's typed name, say)
 * falls back to the system's font.
 */
const placeDevanagariFont = (root: string) =>
  placeDevanagariCut(root, 'noto-sans-devanagari', devanagariCharacters(root), {
    min: 400,
    max: 700,
  });

/**
 * The switch's font: the letters of the languages' own names ("हिन्दी" on every English page)
 * at weight 400 (2.4 KB). Without it an English page downloaded the Hindi pages' whole font for
 * that one word.
 */
const placeLanguageNamesFont = (root: string) =>
  placeDevanagariCut(root, 'language-names', languageNameCharacters(), 400);

/**
 * Files of public/fonts/ no stylesheet names any more: the Latin web font (Inter) that the site
 * set its text in until the typeface decision (docs/features/languages.md, "Typefaces").
 */
function removeRetiredFonts(root: string) {
  const folder = path.join(root, FONT_FOLDER);
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder))
    if (file.startsWith('inter-')) rmSync(path.join(folder, file));
}

/**
 * Compiles the stylesheet and places the fonts. Returns the stylesheet's size in bytes and the
 * address of its copy as a file (public/styles/: `site-<hash>.css`, or `site.css` when `dev`),
 * which a page rendered in the browser alone loads (components/layout/site-styles.tsx).
 */
export async function buildSiteCss(
  root = '.',
  { dev = false }: { dev?: boolean } = {},
): Promise<{ bytes: number; href: string }> {
  removeRetiredFonts(root);
  const from = path.join(root, ENTRY);
  const devanagari = await placeDevanagariFont(root);
  const languageNames = await placeLanguageNamesFont(root);
  const source = readFileSync(from, 'utf8')
    .replaceAll('__DEVANAGARI_FONT_FILE__', devanagari)
    .replaceAll('__LANGUAGE_NAMES_FONT_FILE__', languageNames);
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    source,
    { from },
  );
  const target = path.join(root, SITE_CSS_FILE);
  mkdirSync(path.dirname(target), { recursive: true });
  // Written only when it changed, so that a rebuild of the same sources leaves it untouched.
  const css = result.css;
  if (!existsSync(target) || readFileSync(target, 'utf8') !== css) writeFileSync(target, css);
  // The same stylesheet as a file, named by its content (cached for a year, next.config.ts); the
  // copies of earlier builds are removed.
  const name = dev
    ? 'site.css'
    : `site-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  const folder = path.join(root, STYLES_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const old of readdirSync(folder)) {
    if (old !== name) rmSync(path.join(folder, old));
  }
  const copy = path.join(folder, name);
  if (!existsSync(copy) || readFileSync(copy, 'utf8') !== css) writeFileSync(copy, css);
  return { bytes: Buffer.byteLength(css), href: `/styles/${name}` };
}

/** `npm run dev`: compiles again, at most every 200 ms, whenever a source file changes. */
export function watchSiteCss(root = '.'): () => void {
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildSiteCss(root, { dev: true }).catch((error: unknown) =>
        console.error('Stylesheet:', error),
      );
    }, 200);
  };
  const watchers = WATCHED.map((folder) =>
    watch(path.join(root, folder), { recursive: true }, (_event, file) => {
      if (file && !file.includes('node_modules')) rebuild();
    }),
  );
  return () => watchers.forEach((w) => w.close());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSiteCss().then(
    ({ bytes, href }) =>
      console.log(`${SITE_CSS_FILE}: ${(bytes / 1024).toFixed(1)} KB, also public${href}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
