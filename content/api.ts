/**
 * Words of the answers every endpoint shares: lib/platform/http (bodies, cross-site posts, outages),
 * the rate limit, the staff guard (proxy.ts, lib/platform/auth), stored files, the click log, CSP reports
 * and the revalidation hook. A form's own messages live with its page's words (contact.ts,
 * dealers.ts, newsletter.ts, payment.ts); their wording is the old API's (spec §7).
 */
export const HTTP_MESSAGES = {
  tooLarge: (kilobytes: number) => `The request is too large (at most ${kilobytes} KB).`,
  /** The proxy's plain-text 413, before any handler reads the body. */
  tooLargePlain: 'The request is too large.',
  needsLength: 'A request body needs a Content-Length.',
  cutOff: 'The request body was cut off before it was complete.',
  notJson: 'The request body must be valid JSON.',
  notObject: 'The request body must be a JSON object.',
  notForm: 'The request body must be a form (multipart/form-data).',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  internal: 'Something went wrong on our side. Please try again later.',
  fileNotFound: 'File not found.',
} as const;

/** A wait in words: "45 seconds", "2 minutes", "1 hour". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const RATE_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `Too many submissions from your network. Please try again in ${describeWait(retryAfterSeconds)}.`;

/** Refusals of lib/platform/http/cross-site.ts: a foreign origin (403), a body of the wrong type (415). */
export const CROSS_SITE_MESSAGES = {
  origin: 'Requests from other websites are not accepted.',
  json: 'The request body must be JSON (Content-Type: application/json).',
  multipart: 'The request body must be a form (Content-Type: multipart/form-data).',
  form: 'The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).',
  'csp-report':
    'The request body must be a CSP report (Content-Type: application/csp-report or application/reports+json).',
} as const;

/** The staff guard's 401 and 403 (proxy.ts, lib/platform/auth). */
export const ACCESS_MESSAGES = {
  signIn: 'Please sign in.',
  forbidden: 'You do not have access to this.',
} as const;

/** POST /api/clicklogs/logClick (spec §7). */
export const CLICK_LOG_MESSAGES = {
  logged: 'Logged.',
  invalid: 'The click log is not valid.',
} as const;

/** POST /api/csp-report. */
export const CSP_REPORT_MESSAGES = {
  json: HTTP_MESSAGES.notJson,
  none: 'The request body holds no CSP violation report about this site.',
} as const;

/** POST /api/revalidate (npm run revalidate). */
export const REVALIDATE_MESSAGES = {
  off: 'Revalidation is off: REVALIDATE_SECRET is not set.',
  bearer: 'A valid bearer secret is required.',
  sharedCacheDown:
    'Not revalidated: the shared cache (Redis, REDIS_URL) did not answer. Pages keep rendering fresh while it is down; try again once it is back.',
} as const;
