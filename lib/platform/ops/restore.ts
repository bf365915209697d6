import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { applyMigrations, listMigrations, MIGRATIONS_DIR } from '@/lib/platform/db/migrations';
import {
  BackupError,
  countRows,
  databaseFileChecksums,
  fileChecksums,
  MIGRATIONS_TABLE,
  quote,
  withClient,
  type FileStorageKind,
  type Manifest,
} from './backup';

const run = promisify(execFile);
/** The differences between two listings, as readable lines (empty when they agree). */
function differences<T>(expected: Record<string, T>, actual: Record<string, T>, what: string) {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return keys
    .filter((key) => JSON.stringify(expected[key]) !== JSON.stringify(actual[key]))
    .map(
      (key) =>
        `${what} ${key}: expected ${JSON.stringify(expected[key])}, found ${JSON.stringify(actual[key])}`,
    );
}

async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => 'null'),
  ) as Manifest | null;
  if (manifest?.format !== 1)
    throw new BackupError('This is not a backup made by `npm run backup`.');
  return manifest;
}

/**
 * Rows and files already present; restoring over them needs `force`. (With the database storage
 * the files are rows; its storage folder is not the site's and is left alone.)
 */
async function whatIsThere(databaseUrl: string, storageDir: string | null): Promise<string[]> {
  const rows = Object.entries(await countRows(databaseUrl)).filter(
    ([table, n]) => table !== MIGRATIONS_TABLE && n > 0,
  );
  const files = storageDir ? Object.keys(await fileChecksums(storageDir)) : [];
  return [
    ...rows.map(([table, n]) => `${n} rows in ${table}`),
    ...(files.length ? [`${files.length} files in ${storageDir}`] : []),
  ];
}

/**
 * An archive's files go back where they were taken from: restored with the other setting, the
 * site would not find them. Refused before anything is touched (an archive without files fits
 * either).
 */
function checkFileStorage(manifest: Manifest, target: FileStorageKind) {
  const source = manifest.fileStorage ?? 'disk';
  if (source === target || Object.keys(manifest.files).length === 0) return;
  throw new BackupError(
    source === 'database'
      ? 'This backup keeps its files in the database (it was made with FILE_STORAGE=database): restore it with FILE_STORAGE=database.'
      : 'This backup keeps its files in its files/ folder (it was made with FILE_STORAGE=disk): restore it with FILE_STORAGE=disk, then move the files into the database with `npm run files:to-database`.',
  );
}

const databaseFiles = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      return await databaseFileChecksums(client);
    } finally {
      await client.query('ROLLBACK');
    }
  });

/** A folder with this code's migrations up to and including `last` (the archive's schema). */
async function migrationsUpTo(last: string | null, into: string): Promise<string> {
  const known = listMigrations();
  if (last && !known.includes(last)) {
    throw new BackupError(
      `The backup's database is at migration ${last}, which this version of the site does not have: restore it with the version that made the backup, or a newer one.`,
    );
  }
  const dir = path.join(into, 'migrations');
  await mkdir(dir);
  for (const name of known.filter((n) => last !== null && n <= last)) {
    await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

async function loadJson(databaseUrl: string, dumpDir: string) {
  const files = (await readdir(dumpDir)).filter((f) => f.endsWith('.json'));
  await withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    try {
      // Tables load in any order: foreign keys are not checked while loading rows that
      // satisfied them when they were dumped.
      await client.query('SET LOCAL session_replication_role = replica');
      for (const file of files) {
        // `<table>.json` or one of its later parts, `<table>.<n>.json` (table names have no dot).
        const table = quote(file.split('.')[0]!);
        const rows = await readFile(path.join(dumpDir, file), 'utf8');
        await client.query(
          `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`,
          [rows],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new BackupError(`Could not load the backup's rows: ${(error as Error).message}`);
    }
  });
}

async function loadPgDump(databaseUrl: string, file: string) {
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]).catch((error: { stderr?: string }) => {
    throw new BackupError(`pg_restore failed: ${error.stderr?.trim() ?? String(error)}`);
  });
}

/**
 * Restores an archive of `createBackup` into the database and the storage folder (with
 * `fileStorage: 'database'`, into the database alone: the files are its rows). Refuses one
 * that already holds rows or files unless `force` (then both are emptied first). Checks the
 * archive's files against its manifest before touching anything, and the restored tables and
 * files against it afterwards.
 */
export async function restoreBackup(options: {
  archive: string;
  databaseUrl: string;
  storageDir: string;
  /** The site's FILE_STORAGE; the archive must have been made with the same (or hold no files). */
  fileStorage?: FileStorageKind;
  force?: boolean;
}): Promise<Manifest> {
  const fileStorage = options.fileStorage ?? 'disk';
  const onDisk = fileStorage === 'disk';
  const work = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(options.archive), '-C', work]).catch(() => {
      throw new BackupError(`Could not read ${options.archive}: not a .tar.gz backup archive.`);
    });
    const manifest = await readManifest(work);
    checkFileStorage(manifest, fileStorage);
    // Files kept in the database are checked after the restore, by reading them back.
    const inFolder = (manifest.fileStorage ?? 'disk') === 'disk' ? manifest.files : {};
    const damaged = differences(inFolder, await fileChecksums(path.join(work, 'files')), 'file');
    if (damaged.length) throw new BackupError(`The archive is damaged:\n  ${damaged.join('\n  ')}`);
    const migrations = await migrationsUpTo(manifest.migration, work);

    const present = await whatIsThere(options.databaseUrl, onDisk ? options.storageDir : null);
    if (present.length && !options.force) {
      throw new BackupError(
        `Not restoring over existing data (${present.join(', ')}). Restore into an empty database and storage folder, or add --force to replace them.`,
      );
    }
    await withClient(options.databaseUrl, (client) =>
      client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public'),
    );
    if (onDisk) await rm(options.storageDir, { recursive: true, force: true });

    if (manifest.database === 'pg_dump') {
      await loadPgDump(options.databaseUrl, path.join(work, 'database/db.dump'));
    } else {
      await applyMigrations(options.databaseUrl, { dir: migrations });
      await loadJson(options.databaseUrl, path.join(work, 'database'));
    }
    if (onDisk) {
      await mkdir(options.storageDir, { recursive: true });
      await cp(path.join(work, 'files'), options.storageDir, { recursive: true });
    }

    const restoredFiles = onDisk
      ? await fileChecksums(options.storageDir)
      : await databaseFiles(options.databaseUrl);
    const wrong = [
      ...differences(manifest.tables, await countRows(options.databaseUrl), 'table'),
      ...differences(manifest.files, restoredFiles, 'file'),
    ];
    if (wrong.length) {
      throw new BackupError(`The restore does not match the manifest:\n  ${wrong.join('\n  ')}`);
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
