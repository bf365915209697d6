import { AUDIT_TEXT } from '@/content/audit';
import { createHash, randomBytes } from 'node:crypto';
import {
  SET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_TEXT,
  STAFF_ACCOUNTS_TEXT,
} from '@/content/staff-accounts';
import { recordAudit } from '@/lib/platform/audit/log';
import { hashPassword } from '@/lib/platform/auth/password';
import { revokeAllSessions } from '@/lib/platform/auth/sessions';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { rateLimitKey } from '@/lib/platform/http/client';
import { fieldErrors } from '@/lib/platform/http/responses';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { describeWait } from '@/content/api';
import { hitRateLimit } from '@/lib/platform/rate-limit';
import type { z } from 'zod';
import { newPasswordSchema, type NewPasswordInput } from './account-schema';

/**
 * One-time set-password links (invitations and password resets). The link carries 256 random
 * bits; only their sha256 is stored (StaffToken.tokenHash), so the table alone opens nothing.
 * Staff reading the mail that carries one see the token hidden (lib/platform/mail/redact.ts).
 */
export const SET_PASSWORD_PATH = '/staff/set-password/';
export const LINK_LIFETIME_MS = SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000;
export type LinkPurpose = 'invite' | 'reset';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const linkFor = (token: string) =>
  `${env.SITE_URL.replace(/\/$/, '')}${SET_PASSWORD_PATH}${token}`;

/**
 * Makes a fresh link for a member and queues its e-mail, inside the caller's transaction. Links
 * sent before and not used yet stop working.
 */
export async function issueSetPasswordLink(
  tx: Prisma.TransactionClient,
  user: { id: string; email: string; name: string },
  purpose: LinkPurpose,
  byName: string,
  now = new Date(),
) {
  const token = newToken();
  await tx.staffToken.deleteMany({ where: { userId: user.id, usedAt: null } });
  await tx.staffToken.create({
    data: {
      userId: user.id,
      tokenHash: hashToken(token),
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    },
  });
  const words = STAFF_ACCOUNTS_TEXT.mail;
  await enqueueMail(tx, {
    kind: 'staff-account',
    to: user.email,
    subject: words.subject(purpose === 'invite'),
    text: words.text(user.name, purpose === 'invite', linkFor(token), byName),
  });
}

/** Where a live link's token points: unused, not expired, its member not disabled. */
const liveToken = (token: string, now: Date): Prisma.StaffTokenWhereInput => ({
  tokenHash: hashToken(token),
  usedAt: null,
  expiresAt: { gt: now },
  user: { is: { disabledAt: null } },
});

/** The member a set-password link is for, or null when it cannot be used. */
export async function findSetPasswordLink(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db().staffToken.findFirst({
    where: liveToken(token, now),
    include: { user: { select: { email: true, name: true } } },
  });
  return row?.user ? { email: row.user.email, name: row.user.name } : null;
}

export type SetPasswordResult =
  | { ok: true }
  | { ok: false; invalid: true }
  | { ok: false; invalid?: false; errors: Record<string, string> };

/**
 * What each form behind a staff link (this one and lib/staff/first-admin.ts) checks first, in
 * this order: the per-address limit, counted before anything else (one atomic increment, so a
 * burst is heard only up to the limit; an unreadable address counts in the one shared bucket of
 * unknown clients), then the fields, then whether the link can be used now. On success, the
 * fields and the new password's hash.
 */
export async function checkLinkForm<Output extends { password: string }>(
  schema: z.ZodType<Output>,
  input: unknown,
  ip: string | null,
  linkUsable: () => Promise<boolean>,
): Promise<
  { ok: true; data: Output; passwordHash: string } | Exclude<SetPasswordResult, { ok: true }>
> {
  const limit = await hitRateLimit('staff-set-password', rateLimitKey(ip));
  if (!limit.allowed) {
    const message = SET_PASSWORD_TEXT.errors.tooMany(describeWait(limit.retryAfter));
    return { ok: false, errors: { form: message } };
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  if (!(await linkUsable())) return { ok: false, invalid: true };
  return { ok: true, data: parsed.data, passwordHash: await hashPassword(parsed.data.password) };
}

/**
 * Sets a member's password through a link: rate-limited per client address (an IPv6 client by
 * its /64), the link used at most once (a conditional update, so two submissions at once cannot
 * both win), every session of the member ended, and audited; an unusable link changes nothing.
 */
export async function setPasswordWithLink(
  token: string,
  input: NewPasswordInput,
  ip: string | null,
  now = new Date(),
): Promise<SetPasswordResult> {
  const checked = await checkLinkForm(newPasswordSchema, input, ip, async () =>
    Boolean(await findSetPasswordLink(token, now)),
  );
  if (!checked.ok) return checked;
  const { passwordHash } = checked;
  const done = await db().$transaction(async (tx) => {
    const where = liveToken(token, now);
    const { count } = await tx.staffToken.updateMany({ where, data: { usedAt: now } });
    if (count !== 1) return false;
    const { user } = await tx.staffToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(token) },
      include: { user: true },
    });
    // A live member's token always has its member (liveToken); the first-administrator link has none.
    if (!user) return false;
    await tx.staffUser.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.staffToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    await revokeAllSessions(user.id, tx, now);
    await recordAudit(
      {
        actorEmail: user.email,
        action: 'staff-password-set',
        entity: 'StaffUser',
        entityId: user.id,
        summary: AUDIT_TEXT.accounts.passwordSet(user.email),
      },
      tx,
    );
    return true;
  });
  return done ? { ok: true } : { ok: false, invalid: true };
}
