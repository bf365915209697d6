import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Next keeps its data cache (the investor lists of lib/investors/cached.ts) on disk under
 * .next/cache/fetch-cache, across restarts and builds. Those entries are rows of one database:
 * started on another (an in-memory database for the tests and benchmarks, or a new
 * DATABASE_URL), the site would serve the old rows for up to 5 minutes. So the cache is dropped
 * before a start whose database differs from the last one's; an in-memory database (`null`)
 * is new every time. Answers whether it dropped anything.
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
  if (drop) rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, id ?? 'in memory');
  return drop;
}
