import { CAPTCHA_MESSAGES } from '@/content/captcha';

/**
 * What a protected form shows when the server refused it: the spec's captcha message when that is
 * the answer (no token: the reCAPTCHA script did not load), else the form's own generic error.
 */
export const failureToShow = (serverMessage: unknown, generic: string): string =>
  serverMessage === CAPTCHA_MESSAGES.missing ? CAPTCHA_MESSAGES.missing : generic;
