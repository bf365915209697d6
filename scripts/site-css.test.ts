import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteCss as browserCss } from '@/lib/platform/styles/site-css.browser';
import * as fontkit from 'fontkit';
import {
  DEVANAGARI_FONT_SOURCE,
  FONT_FOLDER,
  FONT_SOURCE,
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

const fontFileName = () =>
  `inter-latin-wght-normal-${
    (
      JSON.parse(readFileSync('node_modules/@fontsource-variable/inter/package.json', 'utf8')) as {
        version: string;
      }
    ).version
  }.woff2`;

describe('the inline stylesheet (scripts/site-css.ts)', () => {
  it('compiles app/globals.css with every class the site uses, and places the font it names', () => {
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
    // The font, under its versioned name, with the size-adjusted fallback.
    const font = fontFileName();
    expect(font).toMatch(/^inter-latin-wght-normal-\d+\.\d+\.\d+\.woff2$/);
    expect(css).toContain(`/fonts/${font}`);
    expect(css).not.toContain('__FONT_FILE__');
    expect(css).toMatch(/font-family:\s*"?Inter Fallback"?;src:local\("?Arial"?\)/);
    expect(readFileSync(path.join(FONT_FOLDER, font))).toEqual(readFileSync(FONT_SOURCE));
    // Minified: no line of it is indented.
    expect(css).not.toMatch(/\n\s+\S/);
  });

  it("cuts the Hindi pages' font to the Hindi words' characters, loaded only for Devanagari text", () => {
    buildSiteCss();
    const css = readFileSync(SITE_CSS_FILE, 'utf8');
    const [, file] =
      /url\(\/fonts\/(noto-sans-devanagari-[\d.]+-[0-9a-f]{8}\.woff2)\)/.exec(css) ?? [];
    expect(file).toBeDefined();
    expect(css).not.toContain('__DEVANAGARI_FONT_FILE__');
    // Only a page with Devanagari text asks for it (the ₹ sign of English pages does not).
    expect(css).toMatch(/font-family:"?Noto Sans Devanagari"?;[^}]*unicode-range:U\+900-97F,/);
    expect(css).not.toMatch(/Noto Sans Devanagari"?;[^}]*U\+20B9/);
    expect(css).toMatch(/--font-sans:\s*"?Inter"?,\s*"?Noto Sans Devanagari"?,/);
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
    expect(css).toMatch(
      /font-family:"?Language Names"?;[^}]*font-weight:400;[^}]*unicode-range:U\+900-97F/,
    );
    // The switch's stack: its own font, then Latin and the system's; never the Hindi pages' font.
    expect(css).toMatch(/--font-language-name:\s*"?Language Names"?,\s*"?Inter"?,/);
    expect(/--font-language-name:[^;]*/.exec(css)![0]).not.toContain('Noto Sans Devanagari');
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
