import { db } from '@/lib/db/client';

export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_MESSAGES = {
  invalid: 'Incorrect e-mail or password.',
  locked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;

/**
 * Five failed sign-ins for one account, or from one address, within 15 minutes lock further
 * attempts until the oldest of them is 15 minutes old.
 */
export async function isLockedOut(email: string, ip: string | null): Promise<boolean> {
  const since = new Date(Date.now() - LOCK_WINDOW_MS);
  const byEmail = await db().loginAttempt.count({
    where: { email, success: false, createdAt: { gte: since } },
  });
  if (byEmail >= MAX_FAILURES) return true;
  if (!ip) return false;
  const byIp = await db().loginAttempt.count({
    where: { ip, success: false, createdAt: { gte: since } },
  });
  return byIp >= MAX_FAILURES;
}

export async function recordLoginAttempt(email: string, ip: string | null, success: boolean) {
  await db().loginAttempt.create({ data: { email, ip, success } });
}
