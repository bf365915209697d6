import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { isLockedOut, LOCK_WINDOW_MS, MAX_FAILURES, recordLoginAttempt } from './lockout';

afterAll(() => db().$disconnect());

const email = () => `staff-${randomUUID()}@example.com`;
const ip = () =>
  `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`.slice(0, 45);

describe('sign-in lock-out', () => {
  it('locks an account after five failures within 15 minutes, from any address', async () => {
    const account = email();
    for (let i = 0; i < MAX_FAILURES - 1; i++) await recordLoginAttempt(account, ip(), false);
    expect(await isLockedOut(account, ip())).toBe(false);
    await recordLoginAttempt(account, ip(), false);
    expect(await isLockedOut(account, ip())).toBe(true);
  });

  it('locks an address after five failures on different accounts', async () => {
    const address = ip();
    for (let i = 0; i < MAX_FAILURES; i++) await recordLoginAttempt(email(), address, false);
    expect(await isLockedOut(email(), address)).toBe(true);
    expect(await isLockedOut(email(), ip())).toBe(false);
  });

  it('forgets failures older than the window, and does not count successes', async () => {
    const account = email();
    const old = new Date(Date.now() - LOCK_WINDOW_MS - 1000);
    await db().loginAttempt.createMany({
      data: Array.from({ length: MAX_FAILURES }, () => ({
        email: account,
        ip: null,
        success: false,
        createdAt: old,
      })),
    });
    for (let i = 0; i < MAX_FAILURES; i++) await recordLoginAttempt(account, null, true);
    expect(await isLockedOut(account, null)).toBe(false);
  });
});
