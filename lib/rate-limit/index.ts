import { RATE_LIMIT_MESSAGE } from '@/content/api';
import { db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { rateLimitKey } from '@/lib/http/client';
import { HttpError } from '@/lib/http/responses';
import { isStopping, trackWork } from '@/lib/ops/shutdown';

/**
 * Per-client limits on form submissions, counted in PostgreSQL so that every instance of the
 * site shares them. Fixed windows: one bucket per client, form and minute (and day); each
 * request adds one to both buckets in a single statement.
 */
export interface Limit {
  name: string;
  seconds: number;
  max: number;
}

export const defaultLimits = (): Limit[] => [
  { name: 'minute', seconds: 60, max: env.RATE_LIMIT_PER_MINUTE },
  { name: 'day', seconds: 86_400, max: env.RATE_LIMIT_PER_DAY },
];

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the exceeded window ends (0 when allowed). */
  retryAfter: number;
}

export async function hitRateLimit(
  scope: string,
  ip: string,
  limits: Limit[] = defaultLimits(),
  now = Date.now(),
): Promise<RateLimitResult> {
  const buckets = limits.map((limit) => {
    const start = Math.floor(now / 1000 / limit.seconds) * limit.seconds;
    const end = start + limit.seconds;
    return { limit, key: `${scope}|${ip}|${limit.name}|${start}`, end };
  });
  const values = buckets.map((_, i) => `($${i * 2 + 1}, 1, $${i * 2 + 2}::timestamptz)`);
  const params = buckets.flatMap((b) => [b.key, new Date(b.end * 1000).toISOString()]);
  const rows = await db().$queryRawUnsafe<{ key: string; count: number }[]>(
    `INSERT INTO "RateLimitBucket" ("key", "count", "expiresAt") VALUES ${values.join(', ')}
     ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
     RETURNING "key", "count"`,
    ...params,
  );
  const counts = new Map(rows.map((r) => [r.key, Number(r.count)]));
  const exceeded = buckets.filter((b) => (counts.get(b.key) ?? 0) > b.limit.max);
  if (exceeded.length === 0) return { allowed: true, retryAfter: 0 };
  const retryAfter = Math.max(...exceeded.map((b) => Math.ceil(b.end - now / 1000)));
  return { allowed: false, retryAfter: Math.max(retryAfter, 1) };
}

/**
 * Throws 429 with Retry-After when this client has sent too many requests to this form. IPv6
 * clients count by their /64; requests with no valid address all count in one shared "unknown"
 * bucket (lib/http/client.ts), so a forged or missing header never escapes the limit.
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

/** Deletes buckets whose window has ended. */
export async function pruneRateLimits(now = new Date()): Promise<number> {
  const { count } = await db().rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}

const holder = globalThis as unknown as { __rateLimitPruning?: NodeJS.Timeout };

/** Started once per server process (lib/server-startup.ts): keeps the bucket table small. */
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
