import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Kept apart from migrations.ts (which loads Prisma's schema engine) so that the running site can
// compare the migrations on disk with the applied ones (lib/platform/ops/readiness.ts).
export const MIGRATIONS_DIR = path.resolve(/*turbopackIgnore: true*/ 'prisma/migrations');

/** The migration folders, oldest first. */
export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort();
}
