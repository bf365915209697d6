import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CSS_FILE } from '@/lib/platform/styles/site-css-file';

/** Everything a production build is made from: a change to any of them calls for a new build. */
export const BUILD_SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/**
 * Settings the build bakes into its static pages (lib/platform/forms/page-config.ts): the form
 * pages are rendered once, at build time, so that the edge may cache them. Starting with other
 * values calls for a new build (a site key the browser uses that the server's secret does not
 * match would refuse every form).
 */
export const BUILD_SETTINGS = [
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SCRIPT_URL',
  'MAPS_EMBED_URL',
  // Whether the service request and warranty forms ask for the code sent by SMS.
  'SMS_API_URL',
  // Whether the service request form offers updates on WhatsApp.
  'WHATSAPP_PHONE_NUMBER_ID',
] as const;
const SETTINGS_FILE = '.next/BUILD_SETTINGS.json';

/**
 * What of a setting the pages bake in: the whole value, or only whether it is set (the forms show
 * the SMS code's field whichever gateway answers, so another gateway address needs no build).
 */
const BAKED: Partial<Record<(typeof BUILD_SETTINGS)[number], (value: string) => string>> = {
  SMS_API_URL: (value) => (value ? 'set' : ''),
  WHATSAPP_PHONE_NUMBER_ID: (value) => (value ? 'set' : ''),
};

const settingsOf = (source: Partial<Record<string, string>>) =>
  JSON.stringify(
    Object.fromEntries(
      BUILD_SETTINGS.map((name) => {
        const value = source[name] ?? '';
        return [name, BAKED[name]?.(value) ?? value];
      }),
    ),
  );

/** Written by scripts/serve.ts after each build it makes. */
export function recordBuildSettings(
  root = '.',
  source: Partial<Record<string, string>> = process.env,
) {
  writeFileSync(path.join(root, SETTINGS_FILE), settingsOf(source));
}

/**
 * True when the build in `root`/.next is missing, older than one of its sources, or made with
 * other BUILD_SETTINGS than `source` holds (or by something else than scripts/serve.ts), or when
 * the stylesheet made with it is missing.
 */
export function buildIsStale(
  root = '.',
  source: Partial<Record<string, string>> = process.env,
): boolean {
  const marker = path.join(root, '.next/BUILD_ID');
  const settings = path.join(root, SETTINGS_FILE);
  if (!existsSync(marker) || !existsSync(settings)) return true;
  // The stylesheet every page inlines is made beside the build (scripts/site-css.ts).
  if (!existsSync(path.join(root, SITE_CSS_FILE))) return true;
  if (readFileSync(settings, 'utf8') !== settingsOf(source)) return true;
  const built = statSync(marker).mtimeMs;
  return BUILD_SOURCES.some((entry) => newestChange(path.join(root, entry)) > built);
}
