import { createHash } from 'node:crypto';
import { AUDIT_TEXT } from '@/content/audit';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { rateLimitKey } from '@/lib/platform/http/client';
import { SIGN_IN_TEXT } from '@/content/staff-sign-in';

/** Failed attempts (passwords or codes, on any accounts) after which an address is locked. */
export const MAX_FAILURES = 5;
/** Failed attempts on one account after which the addresses that made them are refused for it. */
export const ACCOUNT_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_MESSAGES = SIGN_IN_TEXT.errors;

export type SignInStep = 'password' | 'code';

type Tx = Prisma.TransactionClient;

const failed = (since: Date): Prisma.LoginAttemptWhereInput => ({
  success: false,
  createdAt: { gte: since },
});

interface Failures {
  byAddress: number;
  byAccount: number;
  byBoth: number;
}

/**
 * Failures in the window, attempts still being checked included. An address counts by its client
 * key, as the rate limits do: an IPv6 client by its /64 (one line has a whole /64 to pick new
 * addresses from), and every request with no readable address in one shared bucket (fail closed).
 */
async function countFailures(client: Tx, email: string, ip: string | null, now: Date) {
  const since = new Date(now.getTime() - LOCK_WINDOW_MS);
  const clientKey = rateLimitKey(ip);
  const [byAddress, byAccount, byBoth] = await Promise.all([
    client.loginAttempt.count({ where: { clientKey, ...failed(since) } }),
    client.loginAttempt.count({ where: { email, ...failed(since) } }),
    client.loginAttempt.count({ where: { email, clientKey, ...failed(since) } }),
  ]);
  return { byAddress, byAccount, byBoth };
}

/**
 * Whether these failures refuse an attempt unheard.
 * - An address with five failures in 15 minutes, on any accounts, is locked (brute force from one
 *   place stops there).
 * - An account with five failures in 15 minutes, from anywhere, refuses the addresses that made
 *   any of them (an attacker spreading guesses gets one per address per window).
 * - Any other address is heard: failures made by others never keep a member out, so an outsider
 *   cannot lock a member of staff out of their own account.
 */
const refuses = ({ byAddress, byAccount, byBoth }: Failures) =>
  byAddress >= MAX_FAILURES || (byAccount >= ACCOUNT_FAILURES && byBoth > 0);

/** Whether an attempt on this account from this address would be refused unheard now. */
export async function isLockedOut(email: string, ip: string | null, now = new Date()) {
  return refuses(await countFailures(db(), email, ip, now));
}

/** A 64-bit advisory lock key for one address or one account. */
const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);

/**
 * Holds, until the transaction ends, the locks of this address and this account, always taken in
 * the same order (so two attempts cannot wait for each other). PostgreSQL and the embedded
 * PGlite both have transaction-scoped advisory locks.
 */
async function lockAddressAndAccount(tx: Tx, email: string, ip: string | null) {
  const keys = [
    lockKey(`sign-in-address:${rateLimitKey(ip)}`),
    lockKey(`sign-in-account:${email}`),
  ];
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${key})`;
}

/** An attempt allowed to be checked: stored as a failure until it proves right. */
export interface Reservation {
  id: string;
  email: string;
  ip: string | null;
  step: SignInStep;
  /** Failures of its address and of its account in the window, itself included. */
  byAddress: number;
  byAccount: number;
}

export interface AttemptInput {
  email: string;
  ip: string | null;
  step?: SignInStep;
}

/**
 * Takes the right to check one attempt (password or code), or refuses it unheard (null). The
 * attempt is stored at once as a failure, under locks of its address and its account, so that
 * attempts sent at the same moment count each other: five are checked, never thirty. The check
 * itself (argon2, TOTP) runs after, outside the locks; settleAttempt() stores its outcome. An
 * attempt whose outcome never arrives (a crash) stays a failure: the limit fails closed.
 */
export async function reserveAttempt(
  { email, ip, step = 'password' }: AttemptInput,
  now = new Date(),
): Promise<Reservation | null> {
  // Generous waits: attempts at the same moment queue here one after another.
  const wait = { maxWait: 10_000, timeout: 10_000 };
  return db().$transaction(async (tx) => {
    await lockAddressAndAccount(tx, email, ip);
    const failures = await countFailures(tx, email, ip, now);
    if (refuses(failures)) return null;
    const { id } = await tx.loginAttempt.create({
      data: { email, ip, clientKey: rateLimitKey(ip), success: false, step, createdAt: now },
      select: { id: true },
    });
    const { byAddress, byAccount } = failures;
    return { id, email, ip, step, byAddress: byAddress + 1, byAccount: byAccount + 1 };
  }, wait);
}

/**
 * Stores the outcome of a reserved attempt. A right one becomes a success (and stops counting);
 * a wrong one is audited (never with what was typed), and so is the failure that took its address
 * to the lock-out or its account under guard when it was reserved.
 */
export async function settleAttempt(attempt: Reservation, success: boolean) {
  const { id, email, ip, step } = attempt;
  if (success) {
    await db().loginAttempt.update({ where: { id }, data: { success: true } });
    return;
  }
  await db().$transaction(async (tx) => {
    const audit = (action: string, summary: string) =>
      recordAudit({ actorEmail: email, action, entity: 'StaffUser', summary }, tx);
    await audit('sign-in-failed', AUDIT_TEXT.signIn.failed(step, ip));
    if (attempt.byAddress === MAX_FAILURES) {
      await audit('sign-in-lockout', AUDIT_TEXT.signIn.lockedAddress(ip, attempt.byAddress));
    }
    if (attempt.byAccount === ACCOUNT_FAILURES) {
      await audit(
        'sign-in-account-guard',
        AUDIT_TEXT.signIn.accountGuard(attempt.byAccount, email),
      );
    }
  });
}
