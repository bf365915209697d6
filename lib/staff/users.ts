import { z } from 'zod';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { EMAIL_PATTERN } from '@/lib/validation/email';

export const staffUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(EMAIL_PATTERN, 'Enter a valid email address.'),
  /** Unset: a new member is named after their e-mail address; an existing one keeps theirs. */
  name: z.string().trim().min(1).max(120).optional(),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200),
});

/** Creates a member of staff, or sets a new password (and name, if given) for an existing one. */
export async function createOrResetStaffUser(input: z.input<typeof staffUserSchema>) {
  const { email, name, password } = staffUserSchema.parse(input);
  const passwordHash = await hashPassword(password);
  const existing = await db().staffUser.findUnique({ where: { email } });
  await db().staffUser.upsert({
    where: { email },
    create: { email, name: name ?? email.split('@')[0]!, passwordHash },
    update: name ? { name, passwordHash } : { passwordHash },
  });
  return existing ? 'reset' : 'created';
}
