/**
 * The staff area as the proxy sees it. Paths are compared after decoding percent-escapes, folding
 * repeated slashes and letter case, so no spelling of a staff address slips past the gate.
 */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw text (still gated below when it names /staff).
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').toLowerCase().split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * The path as Next.js routes it: split on the slashes actually sent, then each segment decoded, so
 * that an encoded slash stays inside its segment (`/staff/accounts/..%2F..%2Fabout-us` is the page
 * `/staff/accounts/[id]`, though normalisePath reads it as `/about-us`).
 */
export function routedPath(pathname: string): string {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      return segment.toLowerCase();
    }
  });
  return `/${segments.filter((segment) => segment && segment !== '.').join('/')}`;
}

/**
 * Every reading of a request's path that names the staff area: the gate must pass each of them,
 * so no spelling reaches a staff route while the gate judges another address.
 */
export function staffReadings(pathname: string): string[] {
  const readings = new Set([normalisePath(pathname), routedPath(pathname)]);
  return [...readings].filter(isStaffPath);
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export const isStaffPath = (path: string) => under(path, '/staff') || under(path, '/api/staff');

/** Staff addresses anyone may open: the sign-in page, and one-time set-password links. */
export const OPEN_STAFF_PATHS = ['/staff/login'] as const;
export const OPEN_STAFF_PREFIXES = ['/staff/set-password/'] as const;
/** The second sign-in step: open to a session that passed the password step. */
export const SECOND_STEP_PREFIX = '/staff/login/';

export function staffPathAccess(path: string): 'open' | 'second-step' | 'signed-in' {
  if ((OPEN_STAFF_PATHS as readonly string[]).includes(path)) return 'open';
  if (OPEN_STAFF_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'open';
  if (path.startsWith(SECOND_STEP_PREFIX)) return 'second-step';
  return 'signed-in';
}

/** Staff requests that may carry a large body: the investor upload forms (PDFs, photos). */
export const UPLOAD_PREFIX = '/staff/investors/';
export const MAX_STAFF_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 22 * 1024 * 1024;

export const maxBodyBytes = (path: string) =>
  path.startsWith(UPLOAD_PREFIX) ? MAX_UPLOAD_BODY_BYTES : MAX_STAFF_BODY_BYTES;

/**
 * A post to a public page can only be a server action of its small forms (the warranty check,
 * ticket tracking, newsletter links): a few hundred bytes. Next.js takes action bodies up to its
 * one configured limit, which the staff uploads set at 22 MB, so the proxy refuses more first.
 */
export const MAX_PUBLIC_PAGE_BODY_BYTES = 64 * 1024;
