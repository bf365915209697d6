import { db } from '@/lib/platform/db/client';
import { olderThan } from '@/lib/platform/retention';

/** Deletes staff sign-in attempts older than `days` days (the lock-out reads 15 minutes back). */
export async function pruneLoginAttempts(days: number, now = new Date()): Promise<number> {
  return (await db().loginAttempt.deleteMany({ where: olderThan(days, now) })).count;
}
