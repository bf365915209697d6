import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { recordNavigation } from '@/lib/analytics/click-log';
import { clientInfo } from '@/lib/http/client';
import { canonicalCasePath } from '@/lib/seo/case-redirects';
import { contentSecurityPolicy, createNonce, needsNonce } from '@/lib/security/csp';
import { outsideSourcesFor } from '@/lib/security/outside-sources';
import { env } from '@/lib/env';

/**
 * Runs before every page request (not static files or the API): sends anonymous visitors of the
 * staff area to the sign-in page, records the page view (lib/analytics), sets the page's
 * Content-Security-Policy, with a per-request nonce on the pages that are rendered per request
 * (see lib/security/csp.ts). HSTS is set for every response in next.config.ts.
 */
export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  // /Bess, /About-Us: a 308 to the page's own spelling (lib/seo/case-redirects.ts).
  const canonical = canonicalCasePath(pathname);
  if (canonical) return redirectTo(request, canonical);
  const staffArea = pathname === '/staff' || pathname.startsWith('/staff/');
  if (staffArea && pathname !== '/staff/login' && !(await isSignedIn(request))) {
    // A first gate only: every staff page, action and handler checks the session itself.
    const login = new URL('/staff/login', request.url);
    login.searchParams.set('callbackUrl', pathname);
    return NextResponse.redirect(login);
  }
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
  if (staffArea) response.headers.set('Cache-Control', 'private, no-store');
  else if (request.method === 'GET' && request.headers.get('rsc') !== '1') {
    // A full page load. (Client-side navigations are reported by NavigationBeacon, since those
    // to prefetched pages never reach the server.) Recorded after the response is sent, so a
    // page view never waits for the database.
    event.waitUntil(recordNavigation(pathname, clientInfo(request.headers)));
  }
  return response;
}

/** A permanent (308) redirect to another spelling of the same address, query string kept. */
function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

async function isSignedIn(request: NextRequest): Promise<boolean> {
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  return token !== null;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, Next's assets, or any file with an extension (images, PDFs,
      // robots.txt, sitemap.xml); prefetches are not page views.
      source: '/((?!api/|_next/|files/|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'next-router-segment-prefetch' },
      ],
    },
  ],
};
