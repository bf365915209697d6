import { z } from 'zod';
import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import { EMAIL_MAX_LENGTH, isEmail } from '@/lib/platform/validation/email';
import { ONE_LINE } from '@/lib/platform/validation/text';
import { formatRupees, PAISE_PER_RUPEE, parseRupeesToPaise } from './money';

/** Razorpay refuses orders under ₹1.00. */
export const MIN_PAISE = 100;

const PHONE_PATTERN = /^\d{10}$/;

const text = (max: number, tooLong: string) =>
  z.string(PAYMENT_MESSAGES.fillAll).trim().min(1, PAYMENT_MESSAGES.fillAll).max(max, tooLong);

/** Paise for an amount as people type it (present, numeric, more than 0, 2 decimals), or null. */
export const amountToPaise = (rupees: unknown): number | null => {
  const paise = parseRupeesToPaise(rupees);
  return paise !== null && paise > 0 ? paise : null;
};

/** Step 1 of the payment wizard: who pays (spec §5). */
export const payerSchema = z.object({
  // PostgreSQL refuses NUL, and no real name holds a control character.
  name: text(100, PAYMENT_MESSAGES.nameTooLong).regex(ONE_LINE, PAYMENT_MESSAGES.nameCharacters),
  email: text(EMAIL_MAX_LENGTH, PAYMENT_MESSAGES.invalidEmail)
    .refine(isEmail, PAYMENT_MESSAGES.invalidEmail)
    .transform((e) => e.toLowerCase()),
  phone: text(20, PAYMENT_MESSAGES.invalidPhone).regex(
    PHONE_PATTERN,
    PAYMENT_MESSAGES.invalidPhone,
  ),
});

export const PAYER_FIELDS = payerSchema.keyof().options;

/**
 * The payment wizard's form (browser): the payer, the purpose, and the amount as typed, checked
 * but sent as rupee text. The order's bounds come from the server's configuration, so only
 * createOrderSchema checks them.
 */
export const paymentFormSchema = payerSchema.extend({
  purpose: z.enum(PAYMENT_PURPOSES, PAYMENT_MESSAGES.invalidPurpose),
  amount: z
    .string(PAYMENT_MESSAGES.invalidAmount)
    .trim()
    .refine((rupees) => amountToPaise(rupees) !== null, PAYMENT_MESSAGES.invalidAmount),
});

export type PaymentFormFields = z.input<typeof paymentFormSchema>;

/**
 * `POST /api/payment/create-order`: the wizard's fields, with the amount in rupees (text or a
 * JSON number, at most 2 decimals) turned into paise within the bounds. Each field is checked on
 * its own, so a refusal names every field that is wrong.
 */
export function createOrderSchema(
  maxRupees: number,
  /** The range message in the posting page's language (a word function: the answer map cannot translate it). */
  amountRange: (max: string) => string = PAYMENT_MESSAGES.amountRange,
) {
  const maxPaise = maxRupees * PAISE_PER_RUPEE;
  const amountPaise = z.unknown().transform((rupees, ctx) => {
    const paise = amountToPaise(rupees);
    if (paise === null || paise < MIN_PAISE || paise > maxPaise) {
      const range = amountRange(formatRupees(maxPaise));
      ctx.addIssue({
        code: 'custom',
        message: paise === null ? PAYMENT_MESSAGES.invalidAmount : range,
      });
      return z.NEVER;
    }
    return paise;
  });
  return paymentFormSchema
    .extend({ amount: amountPaise })
    .transform(({ amount, ...input }) => ({ ...input, amountPaise: amount }));
}

/**
 * The one message a wizard step (and the API's refusal) shows for several failing fields:
 * "fill in all fields" when any is empty, else the first.
 */
export function headlineOf(messages: readonly (string | undefined)[]): string | undefined {
  if (messages.includes(PAYMENT_MESSAGES.fillAll)) return PAYMENT_MESSAGES.fillAll;
  return messages.find((message) => message !== undefined);
}

/** The API refusal's headline (see headlineOf). */
export const createOrderMessage = (error: z.ZodError): string =>
  headlineOf(error.issues.map((issue) => issue.message)) ?? PAYMENT_MESSAGES.orderFailed;

export type CreateOrderInput = z.infer<ReturnType<typeof createOrderSchema>>;

/** `POST /api/payment/verify`: what checkout handed to the browser. */
export const verifySchema = z.object({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
  razorpay_signature: z.string().min(1).max(128),
});

export type VerifyInput = z.infer<typeof verifySchema>;
