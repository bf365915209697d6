import path from 'node:path';

/**
 * Where `npm run build` (and `npm run dev`) write the site's compiled stylesheet
 * (scripts/site-css.ts), read by the server to inline it into every page's <head>
 * (components/layout/site-styles.tsx). Beside .next, not in it: `next build` empties .next before
 * it prerenders the pages that inline it.
 */
export const SITE_CSS_FILE = path.join('.site-css', 'site.css');

/**
 * The web font, copied from its npm package into public/ by the same step under a name that
 * carries the package's version, so that it may be cached for a year (next.config.ts).
 */
export const FONT_SOURCE =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const FONT_FOLDER = path.join('public', 'fonts');
