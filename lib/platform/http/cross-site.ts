import { CROSS_SITE_MESSAGES } from '@/content/api';
import { env, type Env } from '@/lib/platform/env';
import { HttpError } from './responses';

/**
 * Refuses cross-site posts to the public API. A page on any other website can make its
 * visitors' browsers post "simple" requests (text/plain, form-encoded or multipart bodies) with
 * no CORS preflight, so every state-changing public endpoint requires the body type its own
 * form sends (a JSON body needs a preflight, which we never grant), and refuses a request whose
 * Origin header, when the browser sent one, is not this site. Browsers send Origin on every
 * cross-origin POST, which is what guards the multipart dealer endpoint.
 *
 * One endpoint takes a form body on purpose: POST /api/newsletter/unsubscribe, the RFC 8058
 * one-click unsubscribe that mail providers post from their servers (form-encoded or multipart,
 * no Origin). Its `form` kind still refuses another site's Origin; the signed token in its URL is
 * what authorises it, and all it can do is unsubscribe that token's own address.
 *
 * Not guarded here, on purpose: the Razorpay webhook (server to server, no browser, signed over
 * the raw body), next-auth's own routes (its CSRF token) and POST /api/revalidate (a bearer
 * secret no browser holds). app/api/cross-site.test.ts lists every other endpoint from the tree.
 */
export type BodyKind = 'json' | 'multipart' | 'form' | 'csp-report';

/**
 * The body types each kind of endpoint takes. JSON and the CSP report types need a CORS preflight
 * (which we never grant) from a foreign page; the multipart and form kinds do not, and rely on the
 * Origin check above. CSP reports come in the browsers' own types: the `report-uri` format and the
 * Reporting API's (and plain JSON from older browsers).
 */
const MEDIA_TYPES: Record<BodyKind, readonly string[]> = {
  json: ['application/json'],
  multipart: ['multipart/form-data'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  'csp-report': ['application/csp-report', 'application/reports+json', 'application/json'],
};

type OriginConfig = Pick<Env, 'SITE_URL' | 'SITE_ORIGIN_ALIASES'>;

/** The site's own origin and its configured aliases (e.g. the same site without `www.`). */
export const siteOrigins = (config: OriginConfig = env): string[] => [
  new URL(config.SITE_URL).origin,
  ...(config.SITE_ORIGIN_ALIASES ?? []),
];

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * True when the request says it comes from another website: an Origin header that is not ours
 * (`null`, sent by sandboxed frames and some redirects, included). No Origin at all is not a
 * browser's cross-site request.
 */
export function fromOtherSite(headers: Headers, config: OriginConfig = env): boolean {
  const origin = headers.get('origin');
  return origin !== null && !siteOrigins(config).includes(origin.toLowerCase());
}

/** Throws 403 for another site's Origin, then 415 for a body type other than `kind`. */
export function refuseCrossSite(request: Request, kind: BodyKind, config: OriginConfig = env) {
  if (fromOtherSite(request.headers, config)) throw new HttpError(403, CROSS_SITE_MESSAGES.origin);
  if (!MEDIA_TYPES[kind].includes(mediaType(request)))
    throw new HttpError(415, CROSS_SITE_MESSAGES[kind]);
}
