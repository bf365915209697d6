import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/validation/email';
import { SUBSCRIBE_MESSAGES } from './messages';

export const subscribeSchema = z.object({
  email: z
    .string(SUBSCRIBE_MESSAGES.empty)
    .trim()
    .min(1, SUBSCRIBE_MESSAGES.empty)
    .max(EMAIL_MAX_LENGTH, SUBSCRIBE_MESSAGES.invalid)
    .regex(EMAIL_PATTERN, SUBSCRIBE_MESSAGES.invalid)
    .transform((email) => email.toLowerCase()),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
