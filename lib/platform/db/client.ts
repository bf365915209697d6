import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { env } from '@/lib/platform/env';
import { PrismaClient } from './generated/client';

export type Db = InstanceType<typeof PrismaClient>;

// One client per process; `next dev` reloads modules, so it is kept on globalThis.
const holder = globalThis as unknown as { __db?: Db };

/**
 * The connection pool. A database that does not answer a new connection within 5 s counts as
 * unreachable (503), rather than holding the request until the client gives up. A connection the
 * server ends (a restart, `pg_terminate_backend`) reports an 'error' on its client, sometimes
 * after Prisma has let go of it; with no listener that event would be thrown and take the whole
 * process down. Every client therefore keeps a listener: the pool drops the broken client, and the
 * request that was using it answers 503 (lib/platform/db/outage.ts).
 */
function pool(connectionString: string): pg.Pool {
  const connections = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  connections.on('connect', (client) => client.on('error', () => {}));
  connections.on('error', () => {});
  return connections;
}

const connect = (connectionString: string): Db =>
  new PrismaClient({
    adapter: new PrismaPg(pool(connectionString), { disposeExternalPool: true }),
  });

/**
 * A client with a connection pool of its own, not the process's: for tests that play two
 * instances on one database, and scripts that read one database while writing another.
 */
export const separateDatabaseClient = (connectionString: string): Db => connect(connectionString);

/** For command-line scripts that start the database themselves (scripts/*): use this one. */
export function connectDatabase(connectionString: string): Db {
  holder.__db = connect(connectionString);
  return holder.__db;
}

/**
 * The Prisma client. `npm start`, `npm run dev` and the test set-up always provide DATABASE_URL
 * (a PostgreSQL server, or the embedded one they start), so a missing URL here means the server
 * was started some other way.
 */
export function db(): Db {
  if (holder.__db) return holder.__db;
  const connectionString = env.DATABASE_URL;
  if (!connectionString) {
    throw new Error(
      'DATABASE_URL is not set. Start the site with `npm start` or `npm run dev`, which provide a database.',
    );
  }
  holder.__db = connect(connectionString);
  return holder.__db;
}

/** Closes this process's connections, if it opened any (the graceful stop: lib/platform/ops/shutdown.ts). */
export async function disconnectDatabase(): Promise<void> {
  const client = holder.__db;
  holder.__db = undefined;
  await client?.$disconnect();
}
