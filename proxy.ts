import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_MESSAGES, CROSS_SITE_MESSAGES, HTTP_MESSAGES } from '@/content/api';
import { STAFF_ACCESS_TEXT } from '@/content/staff';
import { PAGE_VIEW_BEACON } from '@/lib/analytics/beacon-path';
import { answerPageViewBeacon } from '@/lib/analytics/page-view-beacon';
import { SESSION_COOKIE } from '@/lib/platform/auth/cookies';
import { sessionIdOf } from '@/lib/platform/auth/options';
import { SECOND_STEP_PATHS } from '@/lib/platform/auth/second-step';
import { resolveSession } from '@/lib/platform/auth/sessions';
import { allows } from '@/lib/platform/auth/roles';
import { accessForPath } from '@/lib/features';
import {
  MAX_PUBLIC_PAGE_BODY_BYTES,
  maxBodyBytes,
  staffPathAccess,
  staffReadings,
} from '@/lib/platform/auth/staff-paths';
import { env } from '@/lib/platform/env';
import { fromOtherSite } from '@/lib/platform/http/cross-site';
import { canonicalCasePath } from '@/lib/seo/case-redirects';
import { plainSpelling, undecodable } from '@/lib/platform/security/address-spelling';
import {
  contentSecurityPolicy,
  createNonce,
  needsNonce,
  REPORTING_ENDPOINTS,
} from '@/lib/platform/security/csp';
import { outsideSourcesFor } from '@/lib/features/outside-sources';

/**
 * Runs only where a request needs per-request work (the matcher below): the staff gate, the
 * pages rendered with a per-request nonce (lib/platform/security/csp.ts), writes to pages
 * (another site's posts, server actions and their body limit), an address spelled with capitals
 * or percent-encoded letters (its 308 to the page's own spelling) and the page-view beacon.
 * Every other page is served without it, with the same headers for every request (its CSP and
 * the security headers come from next.config.ts), so that a cache in front of Next may serve it.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === PAGE_VIEW_BEACON) {
    if (request.method === 'POST') return answerPageViewBeacon(request);
    return noStore(new NextResponse(null, { status: 405, headers: { Allow: 'POST' } }));
  }
  const staffPaths = staffReadings(pathname);
  const staffArea = staffPaths.length > 0;
  // No page, and nothing in the staff area, takes a write from another website: server actions
  // and form posts from a foreign Origin stop here with a 403 (Next.js's own check would answer
  // a server error). The public API refuses them itself (lib/platform/http/cross-site.ts).
  if (isWrite(request) && fromOtherSite(request.headers)) {
    return noStore(new NextResponse(CROSS_SITE_MESSAGES.origin, { status: 403 }));
  }
  for (const path of staffPaths) {
    const refused = await staffGate(request, path);
    if (refused) return refused;
  }
  // Public pages take small server-action posts only (lib/platform/auth/staff-paths.ts).
  if (!staffArea && !pathname.startsWith('/api/')) {
    const refused = bodyTooLarge(request, MAX_PUBLIC_PAGE_BODY_BYTES);
    if (refused) return refused;
  }
  // /%61bout-us, /%68i/online-payment: a 308 to the plain spelling, so a page is only ever
  // rendered (and its CSP chosen) under its own name (lib/platform/security/address-spelling.ts).
  const plain = plainSpelling(pathname);
  if (plain !== null) return redirectTo(request, canonicalCasePath(plain) ?? plain);
  // An escape that decodes to nothing (/%zz, /%FF): Next.js would answer a server error.
  if (undecodable(pathname)) return notFound(request);
  // Staff file answers (CSV exports, photos) keep the API's CSP from next.config.ts.
  if (pathname.startsWith('/api/')) return noStore(NextResponse.next());
  // /Bess, /About-Us: a 308 to the page's own spelling (lib/seo/case-redirects.ts).
  const canonical = canonicalCasePath(pathname);
  if (canonical) return redirectTo(request, canonical);
  // Every other page's CSP is the same for each request: next.config.ts sets it.
  if (!needsNonce(pathname)) return NextResponse.next();

  const https =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const nonce = createNonce();
  const csp = contentSecurityPolicy({
    nonce,
    https,
    dev: env.NODE_ENV === 'development',
    outside: outsideSourcesFor(pathname),
    report: true,
  });
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
  if (staffArea) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A permanent (308) redirect to another spelling of the same address, query string kept. */
function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/** The site's not-found page (app/global-not-found.tsx), for an address no page could have. */
const notFound = (request: NextRequest) =>
  noStore(NextResponse.rewrite(new URL('/_not-found', request.url), { status: 404 }));

const isWrite = (request: NextRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * A first gate, whatever the request's headers: every staff request needs a live session in the
 * database (the pages, actions, handlers and data functions check again). Refused requests get a
 * redirect or a 401 with no body from the page, and an oversized body is refused before anything
 * reads it.
 */
async function staffGate(request: NextRequest, path: string): Promise<NextResponse | null> {
  const access = staffPathAccess(path);
  const session =
    access === 'open'
      ? null
      : await resolveSession(await sessionIdOf(request.cookies.get(SESSION_COOKIE)?.value));
  const api = path.startsWith('/api/');
  if (access === 'signed-in' && session?.stage !== 'signed-in') {
    if (api)
      return noStore(NextResponse.json({ message: ACCESS_MESSAGES.signIn }, { status: 401 }));
    const target = session ? SECOND_STEP_PATHS[session.stage] : '/staff/login';
    const to = new URL(target, request.url);
    if (!session) to.searchParams.set('callbackUrl', request.nextUrl.pathname);
    return noStore(NextResponse.redirect(to));
  }
  if (access === 'second-step' && !session) {
    return noStore(NextResponse.redirect(new URL('/staff/login', request.url)));
  }
  if (access === 'signed-in' && !allows(session!.user.roles, accessForPath(path))) {
    return noStore(
      api
        ? NextResponse.json({ message: ACCESS_MESSAGES.forbidden }, { status: 403 })
        : new NextResponse(forbiddenPage(), {
            status: 403,
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
            },
          }),
    );
  }
  return bodyTooLarge(request, maxBodyBytes(path));
}

function bodyTooLarge(request: NextRequest, maxBytes: number): NextResponse | null {
  if (!isWrite(request)) return null;
  const length = request.headers.get('content-length');
  if (length === null) {
    if (!request.body) return null;
    return noStore(new NextResponse(HTTP_MESSAGES.needsLength, { status: 411 }));
  }
  const bytes = Number(length);
  if (Number.isSafeInteger(bytes) && bytes >= 0 && bytes <= maxBytes) return null;
  return noStore(new NextResponse(HTTP_MESSAGES.tooLargePlain, { status: 413 }));
}

/** The proxy's own 403 page (the staff pages answer theirs with app/forbidden.tsx). */
const forbiddenPage = () =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${STAFF_ACCESS_TEXT.forbiddenTitle}</title>` +
  `<main><h1>${STAFF_ACCESS_TEXT.forbiddenTitle}</h1><p>${STAFF_ACCESS_TEXT.forbiddenLead}</p>` +
  `<p><a href="/staff">${STAFF_ACCESS_TEXT.backToDashboard}</a></p></main></html>`;

function noStore(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Static data (Next reads it at build time), so the nonce prefixes of lib/platform/security/csp.ts
  // are spelled out here; lib/features/page-headers.test.ts checks, for every page of the app/
  // tree, that the nonce pages reach the proxy and a plain GET of any other page does not.
  matcher: [
    // The page-view beacon (lib/analytics/page-view-beacon.ts).
    '/api/clicklogs/navigation',
    // Every staff address, whatever the request's headers or suffix, and the staff API: the gate.
    '/staff',
    '/staff/:path*',
    '/api/staff/:path*',
    // The other page rendered with a per-request nonce.
    '/online-payment',
    '/online-payment/:path*',
    // Its twin in every translation (/hi/online-payment: content/languages.ts).
    '/:lang([a-z]{2})/online-payment',
    '/:lang([a-z]{2})/online-payment/:path*',
    // An address spelled with a capital letter: maybe a page's other spelling (the matcher's
    // regular expression is case-sensitive; next.config redirects are not, so cannot do this).
    '/((?!api/|_next/|files/|.*\\.[A-Za-z0-9]+$).*[A-Z].*)',
    // An address with a percent escape: maybe a page's other spelling (/%61bout-us), or one that
    // would reach a nonce page past the matchers above (/%68i/online-payment).
    '/((?!_next/).*%.*)',
    // Writes to any address but the API (even one with a suffix, `/about-us.rsc`): another
    // site's posts and the body limit. A browser sends Origin with every post; a body comes with
    // a Content-Length or Transfer-Encoding; Next.js runs a server action for a post with the
    // Next-Action header or a form body of either encoding.
    { source: '/((?!api/).*)', has: [{ type: 'header', key: 'origin' }] },
    { source: '/((?!api/).*)', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/((?!api/).*)', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/((?!api/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '.*(multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
  ],
};
