import { RATE_LIMIT_MESSAGE } from '@/content/api';
import { Clock } from '@/lib/platform/clock';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { rateLimitKey } from '@/lib/platform/http/client';
import { HttpError } from '@/lib/platform/http/responses';
import { isStopping, trackWork } from '@/lib/platform/ops/shutdown';

/**
 * Per-client limits on form submissions, counted in PostgreSQL so that every instance of the
 * site shares them. Each client, form and limit has one bucket per window (a minute from :00, a
 * day from 00:00 UTC), and a request is measured against a sliding window: the current
 * window's count plus the window before's, weighed by how much of that one is still within the
 * last `seconds`. A burst across the edge of two windows is therefore limited like one inside
 * a window (fixed windows let twice the limit through there). Every request counts, refused
 * ones included, and adds one to each of its buckets in a single statement.
 */
export interface Limit {
  name: string;
  seconds: number;
  max: number;
}

/** The limits' time: `Date.now()`, which tests move instead of waiting (./testing.ts). */
export const rateLimitClock = new Clock();

export const defaultLimits = (): Limit[] => [
  { name: 'minute', seconds: 60, max: env.RATE_LIMIT_PER_MINUTE },
  { name: 'day', seconds: 86_400, max: env.RATE_LIMIT_PER_DAY },
];

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until a further request would be allowed (0 when this one was). */
  retryAfter: number;
}

/** One limit's counts at the moment of a request. */
interface Measure {
  limit: Limit;
  /** Seconds since the current window began. */
  elapsed: number;
  previous: number;
  current: number;
}

const weighted = ({ limit, elapsed, previous, current }: Measure) =>
  (previous * (limit.seconds - elapsed)) / limit.seconds + current;

/** Seconds from now until one more request would be within this limit, if none comes before. */
function secondsUntilAllowed({ limit, elapsed, previous, current }: Measure): number {
  const { seconds: w, max } = limit;
  if (current + 1 <= max) {
    // Later in this window, once the window before weighs little enough.
    if (previous === 0) return 0;
    return Math.max(0, w * (1 - (max - current - 1) / previous) - elapsed);
  }
  // In the next window, once this one weighs little enough (at the latest, the one after).
  const into = Math.min(w, Math.max(0, w * (1 - (max - 1) / current)));
  return w - elapsed + into;
}

export async function hitRateLimit(
  scope: string,
  ip: string,
  limits: Limit[] = defaultLimits(),
  now = rateLimitClock.now(),
): Promise<RateLimitResult> {
  const at = now / 1000;
  const windows = limits.map((limit) => {
    const start = Math.floor(at / limit.seconds) * limit.seconds;
    const key = (windowStart: number) => `${scope}|${ip}|${limit.name}|${windowStart}`;
    // A bucket is kept through the window after its own, where it still weighs.
    const keepUntil = new Date((start + 2 * limit.seconds) * 1000).toISOString();
    return { limit, start, current: key(start), previous: key(start - limit.seconds), keepUntil };
  });
  const n = windows.length;
  const values = windows.map((_, i) => `($${i * 2 + 1}, 1, $${i * 2 + 2}::timestamptz)`);
  const previousKeys = windows.map((_, i) => `$${2 * n + i + 1}`);
  const rows = await db().$queryRawUnsafe<{ key: string; count: number }[]>(
    `WITH hit AS (
       INSERT INTO "RateLimitBucket" ("key", "count", "expiresAt") VALUES ${values.join(', ')}
       ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
       RETURNING "key", "count"
     )
     SELECT "key", "count" FROM hit
     UNION ALL
     SELECT "key", "count" FROM "RateLimitBucket" WHERE "key" IN (${previousKeys.join(', ')})`,
    ...windows.flatMap((w) => [w.current, w.keepUntil]),
    ...windows.map((w) => w.previous),
  );
  const counts = new Map(rows.map((r) => [r.key, Number(r.count)]));
  const measures: Measure[] = windows.map((w) => ({
    limit: w.limit,
    elapsed: at - w.start,
    previous: counts.get(w.previous) ?? 0,
    current: counts.get(w.current) ?? 0,
  }));
  if (measures.every((m) => weighted(m) <= m.limit.max)) return { allowed: true, retryAfter: 0 };
  const wait = Math.max(...measures.map(secondsUntilAllowed));
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait)) };
}

/**
 * Throws 429 with Retry-After when this client has sent too many requests to this form. IPv6
 * clients count by their /64; requests with no valid address all count in one shared "unknown"
 * bucket (lib/platform/http/client.ts), so a forged or missing header never escapes the limit.
 */
export async function enforceRateLimit(
  scope: string,
  ip: string | null,
  limits: Limit[] = defaultLimits(),
): Promise<void> {
  const { allowed, retryAfter } = await hitRateLimit(scope, rateLimitKey(ip), limits);
  if (allowed) return;
  throw new HttpError(
    429,
    RATE_LIMIT_MESSAGE(retryAfter),
    {},
    { 'Retry-After': String(retryAfter) },
  );
}

/** Deletes buckets that no longer weigh in any window (the window after their own has ended). */
export async function pruneRateLimits(now = new Date()): Promise<number> {
  const { count } = await db().rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}

const holder = globalThis as unknown as { __rateLimitPruning?: NodeJS.Timeout };

/** Started once per server process (lib/features/startup.ts): keeps the bucket table small. */
export function startRateLimitPruning(intervalMs = 60_000): void {
  if (holder.__rateLimitPruning) return;
  holder.__rateLimitPruning = setInterval(() => {
    if (isStopping()) return;
    void trackWork(
      pruneRateLimits().catch((error) => console.error('[rate-limit] pruning:', error)),
    );
  }, intervalMs);
  holder.__rateLimitPruning.unref();
}
