import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Backups: one tar.gz holding the database, the stored files (lib/platform/storage's folder) and
 * manifest.json (row count of every table, sha256 of every file, when, which app version and
 * which migration). With FILE_STORAGE=database the files are rows of the dump, taken in the same
 * snapshot as every other row, and the archive's files/ folder stays empty (STORAGE_DIR is not
 * read: files left there by `npm run files:to-database` would otherwise be kept twice). A PostgreSQL server is dumped with its own pg_dump (custom format, restored
 * with pg_restore); the embedded database (PGlite, which pg_dump cannot read: it is a newer
 * PostgreSQL) is dumped table by table as JSON through its socket and loaded back with
 * json_populate_recordset after the migrations have rebuilt its schema.
 */
const run = promisify(execFile);
export const MIGRATIONS_TABLE = '_prisma_migrations';

export interface Manifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  migration: string | null;
  database: 'pg_dump' | 'json';
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
  /** Where the files are: `files/` (disk; absent in older archives) or the dump's rows. */
  fileStorage?: FileStorageKind;
}

export type FileStorageKind = 'disk' | 'database';

export class BackupError extends Error {}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

/** Every table's row count, by name. */
export const countRows = (url: string): Promise<Record<string, number>> =>
  withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of await tableNames(client)) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${quote(table)}`);
      counts[table] = rows[0].n;
    }
    return counts;
  });

const isEmbedded = (client: pg.Client) =>
  client.query<{ v: string }>('SELECT version() AS v').then((r) => r.rows[0]!.v.includes('PGlite'));

async function lastMigration(client: pg.Client): Promise<string | null> {
  const tables = await tableNames(client);
  if (!tables.includes(MIGRATIONS_TABLE)) return null;
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL
     ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.name ?? null;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root` (relative paths with `/`), with its size and checksum. */
export async function fileChecksums(root: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
  );
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, full).split(path.sep).join('/');
    files[key] = { size: (await stat(full)).size, sha256: await sha256(full) };
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every file of the database storage (StorageFile rows with a key; replaced versions kept for
 * downloads under way are not files), with its size and the sha256 of its chunks, read one chunk
 * at a time in `client`'s transaction.
 */
export async function databaseFileChecksums(client: pg.Client): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  const { rows } = await client.query<{ id: string; key: string }>(
    'SELECT id, key FROM "StorageFile" WHERE key IS NOT NULL ORDER BY key',
  );
  for (const { id, key } of rows) {
    const hash = createHash('sha256');
    let size = 0;
    for (let index = 0; ; index++) {
      const chunk = await client.query<{ bytes: Buffer }>(
        'SELECT bytes FROM "StorageChunk" WHERE "fileId" = $1 AND index = $2',
        [id, index],
      );
      const bytes = chunk.rows[0]?.bytes;
      if (!bytes) break;
      hash.update(bytes);
      size += bytes.length;
    }
    files[key] = { size, sha256: hash.digest('hex') };
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** The major version of a pg_dump/pg_restore binary, or of the server. */
async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new BackupError(`${tool} was not found: install PostgreSQL's client tools.`);
  });
  return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
}

async function dumpWithPgDump(client: pg.Client, url: string, file: string, snapshot: string) {
  const server = Math.floor(
    Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000,
  );
  const tool = await toolMajor('pg_dump');
  if (tool < server) {
    throw new BackupError(
      `pg_dump ${tool} cannot dump a PostgreSQL ${server} server: install pg_dump ${server} or newer.`,
    );
  }
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--snapshot=${snapshot}`,
    `--file=${file}`,
    url,
  ]);
}

/** Text of one dump file at most (a part of a table): loading one never needs more memory. */
const PART_CHARS = 32 * 1024 * 1024;

/** A table's dump files: `<table>.json`, then `<table>.1.json`, `<table>.2.json` ... */
export const partName = (table: string, part: number) =>
  part === 0 ? `${table}.json` : `${table}.${part}.json`;

/**
 * Every table as JSON arrays of rows, read through a cursor a few rows at a time and written in
 * parts of about 32 MB, so a database holding the stored files (1 MB chunks) is never held in
 * memory whole, here or when it is loaded back.
 */
async function dumpAsJson(client: pg.Client, dir: string, partChars = PART_CHARS) {
  await mkdir(dir, { recursive: true });
  for (const table of await tableNames(client)) {
    if (table === MIGRATIONS_TABLE) continue; // rebuilt by the migrations on restore
    const batch = table === 'StorageChunk' ? 4 : 1000;
    await client.query(
      `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quote(table)} t`,
    );
    let part = 0;
    let rows: string[] = [];
    let chars = 0;
    const flush = async () => {
      await writeFile(path.join(dir, partName(table, part++)), `[${rows.join(',')}]`);
      rows = [];
      chars = 0;
    };
    for (;;) {
      const fetched = await client.query<{ r: string }>(`FETCH ${batch} FROM dump`);
      for (const { r } of fetched.rows) {
        if (chars + r.length > partChars && rows.length) await flush();
        rows.push(r);
        chars += r.length;
      }
      if (fetched.rows.length < batch) break;
    }
    await flush();
    await client.query('CLOSE dump');
  }
}

/**
 * Writes `<outDir>/backup-<time>.tar.gz` and returns its path. The dump is taken in one
 * snapshot: the one in which the rows are counted (REPEATABLE READ; pg_dump joins it).
 */
export async function createBackup(options: {
  databaseUrl: string;
  storageDir: string;
  /** FILE_STORAGE: `database` takes the files from the dump's rows, not from storageDir. */
  fileStorage?: FileStorageKind;
  outDir: string;
  appVersion: string;
  now?: Date;
  /** Size of the embedded database's dump files (about 32 MB of text). */
  jsonPartChars?: number;
}): Promise<{ archive: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const fileStorage = options.fileStorage ?? 'disk';
  const staging = await mkdtemp(path.join(tmpdir(), 'backup-'));
  try {
    const manifest = await withClient(options.databaseUrl, async (client) => {
      const embedded = await isEmbedded(client);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const tables: Manifest['tables'] = {};
      for (const table of await tableNames(client)) {
        tables[table] = (
          await client.query(`SELECT count(*)::int AS n FROM ${quote(table)}`)
        ).rows[0].n;
      }
      const migration = await lastMigration(client);
      const files = fileStorage === 'database' ? await databaseFileChecksums(client) : undefined;
      const dumpDir = path.join(staging, 'database');
      if (embedded) await dumpAsJson(client, dumpDir, options.jsonPartChars);
      else {
        // pg_dump reads this transaction's snapshot, so the counts above describe the dump.
        const snapshot = (await client.query('SELECT pg_export_snapshot() AS s')).rows[0].s;
        await mkdir(dumpDir);
        await dumpWithPgDump(client, options.databaseUrl, path.join(dumpDir, 'db.dump'), snapshot);
      }
      await client.query('COMMIT');
      const database = embedded ? ('json' as const) : ('pg_dump' as const);
      return { migration, tables, database, files };
    });
    if (fileStorage === 'disk') {
      await cp(options.storageDir, path.join(staging, 'files'), { recursive: true }).catch(
        (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? undefined : Promise.reject(error),
      );
    }
    await mkdir(path.join(staging, 'files'), { recursive: true });
    const full: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      appVersion: options.appVersion,
      ...manifest,
      files: manifest.files ?? (await fileChecksums(path.join(staging, 'files'))),
      fileStorage,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(full, null, 2)}\n`);
    await mkdir(options.outDir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const archive = path.resolve(options.outDir, `backup-${stamp}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', staging, 'manifest.json', 'database', 'files']);
    return { archive, manifest: full };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
