import { CAPTCHA_MESSAGES } from '@/content/captcha';
import { HttpError } from '@/lib/platform/http/responses';
import { env, isLocalUrl, type Env } from '@/lib/platform/env';

/**
 * Google reCAPTCHA v3, server side: the one module that talks to the verify endpoint
 * (RECAPTCHA_VERIFY_URL, Google's siteverify by default). Tokens are single use and live two
 * minutes, so the browser executes one on submit.
 */

export type CaptchaOutcome =
  { ok: true; skipped: boolean } | { ok: false; reason: 'missing' | 'refused' | 'unavailable' };

type RecaptchaConfig = Pick<
  Env,
  | 'RECAPTCHA_SITE_KEY'
  | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_VERIFY_URL'
  | 'RECAPTCHA_MIN_SCORE'
  | 'RECAPTCHA_HOSTNAMES'
  | 'SITE_URL'
>;

export const recaptchaEnabled = (config: RecaptchaConfig = env) =>
  Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY);

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
}

/**
 * Where tokens may be made: a token solved on another site (a copy of our form elsewhere) is
 * refused even when Google's own origin check is switched off for the key.
 */
const allowedHostnames = (config: RecaptchaConfig) =>
  config.RECAPTCHA_HOSTNAMES ?? [new URL(config.SITE_URL).hostname.toLowerCase()];

export async function verifyRecaptcha(
  token: string | undefined,
  remoteIp: string | null,
  /** The action its form executes (`captchaActions` of the feature): a token made for another form is refused. */
  action: string,
  config: RecaptchaConfig = env,
): Promise<CaptchaOutcome> {
  if (!recaptchaEnabled(config)) return { ok: true, skipped: true };
  if (!token) return { ok: false, reason: 'missing' };
  const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY!, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const body: unknown = await response.json();
    // Anything but a JSON object (null, a string, a list) is no answer at all.
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error('siteverify answered no JSON object');
    }
    answer = body as SiteverifyAnswer;
  } catch (error) {
    console.error('[recaptcha] verification failed:', error);
    return { ok: false, reason: 'unavailable' };
  }
  const passed =
    answer.success === true &&
    answer.action === action &&
    typeof answer.hostname === 'string' &&
    allowedHostnames(config).includes(answer.hostname.toLowerCase()) &&
    typeof answer.score === 'number' &&
    answer.score >= config.RECAPTCHA_MIN_SCORE;
  return passed ? { ok: true, skipped: false } : { ok: false, reason: 'refused' };
}

/**
 * Start-up check: keys missing is fine on a developer's machine (the check is skipped, with a
 * warning), but a site configured for a public address must not run without a captcha.
 */
export function recaptchaStartupProblem(
  config: RecaptchaConfig = env,
): { fatal: boolean; message: string } | null {
  const missing = (['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length === 0) return null;
  if (isLocalUrl(config.SITE_URL)) {
    return {
      fatal: false,
      message: `reCAPTCHA is off: ${missing.join(' and ')} not set, so form submissions are not captcha-checked.`,
    };
  }
  return {
    fatal: true,
    message: `${missing.join(' and ')} must be set when SITE_URL (${config.SITE_URL}) is a public address.`,
  };
}

/**
 * Throws 400 (no or refused token) or 503 (verify endpoint unreachable) unless the token passes
 * for this form's action. Every form answers with the same messages.
 */
export async function requireCaptcha(token: string | undefined, ip: string | null, action: string) {
  const outcome = await verifyRecaptcha(token, ip, action);
  if (outcome.ok) return;
  if (outcome.reason === 'unavailable') throw new HttpError(503, CAPTCHA_MESSAGES.unavailable);
  throw new HttpError(
    400,
    outcome.reason === 'missing' ? CAPTCHA_MESSAGES.missing : CAPTCHA_MESSAGES.refused,
  );
}
