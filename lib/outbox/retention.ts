import { db } from '@/lib/platform/db/client';
import { olderThan } from '@/lib/platform/retention';

/**
 * Deletes outgoing e-mails (sent, failed or still queued) older than `days` days. An outbox row
 * is not linked to its enquiry; it holds a copy of it (and staff set-password links), so it goes
 * by age, with the shorter of the enquiry periods (lib/outbox/feature.ts).
 */
export async function pruneOutboxMail(days: number, now = new Date()): Promise<number> {
  return (await db().mailOutbox.deleteMany({ where: olderThan(days, now) })).count;
}
