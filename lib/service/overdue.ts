import { SERVICE_ESCALATION_MAIL as E } from '@/content/service';
import { Clock } from '@/lib/platform/clock';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { serviceRequests as feature } from './feature';
import { promiseDay } from './promise';
import type { ServiceStatus } from './status';

/**
 * Promises not kept. A request is **overdue** while it waits for its centre past `assignBy`
 * (received, none assigned), or for the centre's call past `callBy` (assigned, no visit scheduled
 * nor work started): the inbox marks it, and the service manager is told once per request and
 * deadline (`assignEscalatedAt`, `callEscalatedAt`).
 */

/** The clock of the deadlines (tests move it instead of waiting). */
export const serviceClock = new Clock();

/** The requests overdue at `now`, as a filter of the inbox. */
export const overdueWhere = (now: Date): Prisma.ServiceRequestWhereInput => ({
  OR: [
    { status: 'received', assignBy: { lt: now } },
    { status: 'assigned', callBy: { lt: now } },
  ],
});

/** Whether a request is overdue at `now` (the inbox's badge, the request's page). */
export const isOverdue = (
  r: { status: ServiceStatus; assignBy: Date; callBy: Date },
  now: Date,
): boolean =>
  (r.status === 'received' && r.assignBy < now) || (r.status === 'assigned' && r.callBy < now);

/** Whom an escalation is mailed to: the setting, else the active members of the service role. */
async function managers(): Promise<string[]> {
  if (env.SERVICE_MANAGER_EMAIL) return [env.SERVICE_MANAGER_EMAIL];
  const members = await db().staffUser.findMany({
    where: { roles: { has: feature.role }, disabledAt: null },
    select: { email: true },
    orderBy: { email: 'asc' },
  });
  return members.map((m) => m.email);
}

type Claimed = { id: string; ticket: string; deadline: Date };

/** At most this many requests per deadline and run; the next run takes the rest. */
const BATCH = 200;

/**
 * Marks the requests past one deadline as escalated and returns them, in the caller's
 * transaction: one UPDATE whose WHERE holds the test, so that two runs at once (two server
 * processes, two ticks) never both claim a request: the second finds the mark set.
 */
function claim(tx: Prisma.TransactionClient, which: 'assign' | 'call', now: Date) {
  return which === 'assign'
    ? tx.$queryRaw<Claimed[]>`
        UPDATE "ServiceRequest" SET "assignEscalatedAt" = ${now}
        WHERE id IN (
          SELECT id FROM "ServiceRequest"
          WHERE "assignEscalatedAt" IS NULL AND status = 'received' AND "assignBy" < ${now}
          ORDER BY "assignBy" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        AND "assignEscalatedAt" IS NULL
        RETURNING id, ticket, "assignBy" AS deadline`
    : tx.$queryRaw<Claimed[]>`
        UPDATE "ServiceRequest" SET "callEscalatedAt" = ${now}
        WHERE id IN (
          SELECT id FROM "ServiceRequest"
          WHERE "callEscalatedAt" IS NULL AND status = 'assigned' AND "callBy" < ${now}
          ORDER BY "callBy" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        AND "callEscalatedAt" IS NULL
        RETURNING id, ticket, "callBy" AS deadline`;
}

/**
 * Tells the service manager about every request that missed a deadline and was not escalated
 * for it yet: the mark and the mail in one transaction (the mail outbox), so each request and
 * deadline gives exactly one mail per recipient, however many runs overlap. Without any
 * recipient nothing is marked, so the mail follows once one is set. Returns the mails queued.
 */
export async function escalateOverdueRequests(now: Date = serviceClock.date()): Promise<number> {
  const to = await managers();
  if (to.length === 0) return 0;
  let queued = 0;
  for (const which of ['assign', 'call'] as const) {
    queued += await db().$transaction(async (tx) => {
      const claimed = await claim(tx, which, now);
      for (const request of claimed) {
        const url = new URL(`/staff/service-requests/${request.id}`, env.SITE_URL).toString();
        const what = E.what[which];
        for (const recipient of to) {
          await enqueueMail(tx, {
            kind: 'service-request',
            to: recipient,
            subject: E.subject(request.ticket, what),
            text: E.body(request.ticket, what, promiseDay(request.deadline, 'en'), url),
          });
        }
      }
      return claimed.length * to.length;
    });
  }
  if (queued > 0) deliverSoon();
  return queued;
}
