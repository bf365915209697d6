import { db } from '@/lib/platform/db/client';
import { olderThan } from '@/lib/platform/retention';

/** Deletes contact enquiries older than `days` days; returns how many. */
export async function pruneContactEnquiries(days: number, now = new Date()): Promise<number> {
  return (await db().contactEnquiry.deleteMany({ where: olderThan(days, now) })).count;
}

/** Deletes dealer enquiries older than `days` days; returns how many. */
export async function pruneDealerEnquiries(days: number, now = new Date()): Promise<number> {
  return (await db().dealerEnquiry.deleteMany({ where: olderThan(days, now) })).count;
}
