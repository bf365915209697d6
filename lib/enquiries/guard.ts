import { HttpError } from '@/lib/http/responses';
import { verifyRecaptcha } from '@/lib/recaptcha';
import { CONTACT_MESSAGES } from '@/content/contact';

/**
 * Throws 400 (no or refused token) or 503 (verify endpoint unreachable) unless the token passes
 * for this form's action. Both forms answer with the same messages.
 */
export async function requireCaptcha(
  token: string | undefined,
  ip: string | null,
  action: string,
) {
  const outcome = await verifyRecaptcha(token, ip, action);
  if (outcome.ok) return;
  if (outcome.reason === 'unavailable')
    throw new HttpError(503, CONTACT_MESSAGES.captchaUnavailable);
  throw new HttpError(
    400,
    outcome.reason === 'missing' ? CONTACT_MESSAGES.captcha : CONTACT_MESSAGES.captchaRefused,
  );
}
