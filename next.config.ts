import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { require as requireWithAliases } from 'tsx/cjs/api';
import type * as PageHeaders from './lib/features/page-headers';
import { htmlRedirects } from './lib/seo/html-redirects';
import { rememberedLanguageRedirects } from './lib/seo/language-redirects';
import { translatedNotFoundRewrites } from './lib/seo/translated-not-found';
import {
  HSTS,
  NO_REFERRER,
  SECRET_ADDRESSES,
  SECURITY_HEADERS,
} from './lib/platform/security/headers';

// Next.js loads this file with its own compiler, which resolves the `@/` imports of the modules it
// imports only in this file itself: the page headers (which read the features' declarations) load
// through tsx, the loader `npm start` and the scripts use.
const { documentNavigationRewrites, publicPageHeaders, sharedPageHeaders } = requireWithAliases(
  './lib/features/page-headers.ts',
  __filename,
) as typeof PageHeaders;

// Read here, not through lib/platform/env.ts (which `npm run build` / `npm start` have already
// checked): the config is also loaded by tools that need no site settings.
const { REDIS_URL, DEPLOYMENT_ID } = process.env;

const nextConfig = (phase: string): NextConfig => ({
  poweredByHeader: false,
  // One id per build (scripts/serve.ts makes it, or DEPLOYMENT_ID names it): every instance of the
  // build serves under it, and the shared cache keys its entries with it, so a restart finds the
  // build's pages and a new build never serves an old one's (docs/operations/configuration.md).
  deploymentId: DEPLOYMENT_ID || undefined,
  // Several instances share the ISR and data cache in Redis (lib/platform/cache). Next's own
  // in-memory copy must be off, or an instance would keep serving what another one revalidated.
  ...(REDIS_URL
    ? {
        cacheHandler: path.resolve('lib/platform/cache/cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
  // The build checks the site's code only (not tests or scripts), so a production install without
  // dev dependencies builds; `npm run typecheck` checks everything. The browser tests' build
  // (scripts/e2e.ts sets BUILD_SKIP_TYPECHECK) leaves the check to `npm run typecheck`, which makes
  // the same one (in CI the production install's build makes it), so the tests start 20-25 s sooner.
  typescript: {
    tsconfigPath: 'tsconfig.build.json',
    ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1',
  },
  reactStrictMode: true,
  experimental: {
    // forbidden() answers 403 with app/(staff)/forbidden.tsx when a member lacks the role (lib/platform/auth/session.ts).
    authInterrupts: true,
    // app/global-not-found.tsx answers unknown addresses with a document of its own, so that no
    // page carries a not-found page in its payload (docs/features/media-search-seo.md).
    globalNotFound: true,
    // Staff upload investor PDFs of up to 20 MB through server actions (the checks that refuse
    // bigger files run in the action, so the limits here leave room for the rest of the form).
    serverActions: { bodySizeLimit: '22mb' },
    proxyClientMaxBodySize: '22mb',
  },
  async redirects() {
    return [...htmlRedirects(), ...rememberedLanguageRedirects()];
  },
  async rewrites() {
    // Pages with outside hosts or a nonce in their CSP are entered as documents, never by a
    // client-side navigation that would keep another page's policy (lib/features/page-headers.ts).
    // An unknown address under /hi/… gets the Hindi not-found page (lib/seo/translated-not-found.ts).
    return {
      beforeFiles: documentNavigationRewrites(),
      afterFiles: [],
      fallback: translatedNotFoundRewrites(),
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // Later rules win: no Referer at all from an address that carries a secret.
      ...SECRET_ADDRESSES.map((source) => ({ source, headers: [NO_REFERRER] })),
      // The CSP of every page but those proxy.ts renders with a nonce, per path class.
      ...publicPageHeaders({ dev: phase === PHASE_DEVELOPMENT_SERVER }),
      // The finders: rendered per request, the same for everyone at one address, so shareable
      // for a second (the edge keeps them as it keeps static pages).
      ...sharedPageHeaders(),
      {
        // Reached over HTTPS through our reverse proxy (next start itself speaks plain HTTP):
        // every response, pages, API, assets and files alike, tells the browser to stay on it.
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS],
      },
      {
        // The web font's file name carries its package's version, the stylesheet's copy its
        // content's hash (scripts/site-css.ts).
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: '/styles/:file(site-[0-9a-f]{12}\\.css)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        // JSON answers never need to run or embed anything.
        source: '/api/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
});

export default nextConfig;
