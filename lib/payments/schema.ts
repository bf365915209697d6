import { z } from 'zod';
import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/email';
import { ONE_LINE } from '@/lib/validation/text';
import { formatRupees, PAISE_PER_RUPEE } from './money';
import { checkAmount, checkPayerDetails } from './validation';

/** Razorpay refuses orders under ₹1.00. */
export const MIN_PAISE = 100;

const text = (max: number, tooLong: string) =>
  z.string(PAYMENT_MESSAGES.fillAll).trim().min(1, PAYMENT_MESSAGES.fillAll).max(max, tooLong);

/** `POST /api/payment/create-order`: amount in rupees (at most 2 decimals) and the payer. */
export function createOrderSchema(maxRupees: number) {
  const maxPaise = maxRupees * PAISE_PER_RUPEE;
  return z
    .object({
      name: text(100, PAYMENT_MESSAGES.nameTooLong).regex(
        ONE_LINE,
        PAYMENT_MESSAGES.nameCharacters,
      ),
      email: text(EMAIL_MAX_LENGTH, PAYMENT_MESSAGES.invalidEmail).transform((e) =>
        e.toLowerCase(),
      ),
      phone: text(20, PAYMENT_MESSAGES.invalidPhone),
      purpose: z.enum(PAYMENT_PURPOSES, PAYMENT_MESSAGES.invalidPurpose),
      amount: z.unknown(),
    })
    .transform(({ amount: rupees, ...input }, ctx) => {
      const problem = checkPayerDetails(input);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      const amount = checkAmount(rupees);
      if ('error' in amount) {
        ctx.addIssue({ code: 'custom', message: amount.error, path: ['amount'] });
        return z.NEVER;
      }
      if (amount.paise < MIN_PAISE || amount.paise > maxPaise) {
        const message = PAYMENT_MESSAGES.amountRange(formatRupees(maxPaise));
        ctx.addIssue({ code: 'custom', message, path: ['amount'] });
        return z.NEVER;
      }
      return { ...input, amountPaise: amount.paise };
    });
}

export type CreateOrderInput = z.infer<ReturnType<typeof createOrderSchema>>;

/** `POST /api/payment/verify`: what checkout handed to the browser. */
export const verifySchema = z.object({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
  razorpay_signature: z.string().min(1).max(128),
});

export type VerifyInput = z.infer<typeof verifySchema>;
