import { DOCUMENT_PAGES } from '@/content/investors';
import { db, type Db } from '@/lib/platform/db/client';
import type { InvestorDocumentKind, Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { skipWhileRunning } from '@/lib/platform/ops/loop';
import { trackWork } from '@/lib/platform/ops/shutdown';
import { KIND_OF } from './types';
import { scheduleClock } from '@/lib/platform/clock';

/** One filing that has just become public, as an alert mail lists it. */
export interface PublishedItem {
  title: string;
  year: string;
  heading: string;
  /** The absolute address of its list's page. */
  url: string;
  publishAt: Date;
}

/** Queues the alert mails of newly public filings, in the caller's transaction. */
export type AlertQueue = (
  tx: Prisma.TransactionClient | Db,
  items: PublishedItem[],
) => Promise<number>;

/** Filings published longer ago than this when first seen (added later, with a past date) alert no one. */
export const ALERT_WINDOW_HOURS = 48;
/** At most this many filings are handled per run; the next run takes the rest. */
const BATCH = 200;

interface DueRow {
  id: string;
  kind: InvestorDocumentKind;
  title: string;
  year: string;
  publishAt: Date;
  archived: boolean;
}

/**
 * Marks the filings whose publish time has come and that no run has handled yet, and queues
 * their alert mails in the same transaction, so each filing alerts once however many servers
 * run this. Pages need no refresh here: they apply the publish time when they render
 * (lib/investors/visibility.ts). Returns how many filings were handled.
 */
export async function publishDueFilings(
  queue: AlertQueue,
  now = scheduleClock.date(),
): Promise<number> {
  const since = new Date(now.getTime() - ALERT_WINDOW_HOURS * 3_600_000);
  return db().$transaction(async (tx) => {
    const due = await tx.$queryRaw<DueRow[]>`
      UPDATE "InvestorDocument" SET "alertedAt" = ${now}
      WHERE id IN (
        SELECT id FROM "InvestorDocument"
        WHERE "alertedAt" IS NULL AND "publishAt" <= ${now}
        ORDER BY "publishAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, title, year, "publishAt", archived`;
    const fresh = due
      .filter((row) => !row.archived && row.publishAt >= since)
      .sort((a, b) => a.publishAt.getTime() - b.publishAt.getTime());
    if (fresh.length) {
      await queue(
        tx,
        fresh.map((row) => {
          const page = DOCUMENT_PAGES[KIND_OF[row.kind]];
          return {
            title: row.title,
            year: row.year,
            heading: page.heading,
            url: `${env.SITE_URL}${page.route.path}`,
            publishAt: row.publishAt,
          };
        }),
      );
    }
    return due.length;
  });
}

const holder = globalThis as unknown as {
  __publisherLoop?: NodeJS.Timeout;
  __publisherTick?: () => Promise<void>;
};

/**
 * Started once per server process (lib/newsletter/feature.server.ts, by lib/features/startup.ts): every `intervalMs`, handles the
 * filings whose publish time has come, then sends the queued alert mails.
 */
export function startPublisherLoop(queue: AlertQueue, intervalMs = 20_000): void {
  if (holder.__publisherLoop) return;
  const tick = skipWhileRunning(async () => {
    try {
      if ((await publishDueFilings(queue)) > 0) deliverSoon();
    } catch (error) {
      console.error('[investors] publisher:', error);
    }
  });
  holder.__publisherTick = tick;
  holder.__publisherLoop = setInterval(() => void trackWork(tick()), intervalMs);
  holder.__publisherLoop.unref();
}

/**
 * After staff save a filing: the loop's run now instead of at its next turn, so a filing
 * published now alerts its readers at once (a run already under way is not doubled: the next
 * turn takes what it missed). Nothing where the loop does not run (scripts, unit tests).
 */
export function publishSoon(): void {
  const tick = holder.__publisherTick;
  if (tick) void trackWork(tick());
}

export function stopPublisherLoop(): void {
  clearInterval(holder.__publisherLoop);
  holder.__publisherLoop = undefined;
  holder.__publisherTick = undefined;
}
