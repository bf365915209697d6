import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything a production build is made from: a change to any of them calls for a new build. */
export const BUILD_SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** True when the build in `root`/.next is missing or older than one of its sources. */
export function buildIsStale(root = '.'): boolean {
  const marker = path.join(root, '.next/BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return BUILD_SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}
