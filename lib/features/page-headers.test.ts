import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { execFileSync } from 'node:child_process';
import { config as proxyConfig } from '@/proxy';
import { contentSecurityPolicy, needsNonce } from '@/lib/platform/security/csp';
import { CATALOGUE_LINES } from '@/content/catalogue-specs';
import { LANGUAGE_CODES, localPath, TRANSLATED_LANGUAGES } from '@/content/languages';
import { outsideSourcesFor } from './outside-sources';
import { DOCUMENT_NAVIGATION_PATH, SHARED_PAGE_CACHE_CONTROL } from './page-headers';

/**
 * Every page's address from the app/ tree (a dynamic segment as `x`, a catch-all as `x/y`, the
 * translated tree's `[lang]` as each translated language).
 */
function pagePaths(dir = join(process.cwd(), 'app')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : pagePaths(full);
    if (!/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) return [];
    const segments = relative(join(process.cwd(), 'app'), dir)
      .split(sep)
      .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'))
      .map((s) =>
        s === '[lang]'
          ? 'x'
          : s.startsWith('[...') || s.startsWith('[[...')
            ? 'x/y'
            : s.startsWith('[')
              ? 'x'
              : s,
      );
    const path = `/${segments.join('/')}`;
    return relative(join(process.cwd(), 'app'), dir).split(sep).includes('[lang]')
      ? TRANSLATED_LANGUAGES.map((language) => path.replace(/^\/x(?=\/|$)/, `/${language}`))
      : [path];
  });
}

type Req = { headers: Record<string, string> };
interface Rule {
  source: string;
  has?: never[];
  missing?: never[];
  headers: { key: string; value: string }[];
}

/** next.config's headers(), loaded by Next.js itself as `next start` loads them. */
const rules: Rule[] = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('next/dist/server/config').default('phase-production-server', process.cwd())
        .then((c) => c.headers()).then((h) => process.stdout.write(JSON.stringify(h)))`,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  ),
);

/** The headers Next.js sends for `path` from next.config's headers(): a later rule wins. */
function configHeaders(
  path: string,
  req: Req,
  query: Record<string, string> = {},
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true });
    if (!match(path)) continue;
    if ((rule.has || rule.missing) && !matchHas(req as never, query, rule.has, rule.missing))
      continue;
    for (const { key, value } of rule.headers) sent[key.toLowerCase()] = value;
  }
  return sent;
}

// Next's own reading of a proxy matcher (not in its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, config: object) => never[];
};
const proxyRuns = (path: string, req: Req) =>
  getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {}))(path, req as never, {});

const pages = pagePaths();
const plain: Req = { headers: {} };
const https: Req = { headers: { 'x-forwarded-proto': 'https' } };

describe('each page gets its CSP from exactly one place', () => {
  it('finds the pages in the app/ tree', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/contact-us', '/online-payment', '/staff']),
    );
  });

  it.each(pages.filter((p) => !needsNonce(p)))(
    '%s: from next.config (over HTTP and HTTPS, with its outside sources), without the proxy',
    async (path) => {
      const outside = outsideSourcesFor(path);
      expect(configHeaders(path, plain)['content-security-policy']).toBe(
        contentSecurityPolicy({ outside }),
      );
      expect(configHeaders(path, https)['content-security-policy']).toBe(
        contentSecurityPolicy({ outside, https: true }),
      );
      expect(proxyRuns(path, plain)).toBe(false);
      expect(proxyRuns(path, https)).toBe(false);
    },
  );

  it.each(pages.filter((p) => needsNonce(p)))(
    '%s: from the proxy, with a per-request nonce (next.config sets none)',
    async (path) => {
      expect(configHeaders(path, plain)['content-security-policy']).toBeUndefined();
      expect(configHeaders(path, https)['content-security-policy']).toBeUndefined();
      expect(proxyRuns(path, plain)).toBe(true);
    },
  );

  it('sends the proxy writes, other spellings and the beacon, but not public files or the API', () => {
    const post = { headers: { origin: 'http://localhost', 'content-length': '10' } };
    expect(proxyRuns('/contact-us', post)).toBe(true);
    expect(proxyRuns('/about-us.rsc', { headers: { 'next-action': 'x' } })).toBe(true);
    expect(proxyRuns('/About-Us', plain)).toBe(true);
    expect(proxyRuns('/api/clicklogs/navigation', post)).toBe(true);
    expect(proxyRuns('/api/contact/contactsubmit', post)).toBe(false);
    expect(proxyRuns('/Brochure.PDF', plain)).toBe(false);
  });
});

describe('the finders are shareable for a second; no other page gets a Cache-Control here', () => {
  const cacheControl = (path: string, req: Req = plain, query: Record<string, string> = {}) =>
    configHeaders(path, req, query)['cache-control'];
  const finders = LANGUAGE_CODES.flatMap((language) =>
    ['/products', ...CATALOGUE_LINES.map((line) => `/products/${line}`)].map((path) =>
      localPath(path, language),
    ),
  );

  it('names every finder in every language', () => {
    expect(finders).toEqual(
      expect.arrayContaining(['/products', '/products/led-lights', '/hi/products/bess']),
    );
    expect(finders).toHaveLength(LANGUAGE_CODES.length * (CATALOGUE_LINES.length + 1));
  });

  it.each(finders)('%s: shareable as a document, never as flight data or an action', (path) => {
    expect(cacheControl(path)).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(cacheControl(path, https)).toBe(SHARED_PAGE_CACHE_CONTROL);
    // The filters are in the query; the rule holds whatever they are.
    expect(cacheControl(path, plain, { 'min-wattage': '10', q: 'panel' })).toBe(
      SHARED_PAGE_CACHE_CONTROL,
    );
    const notDocuments: Record<string, string>[] = [
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-action': '7f00aa' },
    ];
    for (const headers of notDocuments) {
      expect(cacheControl(path, { headers })).toBeUndefined();
    }
    expect(cacheControl(path, plain, { _rsc: '1x2y3' })).toBeUndefined();
  });

  it.each(pages.filter((path) => !finders.includes(path)))('%s: none from next.config', (path) => {
    expect(cacheControl(path)).toBeUndefined();
  });

  it('leaves the comparison, the model pages, their datasheets and search results alone', () => {
    for (const path of [
      '/products/compare',
      '/hi/products/compare',
      '/products/led-lights/iu-1100',
      '/products/led-lights/iu-1100/datasheet.pdf',
      '/products/unknown-line',
      '/products/led-lights/',
      '/search',
      '/hi/search',
    ]) {
      expect([path, cacheControl(path)]).toEqual([path, undefined]);
    }
  });
});

/** next.config's rewrites() (before the pages), loaded by Next.js as `next start` loads them. */
const rewrites: { source: string; has?: never[]; destination: string }[] = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('next/dist/server/config').default('phase-production-server', process.cwd())
        .then((c) => c.rewrites()).then((r) => process.stdout.write(JSON.stringify(r.beforeFiles)))`,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  ),
);

/** Where Next.js sends a request for `path` before it looks for a page (the first match wins). */
function rewrittenTo(path: string, req: Req): string | undefined {
  for (const rule of rewrites) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true });
    if (!match(path)) continue;
    if (rule.has && !matchHas(req as never, {}, rule.has, undefined)) continue;
    return rule.destination;
  }
  return undefined;
}

describe('a page whose CSP is not the plain one is entered as a document', () => {
  const router: Req = { headers: { rsc: '1' } };
  const hasOutside = (path: string) =>
    Object.values(outsideSourcesFor(path)).some((sources) => sources.length > 0);

  it.each(pages.filter((p) => !p.startsWith('/staff')))(
    "%s: the router's request is answered with no RSC payload exactly when its policy differs",
    (path) => {
      const differs = hasOutside(path) || needsNonce(path);
      expect(rewrittenTo(path, router)).toBe(differs ? DOCUMENT_NAVIGATION_PATH : undefined);
      // A visitor's own request for the page is never rewritten.
      expect(rewrittenTo(path, plain)).toBeUndefined();
    },
  );

  it('covers the pages that need it, and leaves the staff area to client-side moves', () => {
    for (const path of ['/contact-us', '/investor-relations', '/warranty', '/online-payment']) {
      expect(rewrittenTo(path, router)).toBe(DOCUMENT_NAVIGATION_PATH);
      // The Hindi twin needs the same outside hosts or nonce as its English page.
      expect(rewrittenTo(`/hi${path}`, router)).toBe(DOCUMENT_NAVIGATION_PATH);
      expect(outsideSourcesFor(`/hi${path}`)).toEqual(outsideSourcesFor(path));
    }
    expect(needsNonce('/hi/online-payment')).toBe(true);
    expect(pages).toEqual(expect.arrayContaining(['/hi', '/hi/contact-us', '/hi/online-payment']));
    for (const path of ['/', '/investor-relations/financials', '/warranty/check', '/staff']) {
      expect(rewrittenTo(path, router)).toBeUndefined();
    }
  });
});
