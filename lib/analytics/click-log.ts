import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { z } from 'zod';
import { db } from '@/lib/platform/db/client';
import { trackWork } from '@/lib/platform/ops/shutdown';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { BROWSERS, browserOf, OPERATING_SYSTEMS, operatingSystemOf } from './user-agent';

/** The old site's click-log call (spec §7); the address is taken from our proxy, not the body. */
export const logClickSchema = z.object({
  type: z.string().trim().min(1, 'type is required.').max(40),
  element: z.string().trim().min(1, 'element is required.').max(300),
  ipAddress: z.string().max(45).nullable().optional(),
  browser: z.enum(BROWSERS, 'browser must be one of the known browsers.'),
  operatingSystem: z.enum(OPERATING_SYSTEMS, 'operatingSystem must be one of the known systems.'),
  userAgent: z.string().max(512).optional(),
});

export type LogClickInput = z.infer<typeof logClickSchema>;

/** A client-side navigation reported by components/analytics/navigation-beacon.tsx. */
export const navigationSchema = z.object({
  path: z
    .string('path must be a site path.')
    .regex(/^\/[^\s]*$/, 'path must be a site path.')
    .max(300, 'path must be a site path.'),
});

/**
 * Per-address limits on the click-log endpoints: generous (a person clicking through the site
 * never reaches them, nor does an office behind one address), but a script cannot fill the table.
 */
export const CLICK_LOG_LIMITS = [
  { name: 'minute', seconds: 60, max: 120 },
  { name: 'day', seconds: 86_400, max: 10_000 },
];

export async function recordClick(input: LogClickInput, client: ClientInfo) {
  await db().clickLog.create({
    data: {
      type: input.type,
      element: input.element,
      ipAddress: client.ip,
      browser: input.browser,
      operatingSystem: input.operatingSystem,
      userAgent: input.userAgent?.slice(0, 512) ?? client.userAgent,
    },
  });
}

// Page views are written in batches: one INSERT for every burst of traffic instead of one per
// page view. A view waits at most FLUSH_MS; a crash can lose that half second of views, a stop
// (SIGTERM) cannot: the stop flushes the batch (lib/platform/ops/shutdown.ts). One batch per process, on
// globalThis, since the proxy and the routes each bundle their own copy of this module.
const FLUSH_MS = 500;
const MAX_BATCH = 200;
interface Batch {
  rows: Prisma.ClickLogCreateManyInput[];
  timer: NodeJS.Timeout | null;
  /** Resolves the promise the batch's callers wait on, once its rows are written. */
  written: (() => void) | null;
  scheduled: Promise<void> | null;
}
const holder = globalThis as unknown as { __pageViews?: Batch };
const batch = (): Batch =>
  (holder.__pageViews ??= { rows: [], timer: null, written: null, scheduled: null });

/** Writes the page views waiting in this process's batch now. */
export function flushPageViews(): Promise<void> {
  const current = batch();
  if (current.timer) clearTimeout(current.timer);
  const { rows, written } = current;
  Object.assign(current, { rows: [], timer: null, written: null, scheduled: null });
  return trackWork(
    (async () => {
      try {
        if (rows.length > 0) await db().clickLog.createMany({ data: rows });
      } catch (error) {
        console.error(`[analytics] could not record ${rows.length} page views`, error);
      } finally {
        written?.();
      }
    })(),
  );
}

/**
 * A page navigation (seen by proxy.ts, or reported by the navigation beacon): one row in the old
 * click log's shape. Resolves once the row is written (or its batch failed, which is logged).
 */
export function recordNavigation(path: string, client: ClientInfo): Promise<void> {
  const ua = client.userAgent ?? '';
  const current = batch();
  current.rows.push({
    type: 'navigation',
    element: `Navigated to ${path}`.slice(0, 300),
    path: path.slice(0, 300),
    ipAddress: client.ip,
    browser: browserOf(ua),
    operatingSystem: operatingSystemOf(ua),
    userAgent: client.userAgent,
  });
  const scheduled = (current.scheduled ??= new Promise((resolve) => {
    current.written = resolve;
    current.timer = setTimeout(() => void flushPageViews(), FLUSH_MS);
  }));
  if (current.rows.length >= MAX_BATCH) void flushPageViews();
  return scheduled;
}

/** Deletes logs older than `days` days; returns how many. */
export async function pruneClickLogs(days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const { count } = await db().clickLog.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}

export interface Tally {
  label: string;
  count: number;
}

/** Top pages, browsers and operating systems of navigations in the last `days` days. */
export async function navigationReport(actor: StaffActor, days: number, limit = 10) {
  authorize(actor, 'signed-in');
  const where = {
    type: 'navigation',
    createdAt: { gte: new Date(Date.now() - days * 86_400_000) },
  };
  const tally = async (by: 'path' | 'browser' | 'operatingSystem'): Promise<Tally[]> => {
    const rows = await db().clickLog.groupBy({
      by: [by],
      where,
      _count: { _all: true },
      orderBy: { _count: { id: 'desc' } },
      take: limit,
    });
    return rows.map((r) => ({ label: String(r[by] ?? 'Unknown'), count: r._count._all }));
  };
  const [pages, browsers, systems, total] = await Promise.all([
    tally('path'),
    tally('browser'),
    tally('operatingSystem'),
    db().clickLog.count({ where }),
  ]);
  return { days, total, pages, browsers, systems };
}
