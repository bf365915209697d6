import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { listMigrations, MIGRATIONS_DIR } from './migration-files';

/**
 * Migrations in Prisma's own layout (prisma/migrations/<timestamp>_<name>/migration.sql), applied
 * by this runner and recorded in `_prisma_migrations` exactly as `prisma migrate deploy` records
 * them, so a machine with Prisma's native engine agrees about what is applied.
 *
 * New migrations are computed by Prisma's schema engine (WebAssembly build) as a diff between the
 * schema of the last migration and `schema.prisma`. That schema is kept beside the last migration
 * only, in `schema.snapshot.prisma` (Prisma ignores extra files there): the next diff needs it, and
 * nothing needs the older ones (each is the schema the next migration's SQL started from), so a
 * new migration takes the snapshot over from the one before.
 */

export { listMigrations, MIGRATIONS_DIR } from './migration-files';
export const SCHEMA_FILE = path.resolve('prisma/schema.prisma');
const SNAPSHOT = 'schema.snapshot.prisma';

export class MigrationError extends Error {}

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

const CREATE_HISTORY = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Taken in every migration transaction, so two instances starting at once (two servers on one
// database) apply each migration once: the second waits, then finds it recorded. (The embedded
// database also runs one connection's transaction at a time, whose sessions share the lock.)
const MIGRATION_LOCK = 72_707_301;

async function inLockedTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Applies one migration and records it; false when another instance has applied it meanwhile. */
async function applyMigration(client: pg.Client, dir: string, name: string): Promise<boolean> {
  const file = path.join(dir, name, 'migration.sql');
  const sql = readFileSync(file, 'utf8');
  try {
    return await inLockedTransaction(client, async () => {
      const { rowCount } = await client.query(
        'SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL',
        [name],
      );
      if (rowCount) return false;
      await client.query(sql);
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), checksum(sql), name],
      );
      return true;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Migration failed: ${path.relative(process.cwd(), file)}\n  ${reason}`,
    );
  }
}

/** Applies pending migrations in order, each in its own transaction. Returns the names applied. */
export async function applyMigrations(
  connectionString: string,
  { dir = MIGRATIONS_DIR, log = (_: string) => {} } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await inLockedTransaction(client, () => client.query(CREATE_HISTORY));
    const { rows } = await client.query<{ migration_name: string; finished_at: Date | null }>(
      'SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const unfinished = rows.find((r) => r.finished_at === null);
    if (unfinished) {
      throw new MigrationError(
        `Migration ${unfinished.migration_name} was started but never finished (applied by another tool?). Resolve it before migrating.`,
      );
    }
    const applied = new Set(rows.map((r) => r.migration_name));
    const done: string[] = [];
    for (const name of listMigrations(dir)) {
      if (applied.has(name) || !(await applyMigration(client, dir, name))) continue;
      log(`Applied migration ${name}`);
      done.push(name);
    }
    return done;
  } finally {
    await client.end();
  }
}

interface SchemaEngine {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string }>;
}

/** Loads Prisma's schema engine from its WebAssembly build (Node 20 cannot import .wasm modules). */
async function loadSchemaEngine(
  connectionString: string,
  datamodel: string,
): Promise<SchemaEngine> {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
  const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
  const exports = instance.exports as Record<string, unknown> & { __wbindgen_start(): void };
  bg.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  return (await bg.SchemaEngine.new(
    { datamodels: [[SCHEMA_FILE, datamodel]] },
    () => {},
    adapter,
  )) as unknown as SchemaEngine;
}

/** SQL that turns a database built from `from` (null: an empty database) into one built from `to`. */
export async function diffSchemas(
  connectionString: string,
  from: string | null,
  to: string,
): Promise<string> {
  const engine = await loadSchemaEngine(connectionString, to);
  const source = (content: string) => ({
    tag: 'schemaDatamodel',
    files: [{ path: SCHEMA_FILE, content }],
  });
  const result = await engine.diff({
    from: from === null ? { tag: 'empty' } : source(from),
    to: source(to),
    script: true,
    shadowDatabaseUrl: null,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  return result.stdout;
}

/** True when a diff script contains statements rather than only Prisma's "empty" comment. */
export const hasChanges = (sql: string) =>
  sql.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--'));

export function lastSnapshot(dir = MIGRATIONS_DIR): string | null {
  const last = listMigrations(dir).at(-1);
  if (!last) return null;
  const file = path.join(dir, last, SNAPSHOT);
  if (!existsSync(file))
    throw new MigrationError(`${last}, the last migration, has no ${SNAPSHOT}`);
  return readFileSync(file, 'utf8');
}

/** The SQL still missing from the migrations to reach schema.prisma ('' when none). */
export async function pendingSchemaChanges(connectionString: string): Promise<string> {
  const sql = await diffSchemas(
    connectionString,
    lastSnapshot(),
    readFileSync(SCHEMA_FILE, 'utf8'),
  );
  return hasChanges(sql) ? sql : '';
}

/** Writes a new migration folder for the changes in schema.prisma; null when there are none. */
export async function createMigration(
  connectionString: string,
  name: string,
): Promise<string | null> {
  if (!/^[a-z0-9_]+$/.test(name)) {
    throw new MigrationError(
      'A migration name uses lower-case letters, digits and underscores only.',
    );
  }
  const schema = readFileSync(SCHEMA_FILE, 'utf8');
  const sql = await diffSchemas(connectionString, lastSnapshot(), schema);
  if (!hasChanges(sql)) return null;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return writeMigration(MIGRATIONS_DIR, `${stamp}_${name}`, sql, schema);
}

/**
 * Writes a migration folder with its SQL and the schema it leads to, which it takes over from
 * the migration before: only the last migration keeps a snapshot.
 */
export function writeMigration(dir: string, folderName: string, sql: string, schema: string) {
  const before = listMigrations(dir).at(-1);
  const folder = path.join(dir, folderName);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'migration.sql'), sql);
  writeFileSync(path.join(folder, SNAPSHOT), schema);
  if (before && before !== folderName) rmSync(path.join(dir, before, SNAPSHOT), { force: true });
  return folder;
}
