import { PAYMENT_MESSAGES } from '@/content/payment';
import { isEmail } from '@/lib/validation/email';
import { ONE_LINE } from '@/lib/validation/text';
import { parseRupeesToPaise } from './money';

/**
 * The payment form's rules (spec §5), as plain functions so the browser wizard can use them
 * without zod; the API schema (schema.ts) applies the same ones.
 */
export interface PayerDetails {
  name: string;
  email: string;
  phone: string;
}

export const PHONE_PATTERN = /^\d{10}$/;

/** The first message for step 1, or null when the details are valid. */
export function checkPayerDetails(details: PayerDetails): string | null {
  const name = details.name.trim();
  const email = details.email.trim();
  const phone = details.phone.trim();
  if (!name || !email || !phone) return PAYMENT_MESSAGES.fillAll;
  // PostgreSQL refuses NUL, and no real name holds a control character.
  if (!ONE_LINE.test(name)) return PAYMENT_MESSAGES.nameCharacters;
  if (!isEmail(email)) return PAYMENT_MESSAGES.invalidEmail;
  if (!PHONE_PATTERN.test(phone)) return PAYMENT_MESSAGES.invalidPhone;
  return null;
}

/** Paise for step 2's amount, or the message: present, numeric, more than 0, 2 decimals. */
export function checkAmount(amount: unknown): { paise: number } | { error: string } {
  const paise = parseRupeesToPaise(amount);
  if (paise === null || paise <= 0) return { error: PAYMENT_MESSAGES.invalidAmount };
  return { paise };
}
