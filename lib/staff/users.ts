import { AUDIT_TEXT } from '@/content/audit';
import { z } from 'zod';
import { recordAudit } from '@/lib/platform/audit/log';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/lib/platform/auth/password';
import { STAFF_ROLES } from '@/lib/platform/auth/roles';
import { revokeAllSessions } from '@/lib/platform/auth/sessions';
import { db } from '@/lib/platform/db/client';
import { EMAIL_PATTERN } from '@/lib/platform/validation/email';

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
  /** Unset: a new member is an admin (the command makes the first one); an existing one keeps theirs. */
  roles: z
    .array(z.enum(STAFF_ROLES, { error: `Roles are ${STAFF_ROLES.join(', ')}.` }))
    .min(1)
    .optional(),
});

/** Who the audit log names for changes made with `npm run staff:create`. */
export const COMMAND_LINE_ACTOR = 'staff:create (command line)';

/**
 * For `npm run staff:create` only (the first admin, or a lost admin password): creates a member of
 * staff, or sets a new password (and name and roles, if given) for an existing one, ending every
 * session they have. Staff manage each other in the back-office (lib/staff/accounts.ts).
 */
export async function createOrResetStaffUser(input: z.input<typeof staffUserSchema>) {
  const { email, name, password, roles } = staffUserSchema.parse(input);
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    const existing = await tx.staffUser.findUnique({ where: { email } });
    const user = await tx.staffUser.upsert({
      where: { email },
      create: {
        email,
        name: name ?? email.split('@')[0]!,
        passwordHash,
        roles: roles ?? ['admin'],
      },
      update: { passwordHash, ...(name ? { name } : {}), ...(roles ? { roles } : {}) },
    });
    if (existing) await revokeAllSessions(user.id, tx);
    await recordAudit(
      {
        actorEmail: COMMAND_LINE_ACTOR,
        action: existing ? 'staff-password-reset' : 'staff-create',
        entity: 'StaffUser',
        entityId: user.id,
        summary: AUDIT_TEXT.accounts.commandLine(Boolean(existing), email, user.roles),
      },
      tx,
    );
    return existing ? ('reset' as const) : ('created' as const);
  });
}
