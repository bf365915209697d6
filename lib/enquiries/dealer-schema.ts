import { z } from 'zod';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/platform/validation/text';
import { DEALER_MESSAGES as M } from '@/content/dealers';

/** Digits with an optional leading `+`, spaces and dashes, and 10 to 15 digits in all. */
const PHONE_PATTERN = /^\+?[\d\s-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** The dealer form's fields (multipart `name`, `number`, `location`). */
export const dealerSchema = z.object({
  name: z
    .string(M.name)
    .trim()
    .min(1, M.name)
    .max(100, M.nameTooLong)
    .regex(ONE_LINE, M.controlChars),
  number: z
    .string(M.number)
    .trim()
    .max(20, M.number)
    .regex(PHONE_PATTERN, M.number)
    .refine((value) => digitCount(value) >= 10 && digitCount(value) <= 15, M.number),
  location: z
    .string(M.location)
    .trim()
    .min(1, M.location)
    .max(500, M.locationTooLong)
    .regex(NO_CONTROL_CHARS, M.controlChars),
});

/** What the API reads: the fields and the reCAPTCHA token the form makes on submit. */
export const dealerRequestSchema = dealerSchema.extend({
  recaptchaToken: z.string().max(4000).optional().catch(undefined),
});

export type DealerFields = z.input<typeof dealerSchema>;
export type DealerInput = z.output<typeof dealerSchema>;

export { EMPTY_DEALER } from './dealer-empty';
