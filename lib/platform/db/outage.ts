/**
 * Telling "the database is unreachable right now" (server restarting, connection cut, pool
 * exhausted) from every other failure, so that a request answers 503 with Retry-After instead of
 * 500, and a write cut by a dropped connection can be retried once.
 */

// PostgreSQL: admin shutdown / crash shutdown / cannot connect now, connection exceptions,
// too many connections.
const POSTGRES_CODES = [
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
];
// Node's socket errors.
const SOCKET_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];
// Prisma: can't reach server, timed out, server closed the connection, pool timeout.
const PRISMA_CODES = ['P1001', 'P1002', 'P1008', 'P1017', 'P2024'];
const CODES = new Set([...POSTGRES_CODES, ...SOCKET_CODES, ...PRISMA_CODES]);

// Prisma's driver adapter reports some of these only in its message (a raw query's "Code: `57P01`",
// node-postgres's "Client has encountered a connection error and is not queryable").
const MESSAGES = [
  new RegExp(`\\b(${[...POSTGRES_CODES, ...SOCKET_CODES].join('|')})\\b`),
  /connection error and is not queryable/i,
  /Connection terminated/i,
  /terminating connection/i,
  /Can't reach database server/i,
  /server closed the connection/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  // Every pooled connection busy (or being replaced) for longer than Prisma waits to begin one.
  /Unable to start a transaction in the given time/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message, meta, cause } = e as {
      code?: unknown;
      message?: unknown;
      meta?: { code?: unknown };
      cause?: unknown;
    };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof meta?.code === 'string' && CODES.has(meta.code)) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/**
 * A unique-key violation, as Prisma reports it: P2002 from a model query; from a raw query
 * (`$executeRaw`) P2010 with the driver's error, PostgreSQL's 23505, inside its `meta`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, meta } = (error ?? {}) as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
  };
  if (code === 'P2002') return true;
  const cause = meta?.driverAdapterError?.cause;
  return (
    code === 'P2010' &&
    (cause?.originalCode === '23505' || cause?.kind === 'UniqueConstraintViolation')
  );
}

/** What a client is told to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Runs a write once more when the first attempt failed only because the connection to the
 * database was lost. Use it only where running twice cannot store twice: a write keyed on an id
 * chosen before the first attempt, so a retry after a commit whose answer was lost fails on the
 * key instead of duplicating (`isDuplicate` tells that case apart and it counts as done).
 */
export async function retryOnceIfConnectionLost<T>(
  write: () => Promise<T>,
  options: { isDuplicate?: (error: unknown) => boolean; onDuplicate?: () => Promise<T> } = {},
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    try {
      return await write();
    } catch (retryError) {
      if (options.onDuplicate && options.isDuplicate?.(retryError)) return options.onDuplicate();
      throw retryError;
    }
  }
}
