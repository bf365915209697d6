import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// Noto Sans from an npm package, embedded in the PDF. Its latin subset has no rupee sign (U+20B9);
// the devanagari subset has it, so it is registered as a fallback family.
const files = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files');
const file = (subset: string, weight: number) =>
  path.join(files, `noto-sans-${subset}-${weight}-normal.woff`);

export const RECEIPT_FONTS = ['NotoSans', 'NotoSansRupee'];

let registered = false;

export function registerReceiptFonts() {
  if (registered) return;
  for (const [family, subset] of [
    ['NotoSans', 'latin'],
    ['NotoSansRupee', 'devanagari'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: file(subset, 400), fontWeight: 400 },
        { src: file(subset, 700), fontWeight: 700 },
      ],
    });
  }
  // Words are not hyphenated on a receipt (ids and e-mail addresses must stay whole).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
