import { localPath, TRANSLATED_LANGUAGES } from '@/content/languages';
import type { FeatureManifest } from '@/lib/platform/feature';
import { contentSecurityPolicy, NONCE_PATH_PREFIXES } from '@/lib/platform/security/csp';
import { FEATURES, SHARED_PAGES } from './index';
import { outsideSourcesFor } from './outside-sources';

/** One rule of next.config's headers(). */
export interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  missing?: { type: 'header' | 'query'; key: string }[];
  headers: { key: string; value: string }[];
}

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\:]/g, '\\$&');

/**
 * Every page but the API, Next's files, files with an extension, and the pages proxy.ts gives a
 * per-request nonce (which set their own policy).
 */
const PAGES = `/:path((?!api/|_next/|files/|${NONCE_PATH_PREFIXES.map((p) => `${escape(p.slice(1))}(?:/|$)`).join('|')}|.*\\.[A-Za-z0-9]+$).*)`;

/** The path classes with outside sources, least specific first (a later rule wins in Next.js). */
function pathClasses(): { source: string; sample: string }[] {
  const declared = FEATURES.flatMap((f) => (f as FeatureManifest).outsideSources ?? []).filter(
    ({ prefix }) => !NONCE_PATH_PREFIXES.some((p) => prefix === p || prefix.startsWith(`${p}/`)),
  );
  // Each declared prefix in English and in every translation (/contact-us, /hi/contact-us).
  const translated = declared.flatMap((source) => [
    source,
    ...TRANSLATED_LANGUAGES.map((language) => ({
      ...source,
      prefix: localPath(source.prefix, language),
    })),
  ]);
  const classes = translated.flatMap(({ prefix, exact }) => [
    { source: escape(prefix), sample: prefix, depth: prefix.length * 2 + 1 },
    ...(exact
      ? []
      : [{ source: `${escape(prefix)}/:rest+`, sample: `${prefix}/x`, depth: prefix.length * 2 }]),
  ]);
  const unique = new Map(classes.map((c) => [c.source, c]));
  return [...unique.values()].sort((a, b) => a.depth - b.depth);
}

/**
 * The Content-Security-Policy of every page rendered once for everybody (static and ISR): the same
 * for each request of a path class, so next.config.ts sets it (fixed at build, outside hosts
 * included), and those pages need no proxy. Each class has a second rule for requests that reached
 * us over HTTPS (our reverse proxy's X-Forwarded-Proto), whose policy adds upgrade-insecure-requests.
 */
export function publicPageHeaders({ dev }: { dev: boolean }): HeaderRule[] {
  const classes = [{ source: PAGES, sample: '/' }, ...pathClasses()];
  return classes.flatMap(({ source, sample }) =>
    [false, true].map((https) => ({
      source,
      ...(https
        ? { has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }] }
        : {}),
      headers: [
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy({ https, dev, outside: outsideSourcesFor(sample) }),
        },
      ],
    })),
  );
}

/**
 * A shared page's answer: any cache may keep it for a second, browsers ask again each time. The
 * shipped edge keeps it for its own second (it takes its time to live from proxy_cache_valid),
 * as it keeps static pages; what it never stores is `private`, `no-store` or `no-cache`, Next's
 * answer for every other page rendered per request.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/**
 * Requests that are not a visitor's GET of the page as a document: the router's flight data (the
 * `RSC` header, sent with both prefetch headers; `_rsc`, its cache-buster) and server actions.
 * Next answers them per request and keeps their `private, no-store`.
 */
const NOT_A_DOCUMENT: NonNullable<HeaderRule['missing']> = [
  { type: 'header', key: 'rsc' },
  { type: 'header', key: 'next-router-prefetch' },
  { type: 'header', key: 'next-router-segment-prefetch' },
  { type: 'header', key: 'next-action' },
  { type: 'query', key: '_rsc' },
];

/**
 * The Cache-Control of the pages features declare shared (`sharedPages`): set here, before the
 * render, it is the one Next sends. For a page rendered per request Next sets its own
 * (`private, no-cache, no-store`) only when the response has none yet (next/dist/build/templates/
 * app-page-runtime.js; send-payload.js: "we don't override it to allow users to customize it via
 * next.config"); it still overwrites it with `private, no-store` on a render error, and in
 * development. Why here and not in proxy.ts or the server: docs/features/catalogue.md, "The edge".
 */
export function sharedPageHeaders(): HeaderRule[] {
  return SHARED_PAGES.map((path) => ({
    source: escape(path),
    missing: NOT_A_DOCUMENT,
    headers: [{ key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL }],
  }));
}

/** One rule of next.config's rewrites(). */
export interface RewriteRule {
  source: string;
  has: { type: 'header'; key: string }[];
  destination: string;
}

/** Answers a client-side navigation with "load the page as a document" (app/api/document-navigation). */
export const DOCUMENT_NAVIGATION_PATH = '/api/document-navigation';

/**
 * A page's Content-Security-Policy is its document's: a client-side navigation keeps the policy
 * of the page the visitor came from. Pages whose features add outside hosts (reCAPTCHA, the map,
 * checkout) or a per-request nonce would have them blocked after a client-side move from a page
 * without them (the contact form would send no captcha token). So the router's requests for
 * those pages (the `RSC` header: navigations and prefetches) are answered with a response that is
 * not an RSC payload, and Next.js's router then loads the page as a whole document, under its own
 * policy.
 */
export function documentNavigationRewrites(): RewriteRule[] {
  const publicNonce = NONCE_PATH_PREFIXES.filter((p) => p !== '/staff').flatMap((prefix) => [
    escape(prefix),
    `${escape(prefix)}/:rest*`,
  ]);
  return [...pathClasses().map((c) => c.source), ...publicNonce].map((source) => ({
    source,
    has: [{ type: 'header', key: 'rsc' }],
    destination: DOCUMENT_NAVIGATION_PATH,
  }));
}
