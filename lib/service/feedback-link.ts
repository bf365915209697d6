import { createHmac, timingSafeEqual } from 'node:crypto';
import { localPath, type Language } from '@/content/languages';
import { env } from '@/lib/platform/env';
import { derivedKey } from '@/lib/platform/security/derived-key';
import { isUuid } from '@/lib/platform/validation/fields';

/**
 * The link to rate a resolved request: the "resolved" mail carries it, signed for that request
 * (an HMAC of its id, keyed from STAFF_SECRET_KEY), and the tracking page offers it once the
 * ticket and mobile number are checked (./feedback.ts takes the rating).
 */

/** The page, in English; `localPath` puts it under /hi for a Hindi request. */
export const FEEDBACK_PATH = '/service-request/feedback';

/** Statuses in which a request can be rated. */
export const RATEABLE: ReadonlySet<string> = new Set(['resolved', 'closed']);

/** The signature of a request's feedback link. */
export const feedbackSignature = (requestId: string) =>
  createHmac('sha256', derivedKey('service feedback links v1'))
    .update(`service-feedback:${requestId}`)
    .digest('base64url');

/** True when `signature` is the one of this request's link (compared in constant time). */
export function isFeedbackSigned(requestId: unknown, signature: unknown): requestId is string {
  if (typeof requestId !== 'string' || !isUuid(requestId)) return false;
  if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(feedbackSignature(requestId)), Buffer.from(signature));
}

/** The link's path and query, in the request's language. */
export const feedbackHref = (requestId: string, language: Language) =>
  `${localPath(FEEDBACK_PATH, language)}?r=${requestId}&s=${feedbackSignature(requestId)}`;

/** The link in full, for a mail. */
export const feedbackUrl = (requestId: string, language: Language) =>
  new URL(feedbackHref(requestId, language), env.SITE_URL).toString();
