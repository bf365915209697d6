import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteCss as browserCss } from '@/lib/platform/styles/site-css.browser';
import * as fontkit from 'fontkit';
import {
  DEVANAGARI_FONT_SOURCE,
  FONT_FOLDER,
  SITE_CSS_FILE,
} from '@/lib/platform/styles/site-css-file';
import { devanagariCharacters, languageNameCharacters } from './devanagari';

// Run as the build runs it, in a process of its own (Tailwind's compiler is ESM, which Jest's
// module loader here does not take).
function buildSiteCss(): { kilobytes: number; copy: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site-css.ts'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  const [, size, copy] = /: ([\d.]+) KB, also (\S+)/.exec(run.stdout) ?? [];
  return { kilobytes: Math.round(Number(size) * 1024), copy: copy ?? '' };
}

/** The platforms' own interface fonts, after the Devanagari face (app/globals.css, SYSTEM_UI). */
const SYSTEM_UI = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans"';
/** The devices' Devanagari faces, by full and PostScript name, before our own file. */
const LOCAL_REGULAR =
  'local(Noto Sans Devanagari Regular),local(NotoSansDevanagari-Regular),local(Kohinoor Devanagari Regular),local(KohinoorDevanagari-Regular),local(Nirmala UI),local(NirmalaUI),url(';
const LOCAL_BOLD =
  'local(Noto Sans Devanagari Bold),local(NotoSansDevanagari-Bold),local(Kohinoor Devanagari Semibold),local(KohinoorDevanagari-Semibold),local(Nirmala UI Bold),local(NirmalaUI-Bold),url(';
const faces = (css: string, family: string) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)]
    .map(([, body]) => body!)
    .filter((body) => body.startsWith(`font-family:${family};`));

describe('the inline stylesheet (scripts/site-css.ts)', () => {
  it("compiles app/globals.css with every class the site uses; Latin text in the device's own font, no web font", () => {
    // The Latin web font a build before the typeface decision placed, which this one removes.
    mkdirSync(FONT_FOLDER, { recursive: true });
    writeFileSync(path.join(FONT_FOLDER, 'inter-latin-wght-normal-5.3.0.woff2'), 'retired');
    const { kilobytes, copy } = buildSiteCss();
    const css = readFileSync(SITE_CSS_FILE, 'utf8');
    expect(Math.abs(Buffer.byteLength(css) - kilobytes)).toBeLessThan(52);
    // Its copy as a file, named by its content, for pages the browser renders alone.
    expect(copy).toMatch(/^public\/styles\/site-[0-9a-f]{12}\.css$/);
    expect(readFileSync(copy, 'utf8')).toBe(css);
    // Tailwind's utilities from the sources, and the project's own.
    expect(css).toMatch(/\.container-page\{/);
    expect(css).toMatch(/\.bg-brand-900\{/);
    expect(css).toContain('.filing-view');
    // The typeface decision (issue 42): the text's stack is the Devanagari face, then each
    // platform's interface font; the only files are the two Devanagari cuts, and the Latin web
    // font an older build placed is gone.
    expect(/--font-sans:([^;]*)/.exec(css)![1]).toBe(
      `"Devanagari Text", ${SYSTEM_UI}, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"`,
    );
    expect(
      [...css.matchAll(/url\(\/fonts\/([^)]+)\)/g)].map(([, file]) => file!.split('-5')[0]),
    ).toEqual(['noto-sans-devanagari', 'noto-sans-devanagari', 'language-names']);
    expect(readdirSync(FONT_FOLDER).filter((file) => file.startsWith('inter-'))).toEqual([]);
    expect(css).not.toContain('Inter');
    // Minified: no line of it is indented.
    expect(css).not.toMatch(/\n\s+\S/);
  });

  it("takes the device's Devanagari font where it has one, else ours cut to the Hindi words' characters, only for Devanagari text", () => {
    buildSiteCss();
    const css = readFileSync(SITE_CSS_FILE, 'utf8');
    const [, file] =
      /url\(\/fonts\/(noto-sans-devanagari-[\d.]+-[0-9a-f]{8}\.woff2)\)/.exec(css) ?? [];
    expect(file).toBeDefined();
    expect(css).not.toContain('__DEVANAGARI_FONT_FILE__');
    // Two faces: the device's regular face serves 400 and 500, its bold one 600 and 700, and
    // our variable cut (one address) any of them. Only a page with Devanagari text asks for one
    // (the ₹ sign of English pages does not).
    const [regular, bold, ...more] = faces(css, 'Devanagari Text');
    expect(more).toEqual([]);
    expect(regular).toContain(`src:${LOCAL_REGULAR}/fonts/${file})`);
    expect(regular).toContain('font-weight:400 500;');
    expect(bold).toContain(`src:${LOCAL_BOLD}/fonts/${file})`);
    expect(bold).toContain('font-weight:600 700;');
    for (const face of [regular!, bold!]) {
      expect(face).toContain('font-display:optional;');
      expect(face).toMatch(/unicode-range:U\+900-97F,/);
      expect(face).not.toContain('U+20B9');
    }
    const cut = readFileSync(path.join(FONT_FOLDER, file!));
    const whole = readFileSync(DEVANAGARI_FONT_SOURCE);
    expect(cut.length).toBeLessThan(whole.length / 2);
    // Every Devanagari character of content/hi has its glyph; one no Hindi word uses has not.
    const font = fontkit.create(cut) as fontkit.Font;
    const used = [...devanagariCharacters()];
    expect(used.length).toBeGreaterThan(40);
    for (const character of used)
      expect([character, font.hasGlyphForCodePoint(character.codePointAt(0)!)]).toEqual([
        character,
        true,
      ]);
    expect(used).not.toContain('ॐ');
    expect(font.hasGlyphForCodePoint('ॐ'.codePointAt(0)!)).toBe(false);
  });

  it("gives the switch's language names a font of their own letters, so English pages never load the Hindi one", () => {
    buildSiteCss();
    const css = readFileSync(SITE_CSS_FILE, 'utf8');
    const [, file] = /url\(\/fonts\/(language-names-[\d.]+-[0-9a-f]{8}\.woff2)\)/.exec(css) ?? [];
    expect(file).toBeDefined();
    expect(css).not.toContain('__LANGUAGE_NAMES_FONT_FILE__');
    const [face, ...more] = faces(css, 'Language Names');
    expect(more).toEqual([]);
    expect(face).toContain(`src:${LOCAL_REGULAR}/fonts/${file})`);
    expect(face).toMatch(/font-weight:400;[^}]*unicode-range:U\+900-97F/);
    // The switch's stack: its own font, then the platforms'; never the Hindi pages' font.
    expect(/--font-language-name:([^;]*)/.exec(css)![1]).toBe(
      `"Language Names", ${SYSTEM_UI}, "Helvetica Neue", Arial, sans-serif`,
    );
    expect(readFileSync('components/i18n/language-switch.tsx', 'utf8')).toContain(
      'font-language-name',
    );
    const cut = readFileSync(path.join(FONT_FOLDER, file!));
    expect(cut.length).toBeLessThan(4 * 1024);
    const font = fontkit.create(cut) as fontkit.Font;
    expect(languageNameCharacters()).toBe([...new Set('हिन्दी')].sort().join(''));
    for (const character of languageNameCharacters())
      expect([character, font.hasGlyphForCodePoint(character.codePointAt(0)!)]).toEqual([
        character,
        true,
      ]);
    expect(font.hasGlyphForCodePoint('क'.codePointAt(0)!)).toBe(false);
  });

  it('is nothing in the browser: the server has put it in the page already', () => {
    expect(browserCss()).toBe('');
  });
});
