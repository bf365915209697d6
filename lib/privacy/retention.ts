import type { RetentionDays } from '@/content/privacy';
import { db } from '@/lib/platform/db/client';
import { env, type Env } from '@/lib/platform/env';
import { storage, type FileStorage } from '@/lib/platform/storage';

/**
 * How long each kind of personal record is kept, in days, from the environment (lib/platform/env.ts).
 * `npm run prune` deletes by these figures and the privacy notice shows the same ones, so the
 * notice cannot promise a period the prune does not keep.
 */

type RetentionEnv = Pick<
  Env,
  | 'ENQUIRY_RETENTION_DAYS'
  | 'DEALER_RETENTION_DAYS'
  | 'LOGIN_ATTEMPT_RETENTION_DAYS'
  | 'CLICKLOG_RETENTION_DAYS'
  | 'NEWSLETTER_PENDING_RETENTION_DAYS'
  | 'WARRANTY_RETENTION_DAYS'
  | 'SERVICE_RETENTION_DAYS'
>;

export function retentionDays(config: RetentionEnv = env): RetentionDays {
  return {
    contactEnquiries: config.ENQUIRY_RETENTION_DAYS,
    dealerEnquiries: config.DEALER_RETENTION_DAYS,
    mail: Math.min(config.ENQUIRY_RETENTION_DAYS, config.DEALER_RETENTION_DAYS),
    loginAttempts: config.LOGIN_ATTEMPT_RETENTION_DAYS,
    pageViews: config.CLICKLOG_RETENTION_DAYS,
    unconfirmedSignUps: config.NEWSLETTER_PENDING_RETENTION_DAYS,
    warrantyRegistrations: config.WARRANTY_RETENTION_DAYS,
    serviceRequests: config.SERVICE_RETENTION_DAYS,
  };
}

/** The moment `days` days before `now`: records made before it are past their period. */
export const cutoff = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

const olderThan = (days: number, now: Date) => ({ createdAt: { lt: cutoff(days, now) } });

/** Deletes contact enquiries older than `days` days; returns how many. */
export async function pruneContactEnquiries(days: number, now = new Date()): Promise<number> {
  return (await db().contactEnquiry.deleteMany({ where: olderThan(days, now) })).count;
}

/** Deletes dealer enquiries older than `days` days; returns how many. */
export async function pruneDealerEnquiries(days: number, now = new Date()): Promise<number> {
  return (await db().dealerEnquiry.deleteMany({ where: olderThan(days, now) })).count;
}

/**
 * Deletes outgoing e-mails (sent, failed or still queued) older than `days` days. An outbox row
 * is not linked to its enquiry; it holds a copy of it (and staff set-password links), so it goes
 * by age, with the shorter of the enquiry periods.
 */
export async function pruneOutboxMail(days: number, now = new Date()): Promise<number> {
  return (await db().mailOutbox.deleteMany({ where: olderThan(days, now) })).count;
}

/** Deletes staff sign-in attempts older than `days` days (the lock-out reads 15 minutes back). */
export async function pruneLoginAttempts(days: number, now = new Date()): Promise<number> {
  return (await db().loginAttempt.deleteMany({ where: olderThan(days, now) })).count;
}

/** Removes stored files of deleted rows; a file already gone is no error. */
async function removeFiles(keys: string[], files: FileStorage) {
  for (const key of keys) await files.remove(key);
}

/**
 * Deletes warranty registrations whose warranty ended more than `days` days before `now` (by UTC
 * date: a warranty that ended on the cut-off's date stays), then their invoices; returns how many.
 */
export async function pruneWarrantyRegistrations(
  days: number,
  now = new Date(),
  files: FileStorage = storage(),
): Promise<number> {
  const day = cutoff(days, now).toISOString().slice(0, 10);
  const where = { warrantyEndsOn: { lt: new Date(`${day}T00:00:00Z`) } };
  const rows = await db().warrantyRegistration.findMany({
    where,
    select: { id: true, invoiceKey: true },
  });
  const { count } = await db().warrantyRegistration.deleteMany({
    where: { id: { in: rows.map((r) => r.id) } },
  });
  await removeFiles(rows.map((r) => r.invoiceKey).filter(Boolean), files);
  return count;
}

/**
 * Deletes service requests closed more than `days` days before `now` with nothing recorded since
 * (a note or a reopening after the close restarts the period), with their history, then their
 * photos; returns how many. Requests not closed are kept, however old.
 */
export async function pruneServiceRequests(
  days: number,
  now = new Date(),
  files: FileStorage = storage(),
): Promise<number> {
  const before = cutoff(days, now);
  const rows = await db().serviceRequest.findMany({
    where: {
      status: 'closed',
      events: {
        some: { kind: 'status', status: 'closed', at: { lt: before } },
        none: { at: { gte: before } },
      },
    },
    select: { id: true, photos: true },
  });
  const { count } = await db().serviceRequest.deleteMany({
    // `closed` again: a request reopened meanwhile stays.
    where: { id: { in: rows.map((r) => r.id) }, status: 'closed' },
  });
  await removeFiles(
    rows.flatMap((r) => r.photos),
    files,
  );
  return count;
}

export type { RetentionDays };
