import { z } from 'zod';
import { SET_PASSWORD_TEXT, STAFF_ACCOUNTS_TEXT } from '@/content/staff-accounts';
import { MIN_PASSWORD_LENGTH } from '@/lib/platform/auth/password';
import { STAFF_ROLES } from '@/lib/platform/auth/roles';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/platform/validation/email';
import { ONE_LINE } from '@/lib/platform/validation/text';

const E = STAFF_ACCOUNTS_TEXT.errors;

/** At least one role, each a known one, no repeats (a form sends one value per ticked box). */
export const rolesField = z
  .array(z.enum(STAFF_ROLES, { error: E.roles }), { error: E.roles })
  .min(1, E.roles)
  .max(STAFF_ROLES.length, E.roles)
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

export const inviteSchema = z.object({
  name: z.string({ error: E.name }).trim().min(1, E.name).max(120, E.name).regex(ONE_LINE, E.name),
  email: z
    .string({ error: E.email })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, E.email)
    .regex(EMAIL_PATTERN, E.email),
  roles: rolesField,
});
/** What a form sends; the schema decides what is valid. */
export type InviteInput = { name?: unknown; email?: unknown; roles?: unknown };

export const rolesSchema = z.object({ roles: rolesField });

const P = SET_PASSWORD_TEXT.errors;

const passwordFields = {
  password: z
    .string({ error: P.tooShort })
    .min(MIN_PASSWORD_LENGTH, P.tooShort)
    .max(200, P.tooLong),
  confirm: z.string({ error: P.mismatch }),
};
const typedTwice = (v: { password: string; confirm: string }) => v.password === v.confirm;

/** The set-password form: the same rules as `npm run staff:create`, typed twice. */
export const newPasswordSchema = z
  .object(passwordFields)
  .refine(typedTwice, { message: P.mismatch, path: ['confirm'] });
export type NewPasswordInput = { password?: unknown; confirm?: unknown };

/** The first-administrator form (lib/staff/first-admin.ts): a name and e-mail as an invitation has, and a password. */
export const firstAdminSchema = z
  .object({ name: inviteSchema.shape.name, email: inviteSchema.shape.email, ...passwordFields })
  .refine(typedTwice, { message: P.mismatch, path: ['confirm'] });
export type FirstAdminInput = NewPasswordInput & { name?: unknown; email?: unknown };

/** The text fields of a staff accounts form, and every ticked role. */
export function accountForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    email: text('email'),
    roles: form.getAll('roles').filter((v): v is string => typeof v === 'string'),
    password: text('password'),
    confirm: text('confirm'),
  };
}
