import { AUDIT_TEXT } from '@/content/audit';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { SIGN_IN_TEXT } from '@/content/staff-sign-in';

/** Failed attempts (passwords or codes, on any accounts) after which an address is locked. */
export const MAX_FAILURES = 5;
/** Failed attempts on one account after which the addresses that made them are refused for it. */
export const ACCOUNT_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_MESSAGES = SIGN_IN_TEXT.errors;

export type SignInStep = 'password' | 'code';

const failed = (since: Date): Prisma.LoginAttemptWhereInput => ({
  success: false,
  createdAt: { gte: since },
});

/**
 * Whether an attempt (password or code) on this account from this address is refused unheard.
 * - An address with five failures in 15 minutes, on any accounts, is locked (brute force from one
 *   place stops there).
 * - An account with five failures in 15 minutes, from anywhere, refuses the addresses that made
 *   any of them (an attacker spreading guesses gets one per address per window).
 * - Any other address is heard: failures made by others never keep a member out, so an outsider
 *   cannot lock a member of staff out of their own account.
 */
export async function isLockedOut(email: string, ip: string | null, now = new Date()) {
  const since = new Date(now.getTime() - LOCK_WINDOW_MS);
  const [byAddress, byAccount, byBoth] = await Promise.all([
    db().loginAttempt.count({ where: { ip, ...failed(since) } }),
    db().loginAttempt.count({ where: { email, ...failed(since) } }),
    db().loginAttempt.count({ where: { email, ip, ...failed(since) } }),
  ]);
  return byAddress >= MAX_FAILURES || (byAccount >= ACCOUNT_FAILURES && byBoth > 0);
}

export interface Attempt {
  email: string;
  ip: string | null;
  success: boolean;
  step?: SignInStep;
}

/**
 * Records an attempt. A failure is audited (never with what was typed), and so is the failure
 * that locks its address or puts its account under guard.
 */
export async function recordLoginAttempt(
  { email, ip, success, step = 'password' }: Attempt,
  now = new Date(),
) {
  await db().$transaction(async (tx) => {
    await tx.loginAttempt.create({ data: { email, ip, success, step, createdAt: now } });
    if (success) return;
    const audit = (action: string, summary: string) =>
      recordAudit({ actorEmail: email, action, entity: 'StaffUser', summary }, tx);
    await audit('sign-in-failed', AUDIT_TEXT.signIn.failed(step, ip));
    const since = new Date(now.getTime() - LOCK_WINDOW_MS);
    const [byAddress, byAccount] = await Promise.all([
      tx.loginAttempt.count({ where: { ip, ...failed(since) } }),
      tx.loginAttempt.count({ where: { email, ...failed(since) } }),
    ]);
    if (byAddress === MAX_FAILURES) {
      await audit('sign-in-lockout', AUDIT_TEXT.signIn.lockedAddress(ip, byAddress));
    }
    if (byAccount === ACCOUNT_FAILURES) {
      await audit('sign-in-account-guard', AUDIT_TEXT.signIn.accountGuard(byAccount, email));
    }
  });
}
