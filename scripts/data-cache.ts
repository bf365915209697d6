import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What names a database across starts: a server's URL, or an embedded database's folder (its URL
 * names a port picked afresh at each start, so it would make every restart "another database").
 * An in-memory database (`null`) is new at every start.
 */
export function databaseIdentity(database: {
  embedded: boolean;
  url: string;
  dir: string;
}): string | null {
  if (!database.embedded) return database.url;
  return database.dir === 'memory' ? null : `embedded:${path.resolve(database.dir)}`;
}

const hasEntries = (dir: string) => {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
};

/**
 * Next keeps its data cache (the investor lists of lib/investors/cached.ts) on disk under
 * .next/cache/fetch-cache, across restarts and builds. Those entries are rows of one database:
 * started on another (an in-memory database for the tests and benchmarks, or a new
 * DATABASE_URL), the site would serve the old rows for up to 5 minutes. So the cache is dropped
 * before a start whose database (`databaseIdentity`) differs from the last one's, or is unknown;
 * an in-memory database (`null`) is new every time. Answers whether it dropped entries made on
 * another database (what start-up reports): false on the first start, on a restart on the same
 * database, and when the cache was empty.
 */
export function dropDataCacheOfOtherDatabase(
  database: string | null,
  cacheDir = path.join('.next', 'cache', 'fetch-cache'),
): boolean {
  const marker = `${cacheDir}.database`;
  const id = database === null ? null : createHash('sha256').update(database).digest('hex');
  let last: string | null = null;
  try {
    last = readFileSync(marker, 'utf8');
  } catch {
    // No start recorded yet.
  }
  const drop = id === null || id !== last;
  const held = drop && last !== null && hasEntries(cacheDir);
  if (drop) rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, id ?? 'in memory');
  return held;
}
