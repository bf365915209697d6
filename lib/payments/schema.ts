import { z } from 'zod';
import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import { EMAIL_MAX_LENGTH, isEmail } from '@/lib/validation/email';
import { ONE_LINE } from '@/lib/validation/text';
import { formatRupees, PAISE_PER_RUPEE } from './money';
import { checkAmount, PHONE_PATTERN } from './validation';

/** Razorpay refuses orders under ₹1.00. */
export const MIN_PAISE = 100;

const text = (max: number, tooLong: string) =>
  z.string(PAYMENT_MESSAGES.fillAll).trim().min(1, PAYMENT_MESSAGES.fillAll).max(max, tooLong);

/**
 * `POST /api/payment/create-order`: amount in rupees (at most 2 decimals) and the payer. Each
 * field is checked on its own, so a refusal names every field that is wrong.
 */
export function createOrderSchema(maxRupees: number) {
  const maxPaise = maxRupees * PAISE_PER_RUPEE;
  const amountPaise = z.unknown().transform((rupees, ctx) => {
    const amount = checkAmount(rupees);
    if ('error' in amount) {
      ctx.addIssue({ code: 'custom', message: amount.error });
      return z.NEVER;
    }
    if (amount.paise < MIN_PAISE || amount.paise > maxPaise) {
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_MESSAGES.amountRange(formatRupees(maxPaise)),
      });
      return z.NEVER;
    }
    return amount.paise;
  });
  return z
    .object({
      name: text(100, PAYMENT_MESSAGES.nameTooLong).regex(
        ONE_LINE,
        PAYMENT_MESSAGES.nameCharacters,
      ),
      email: text(EMAIL_MAX_LENGTH, PAYMENT_MESSAGES.invalidEmail)
        .refine(isEmail, PAYMENT_MESSAGES.invalidEmail)
        .transform((e) => e.toLowerCase()),
      phone: text(20, PAYMENT_MESSAGES.invalidPhone).regex(
        PHONE_PATTERN,
        PAYMENT_MESSAGES.invalidPhone,
      ),
      purpose: z.enum(PAYMENT_PURPOSES, PAYMENT_MESSAGES.invalidPurpose),
      amount: amountPaise,
    })
    .transform(({ amount, ...input }) => ({ ...input, amountPaise: amount }));
}

/** The refusal's headline: "fill in all fields" when any is empty (as step 1 says), else the first. */
export function createOrderMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message);
  if (messages.includes(PAYMENT_MESSAGES.fillAll)) return PAYMENT_MESSAGES.fillAll;
  return messages[0] ?? PAYMENT_MESSAGES.orderFailed;
}

export type CreateOrderInput = z.infer<ReturnType<typeof createOrderSchema>>;

/** `POST /api/payment/verify`: what checkout handed to the browser. */
export const verifySchema = z.object({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
  razorpay_signature: z.string().min(1).max(128),
});

export type VerifyInput = z.infer<typeof verifySchema>;
