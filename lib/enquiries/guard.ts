import { z } from 'zod';
import { fieldErrors, HttpError } from '@/lib/http/responses';
import { verifyRecaptcha } from '@/lib/recaptcha';
import { CONTACT_MESSAGES } from './messages';

/** Parses with a form schema, or throws 422 `{ message, errors: { field: message } }`. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  body: unknown,
  message: string,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new HttpError(422, message, { errors: fieldErrors(parsed.error) });
}

/** Throws 400 (no or refused token) or 503 (verify endpoint unreachable) unless the token passes. */
export async function requireCaptcha(token: string | undefined, ip: string | null) {
  const outcome = await verifyRecaptcha(token, ip);
  if (outcome.ok) return;
  if (outcome.reason === 'unavailable')
    throw new HttpError(503, CONTACT_MESSAGES.captchaUnavailable);
  throw new HttpError(
    400,
    outcome.reason === 'missing' ? CONTACT_MESSAGES.captcha : CONTACT_MESSAGES.captchaRefused,
  );
}
