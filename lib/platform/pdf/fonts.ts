import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// The site's PDFs (receipts, datasheets): Noto Sans from an npm package, embedded in the PDF. Its latin subset has no rupee sign (U+20B9)
// and no Devanagari; the devanagari subset has both (with the shaping tables fontkit needs for
// conjuncts, matras and reph: look at a rendered Hindi receipt, pdftoppm -png), so it is the
// fallback family for every character the latin file lacks.
const files = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files');
const file = (subset: string, weight: number) =>
  path.join(files, `noto-sans-${subset}-${weight}-normal.woff`);

export const PDF_FONTS = ['NotoSans', 'NotoSansDevanagari'];

let registered = false;

export function registerPdfFonts() {
  if (registered) return;
  for (const [family, subset] of [
    ['NotoSans', 'latin'],
    ['NotoSansDevanagari', 'devanagari'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: file(subset, 400), fontWeight: 400 },
        { src: file(subset, 700), fontWeight: 700 },
      ],
    });
  }
  // Words are not hyphenated in our PDFs (ids, codes and e-mail addresses must stay whole).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
