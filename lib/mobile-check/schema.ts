import { z } from 'zod';
import { MOBILE_CHECK_MESSAGES as M, MOBILE_CODE } from '@/content/mobile-check';
import { mobileField } from '@/lib/platform/validation/fields';
import { PURPOSES } from './purposes';

/** Asking for a code: the number, what it is for, and the reCAPTCHA token made on the click. */
export const sendCodeSchema = z.object({
  mobile: mobileField(M.mobile),
  purpose: z.enum(PURPOSES, M.purpose),
  recaptchaToken: z.string().max(4000).optional().catch(undefined),
});

/** Typing the code back. */
export const confirmCodeSchema = z.object({
  mobile: mobileField(M.mobile),
  purpose: z.enum(PURPOSES, M.purpose),
  code: z
    .string(M.codeFormat)
    .trim()
    .regex(new RegExp(`^\\d{${MOBILE_CODE.digits}}$`), M.codeFormat),
});

/** The proof a form's post carries once the number was confirmed (absent with SMS off). */
export const mobileProofField = z.string().max(64).optional().catch(undefined);

/**
 * A form's consent to hear by SMS, or its opt-in on WhatsApp: a checkbox, `true` from the
 * browser's form data; absent is no.
 */
export const textUpdatesField = () =>
  z.preprocess((value) => value === true || value === 'true', z.boolean()).optional();
