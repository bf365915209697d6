import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce, needsNonce } from '@/lib/security/csp';
import { HSTS } from '@/lib/security/headers';
import { outsideSourcesFor } from '@/lib/security/outside-sources';
import { env } from '@/lib/env';

/**
 * Runs before every page request (not static files or the API): sets the page's
 * Content-Security-Policy, with a per-request nonce on the pages that are rendered per request
 * (see lib/security/csp.ts), and HSTS when the site is reached over HTTPS.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const https =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const nonce = needsNonce(pathname) ? createNonce() : undefined;
  const csp = contentSecurityPolicy({
    nonce,
    https,
    dev: env.NODE_ENV === 'development',
    outside: outsideSourcesFor(pathname),
  });

  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
    requestHeaders.set('content-security-policy', csp);
    requestHeaders.set('x-nonce', nonce);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set(HSTS.key, HSTS.value);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|files/|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
