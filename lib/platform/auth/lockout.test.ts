import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import {
  ACCOUNT_FAILURES,
  isLockedOut,
  LOCK_WINDOW_MS,
  MAX_FAILURES,
  reserveAttempt,
  settleAttempt,
  type SignInStep,
} from './lockout';

afterAll(() => db().$disconnect());

const email = () => `staff-${randomUUID()}@example.com`;
const ip = () => `198.51.${randomUUID().slice(0, 8)}`;
/** An attempt checked and found right or wrong; false when it was refused unheard. */
async function attempt(
  account: string,
  address: string | null,
  success: boolean,
  { step = 'password' as SignInStep, now = new Date() } = {},
) {
  const reservation = await reserveAttempt({ email: account, ip: address, step }, now);
  if (reservation) await settleAttempt(reservation, success);
  return reservation !== null;
}
const fail = (account: string, address: string | null, step: SignInStep = 'password') =>
  attempt(account, address, false, { step });

describe('sign-in lock-out', () => {
  it('stops brute force from one address: five failures lock it, for every account', async () => {
    const account = email();
    const attacker = ip();
    for (let i = 0; i < MAX_FAILURES - 1; i++) await fail(account, attacker);
    expect(await isLockedOut(account, attacker)).toBe(false);
    await fail(account, attacker, 'code');
    expect(await isLockedOut(account, attacker)).toBe(true);
    expect(await isLockedOut(email(), attacker)).toBe(true);
  });

  it('locks an address after five failures spread over different accounts', async () => {
    const address = ip();
    for (let i = 0; i < MAX_FAILURES; i++) await fail(email(), address);
    expect(await isLockedOut(email(), address)).toBe(true);
    expect(await isLockedOut(email(), ip())).toBe(false);
  });

  it('lets an outsider not lock a member out: a clean address is always heard', async () => {
    const member = email();
    const attackers = Array.from({ length: 4 * ACCOUNT_FAILURES }, ip);
    for (const attacker of attackers) await fail(member, attacker);
    expect(await isLockedOut(member, ip())).toBe(false);
    expect(await isLockedOut(member, null)).toBe(false);
  });

  it('refuses, on an account under attack, every address that failed on it', async () => {
    const member = email();
    const attackers = Array.from({ length: ACCOUNT_FAILURES }, ip);
    await fail(member, attackers[0]!);
    expect(await isLockedOut(member, attackers[0]!)).toBe(false);
    for (const attacker of attackers.slice(1)) await fail(member, attacker);
    for (const attacker of attackers) {
      expect(await isLockedOut(member, attacker)).toBe(true);
      expect(await isLockedOut(email(), attacker)).toBe(false);
    }
  });

  it('counts an IPv6 client by its /64: a new address on the same line is still locked', async () => {
    const line = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const account = email();
    for (let i = 1; i <= MAX_FAILURES; i++) expect(await fail(account, `${line}::${i}`)).toBe(true);
    expect(await isLockedOut(email(), `${line}:ffff:ffff:ffff:fff0`)).toBe(true);
    expect(await fail(account, `${line}::99`)).toBe(false);
    // Another line is heard.
    expect(await isLockedOut(email(), `2001:db8:ffff:${randomUUID().slice(0, 4)}::1`)).toBe(false);
  });

  it('forgets failures older than the window, and does not count successes', async () => {
    const account = email();
    const address = ip();
    const old = new Date(Date.now() - LOCK_WINDOW_MS - 1000);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(await attempt(account, address, false, { now: old })).toBe(true);
    }
    for (let i = 0; i < MAX_FAILURES; i++) expect(await attempt(account, address, true)).toBe(true);
    expect(await isLockedOut(account, address)).toBe(false);
  });

  it('audits each failure (never what was typed) and the failure that locks', async () => {
    const account = email();
    const attacker = ip();
    for (let i = 0; i < MAX_FAILURES; i++) expect(await fail(account, attacker)).toBe(true);
    // Refused unheard: neither stored nor audited.
    expect(await fail(account, attacker)).toBe(false);
    expect(await db().loginAttempt.count({ where: { ip: attacker } })).toBe(MAX_FAILURES);
    const rows = await db().auditLog.findMany({
      where: { actorEmail: account },
      orderBy: { createdAt: 'asc' },
    });
    const actions = rows.map((r) => r.action);
    expect(actions.filter((a) => a === 'sign-in-failed')).toHaveLength(MAX_FAILURES);
    expect(actions.filter((a) => a === 'sign-in-lockout')).toHaveLength(1);
    expect(actions.filter((a) => a === 'sign-in-account-guard')).toHaveLength(1);
    expect(rows.find((r) => r.action === 'sign-in-failed')!.summary).toBe(
      `Wrong e-mail or password from ${attacker}`,
    );
    expect(rows.find((r) => r.action === 'sign-in-lockout')!.summary).toBe(
      `Locked ${attacker} for 15 minutes after 5 failures`,
    );
  });
});
