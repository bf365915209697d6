import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/platform/validation/email';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';

const present = z.string(SUBSCRIBE_MESSAGES.empty).trim().min(1, SUBSCRIBE_MESSAGES.empty);

/**
 * What the footer form checks before sending (spec §4): only an empty address is refused there;
 * anything else goes to the server, whose answer is shown.
 */
export const subscribeFormSchema = z.object({ email: present });

/** What `POST /api/emailsubscribe/submitsubscribemail` accepts. */
export const subscribeSchema = z.object({
  email: present
    .max(EMAIL_MAX_LENGTH, SUBSCRIBE_MESSAGES.invalid)
    .regex(EMAIL_PATTERN, SUBSCRIBE_MESSAGES.invalid)
    .transform((email) => email.toLowerCase()),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
