import { AUDIT_TEXT } from '@/content/audit';
import { resetSecondFactor } from '@/lib/platform/auth/two-factor';
import { z } from 'zod';
import { STAFF_ACCOUNTS_TEXT } from '@/content/staff-accounts';
import { authorize, NotAllowedError, type StaffActor } from '@/lib/platform/auth/access';
import type { StaffRole } from '@/lib/platform/auth/roles';
import { revokeAllSessions } from '@/lib/platform/auth/sessions';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Prisma, StaffUser } from '@/lib/platform/db/generated/client';
import { fieldErrors } from '@/lib/platform/http/responses';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { inviteSchema, rolesSchema, type InviteInput } from './account-schema';
import { issueSetPasswordLink } from './set-password';

/**
 * Staff accounts, managed by admins in the back-office (/staff/accounts). Every function checks
 * the actor is an admin before it touches the database; every change is one transaction with
 * its audit row (and its e-mail, and the ending of the member's sessions), so a refused or
 * failed change writes nothing.
 */

const E = STAFF_ACCOUNTS_TEXT.errors;
type Tx = Prisma.TransactionClient;

export interface StaffMemberView {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  disabled: boolean;
  /** Invited (or reset) and no password chosen yet. */
  passwordSet: boolean;
  twoFactor: boolean;
  lastSignIn: string | null;
  createdAt: string;
}

export type AccountResult = { ok: true } | { ok: false; errors: Record<string, string> };

/** A change refused by a rule (shown to the admin); thrown inside the transaction to undo it. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly field = 'form',
  ) {
    super(message);
  }
}

const withLastSignIn = {
  sessions: {
    where: { secondFactorAt: { not: null } },
    orderBy: { secondFactorAt: 'desc' },
    take: 1,
    select: { secondFactorAt: true },
  },
} satisfies Prisma.StaffUserInclude;

type UserWithSignIn = Prisma.StaffUserGetPayload<{ include: typeof withLastSignIn }>;

const view = (u: UserWithSignIn): StaffMemberView => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
  disabled: u.disabledAt !== null,
  passwordSet: u.passwordHash !== '',
  twoFactor: u.totpEnabledAt !== null,
  lastSignIn: u.sessions[0]?.secondFactorAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

/** Every member of staff, by name, with their roles, state and last sign-in. */
export async function listStaffMembers(actor: StaffActor): Promise<StaffMemberView[]> {
  authorize(actor, 'admin');
  const rows = await db().staffUser.findMany({
    include: withLastSignIn,
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
  return rows.map(view);
}

/** One member of staff, or null (unknown or malformed id). */
export async function findStaffMember(
  actor: StaffActor,
  id: string,
): Promise<StaffMemberView | null> {
  authorize(actor, 'admin');
  if (!z.uuid().safeParse(id).success) return null;
  const row = await db().staffUser.findUnique({ where: { id }, include: withLastSignIn });
  return row ? view(row) : null;
}

// Any fixed number. Every account change takes this lock and then reads the acting admin again,
// so two admins disabling or demoting each other at once cannot both succeed: the second finds
// itself no longer an admin. With "not yourself", that keeps at least one enabled admin always.
const ACCOUNTS_LOCK = 7_243_105;

/**
 * Runs one account change in one transaction, after every other account change, with the acting
 * admin read again inside it (a member demoted or disabled a moment ago changes nothing).
 */
async function change(
  actor: StaffActor,
  work: (tx: Tx, me: StaffUser) => Promise<void>,
): Promise<AccountResult> {
  authorize(actor, 'admin');
  try {
    await db().$transaction(async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(${ACCOUNTS_LOCK})::text AS locked`);
      const me = await tx.staffUser.findUnique({ where: { id: actor.id } });
      if (!me || me.disabledAt || !me.roles.includes('admin')) throw new NotAllowedError('role');
      await work(tx, me);
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, errors: { [error.field]: error.message } };
    throw error;
  }
  return { ok: true };
}

async function target(tx: Tx, id: string): Promise<StaffUser> {
  const user = z.uuid().safeParse(id).success
    ? await tx.staffUser.findUnique({ where: { id } })
    : null;
  if (!user) throw new Refusal(E.missing);
  return user;
}

const audit = (tx: Tx, me: StaffUser, action: string, user: StaffUser, summary: string) =>
  recordAudit(
    { actorEmail: me.email, action, entity: 'StaffUser', entityId: user.id, summary },
    tx,
  );

/**
 * Invites a member: an account with no usable password and a one-time set-password link, valid
 * 24 hours, e-mailed to them.
 */
export async function inviteStaffMember(
  actor: StaffActor,
  input: InviteInput,
): Promise<AccountResult> {
  authorize(actor, 'admin');
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { name, email, roles } = parsed.data;
  const result = await change(actor, async (tx, me) => {
    if (await tx.staffUser.findUnique({ where: { email } })) {
      throw new Refusal(E.emailTaken, 'email');
    }
    const user = await tx.staffUser.create({ data: { name, email, roles, passwordHash: '' } });
    await issueSetPasswordLink(tx, user, 'invite', me.name);
    await audit(tx, me, 'staff-invite', user, AUDIT_TEXT.accounts.invited(email, roles));
  }).catch((error: unknown) => {
    // Created at the same moment by `npm run staff:create` (which takes no lock).
    if ((error as { code?: string }).code === 'P2002') {
      return { ok: false as const, errors: { email: E.emailTaken } };
    }
    throw error;
  });
  if (result.ok) deliverSoon();
  return result;
}

/** Disables a member (no sign-in, every session and unused link ended) or enables them again. */
export async function setStaffMemberDisabled(
  actor: StaffActor,
  id: string,
  disabled: boolean,
): Promise<AccountResult> {
  return change(actor, async (tx, me) => {
    const user = await target(tx, id);
    if (disabled) {
      if (user.id === me.id) throw new Refusal(E.selfDisable);
      if (user.disabledAt) throw new Refusal(E.alreadyDisabled);
      await tx.staffUser.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
      const ended = await revokeAllSessions(user.id, tx);
      await tx.staffToken.deleteMany({ where: { userId: user.id, usedAt: null } });
      await audit(tx, me, 'staff-disable', user, AUDIT_TEXT.accounts.disabled(user.email, ended));
    } else {
      if (!user.disabledAt) throw new Refusal(E.alreadyEnabled);
      await tx.staffUser.update({ where: { id: user.id }, data: { disabledAt: null } });
      await audit(tx, me, 'staff-enable', user, AUDIT_TEXT.accounts.enabled(user.email));
    }
  });
}

/** Sets a member's roles; taking any role away ends their sessions at once. */
export async function changeStaffRoles(
  actor: StaffActor,
  id: string,
  input: { roles?: unknown },
): Promise<AccountResult> {
  authorize(actor, 'admin');
  const parsed = rolesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { roles } = parsed.data;
  return change(actor, async (tx, me) => {
    const user = await target(tx, id);
    const removed = user.roles.filter((role) => !roles.includes(role));
    if (removed.length === 0 && roles.length === user.roles.length) return;
    if (removed.includes('admin') && user.id === me.id) throw new Refusal(E.selfDemote, 'roles');
    await tx.staffUser.update({ where: { id: user.id }, data: { roles } });
    if (removed.length) await revokeAllSessions(user.id, tx);
    const summary = AUDIT_TEXT.accounts.rolesChanged(user.email, user.roles, roles);
    await audit(tx, me, 'staff-roles', user, summary);
  });
}

/**
 * Resets a member's password: the current one stops working, every session and earlier link
 * ends, and a fresh one-time link is e-mailed to them.
 */
export async function resetStaffPassword(actor: StaffActor, id: string): Promise<AccountResult> {
  const result = await change(actor, async (tx, me) => {
    const user = await target(tx, id);
    if (user.disabledAt) throw new Refusal(E.disabledNoLink);
    await tx.staffUser.update({ where: { id: user.id }, data: { passwordHash: '' } });
    await revokeAllSessions(user.id, tx);
    await issueSetPasswordLink(tx, user, 'reset', me.name);
    await audit(
      tx,
      me,
      'staff-password-reset',
      user,
      AUDIT_TEXT.accounts.passwordReset(user.email),
    );
  });
  if (result.ok) deliverSoon();
  return result;
}

/** For a member who lost their authenticator: they enrol again at their next sign-in. */
export async function resetStaffSecondFactor(
  actor: StaffActor,
  id: string,
): Promise<AccountResult> {
  return change(actor, async (tx, me) => {
    const user = await target(tx, id);
    await resetSecondFactor(tx, user.id);
    await audit(
      tx,
      me,
      'staff-second-factor-reset',
      user,
      AUDIT_TEXT.accounts.secondFactorReset(user.email),
    );
  });
}
