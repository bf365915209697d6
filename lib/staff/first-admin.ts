import { AUDIT_TEXT } from '@/content/audit';
import { FIRST_ADMIN_LINK_HOURS } from '@/content/staff-accounts';
import { recordAudit } from '@/lib/platform/audit/log';
import { db, type Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { firstAdminSchema, type FirstAdminInput } from './account-schema';
import {
  checkLinkForm,
  hashToken,
  linkFor,
  newToken,
  TOKEN_PATTERN,
  type SetPasswordResult,
} from './set-password';

/**
 * The first administrator of a database with no staff at all, as self-hosted apps do it: each
 * start (scripts/serve.ts) prints a set-up link, the set-password link of lib/staff/set-password.ts
 * with no member yet (StaffToken.userId null, purpose `first-admin`). It works once, for
 * FIRST_ADMIN_LINK_HOURS, and only while no member of staff exists; a newer start's link replaces
 * it. Opened, it asks for a name, an e-mail address and a password, and makes that an admin.
 */
export const FIRST_ADMIN_PURPOSE = 'first-admin';
export const FIRST_ADMIN_LINK_MS = FIRST_ADMIN_LINK_HOURS * 60 * 60 * 1000;

const liveFirstAdminToken = (token: string, now: Date): Prisma.StaffTokenWhereInput => ({
  tokenHash: hashToken(token),
  purpose: FIRST_ADMIN_PURPOSE,
  userId: null,
  usedAt: null,
  expiresAt: { gt: now },
});

/**
 * While no staff exist: a fresh first-administrator link (any earlier unused one stops working).
 * Null once a member of staff exists.
 */
export async function issueFirstAdminLink(client: Db, now = new Date()): Promise<string | null> {
  return client.$transaction(async (tx) => {
    if ((await tx.staffUser.count()) > 0) return null;
    const token = newToken();
    await tx.staffToken.deleteMany({ where: { purpose: FIRST_ADMIN_PURPOSE, usedAt: null } });
    await tx.staffToken.create({
      data: {
        tokenHash: hashToken(token),
        purpose: FIRST_ADMIN_PURPOSE,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FIRST_ADMIN_LINK_MS),
      },
    });
    return linkFor(token);
  });
}

/** The lines start-up prints for it. */
export const firstAdminNotice = (link: string) =>
  [
    'No staff account exists yet. Create the first administrator here',
    `(the link works once, for ${FIRST_ADMIN_LINK_HOURS} hours, while no staff exist):`,
    `  ${link}`,
    'Signing in then asks for an authenticator app (Google Authenticator, Microsoft Authenticator,',
    'Authy, 1Password, Aegis, FreeOTP or any TOTP app).',
  ].join('\n');

/** Whether `token` is a first-administrator link that can be used now. */
export async function findFirstAdminLink(token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = await db().staffToken.findFirst({ where: liveFirstAdminToken(token, now) });
  return row !== null && (await db().staffUser.count()) === 0;
}

/**
 * Makes the first administrator through the link: rate-limited per client address as the
 * set-password form is, the link used at most once (a conditional update), refused once any
 * member of staff exists, and audited; an unusable link changes nothing.
 */
export async function createFirstAdmin(
  token: string,
  input: FirstAdminInput,
  ip: string | null,
  now = new Date(),
): Promise<SetPasswordResult> {
  const checked = await checkLinkForm(firstAdminSchema, input, ip, () =>
    findFirstAdminLink(token, now),
  );
  if (!checked.ok) return checked;
  const {
    data: { name, email },
    passwordHash,
  } = checked;
  const done = await db().$transaction(async (tx) => {
    const where = liveFirstAdminToken(token, now);
    const { count } = await tx.staffToken.updateMany({ where, data: { usedAt: now } });
    if (count !== 1 || (await tx.staffUser.count()) > 0) return false;
    const user = await tx.staffUser.create({
      data: { email, name, passwordHash, roles: ['admin'] },
    });
    await recordAudit(
      {
        actorEmail: email,
        action: 'staff-first-admin',
        entity: 'StaffUser',
        entityId: user.id,
        summary: AUDIT_TEXT.accounts.firstAdmin(email),
      },
      tx,
    );
    return true;
  });
  return done ? { ok: true } : { ok: false, invalid: true };
}
