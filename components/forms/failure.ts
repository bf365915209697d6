import { CAPTCHA_MESSAGES } from '@/content/captcha';
import { CAPTCHA_MESSAGES as CAPTCHA_MESSAGES_HI } from '@/content/hi/captcha';

/** The captcha's "no token" message in each language the API answers in. */
const CAPTCHA_MISSING: readonly string[] = [CAPTCHA_MESSAGES.missing, CAPTCHA_MESSAGES_HI.missing];

/**
 * What a protected form shows when the server refused it: the spec's captcha message when that is
 * the answer (no token: the reCAPTCHA script did not load), in the language the API answered in
 * (the page's: components/forms/post.ts sends it), else the form's own generic error (which the
 * form gives in its page's language).
 */
export const failureToShow = (serverMessage: unknown, generic: string): string =>
  typeof serverMessage === 'string' && CAPTCHA_MISSING.includes(serverMessage)
    ? serverMessage
    : generic;
