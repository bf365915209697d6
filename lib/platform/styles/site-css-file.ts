import path from 'node:path';

/**
 * Where `npm run build` (and `npm run dev`) write the site's compiled stylesheet
 * (scripts/site-css.ts), read by the server to inline it into every page's <head>
 * (components/layout/site-styles.tsx). Beside .next, not in it: `next build` empties .next before
 * it prerenders the pages that inline it.
 */
export const SITE_CSS_FILE = path.join('.site-css', 'site.css');

/** Where the same step writes the fonts it cuts, named so that they may be cached for a year. */
export const FONT_FOLDER = path.join('public', 'fonts');

/**
 * The Hindi pages' font: Noto Sans Devanagari (variable weight), cut by the same step to the
 * Devanagari characters the Hindi words use (content/hi/) and to the weights the site uses.
 */
export const DEVANAGARI_FONT_SOURCE =
  'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

/**
 * The stylesheet's copy as a file (public/styles/), for a page the browser renders alone (Next's
 * error shell, when the server could not render it): `NEXT_PUBLIC_SITE_CSS_HREF` names it in the
 * browser's code, set by scripts/serve.ts for the build.
 */
export const STYLES_FOLDER = path.join('public', 'styles');
