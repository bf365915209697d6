import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CSS_FILE } from './site-css-file';

let cached: string | undefined;

/**
 * The site's stylesheet, as scripts/site-css.ts compiled it: read once per server (on every call
 * in development, where the watcher rewrites it). This module is what the server resolves
 * `#site-css` to; browsers get site-css.browser.ts (package.json "imports").
 */
export function siteCss(): string {
  if (cached === undefined || process.env.NODE_ENV === 'development') {
    try {
      cached = readFileSync(
        path.join(/* turbopackIgnore: true */ process.cwd(), SITE_CSS_FILE),
        'utf8',
      );
    } catch {
      throw new Error(
        `${SITE_CSS_FILE} is missing: build with \`npm run build\` or run \`npm run dev\` (they compile it).`,
      );
    }
  }
  return cached;
}
