import { PrismaPg } from '@prisma/adapter-pg';
import { env } from '@/lib/env';
import { PrismaClient } from './generated/client';

export type Db = InstanceType<typeof PrismaClient>;

// One client per process; `next dev` reloads modules, so it is kept on globalThis.
const holder = globalThis as unknown as { __db?: Db };

// A database that does not answer a new connection within 5 s counts as unreachable (503), rather
// than holding the request until the client gives up.
const connect = (connectionString: string): Db =>
  new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: 10, connectionTimeoutMillis: 5_000 }),
  });

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
