import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migratedDatabase, scratchDatabase } from '@/lib/platform/db/testing';
import { BackupError, countRows, createBackup, fileChecksums } from './backup';
import { restoreBackup } from './restore';

/**
 * Back up a seeded database with stored files, restore it into an empty database and storage
 * folder, and compare: every table's row count and content, every file's checksum. On the
 * embedded database (JSON dump) or, with TEST_DATABASE_URL as in CI, a PostgreSQL server
 * (pg_dump and pg_restore).
 */
jest.setTimeout(120_000);

type Scratch = Awaited<ReturnType<typeof scratchDatabase>>;
let source: Scratch;
let target: Scratch;
let dir: string;
let archive: string;

/** A fingerprint of every table's rows (order-independent), by table. */
async function contents(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string> = {};
    for (const table of Object.keys(await countRows(url))) {
      if (table === '_prisma_migrations') continue; // applied_at differs when rebuilt
      const { rows } = await client.query(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table}" t`,
      );
      result[table] = rows[0].h;
    }
    return result;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  source = await migratedDatabase();
  target = await scratchDatabase();
  const files = path.join(dir, 'files');
  // Every seed set, the sample ones included, with their files (portraits, filings): through
  // `npm run db:seed -- --sample`, since the sample PDFs are drawn with @react-pdf, which Jest
  // cannot load.
  await promisify(execFile)('node_modules/.bin/tsx', ['scripts/db.ts', 'seed', '--sample'], {
    env: { ...process.env, DATABASE_URL: source.url, STORAGE_DIR: files, SEED_SAMPLE_DATA: '' },
  });
  await mkdir(path.join(files, 'investors/reports'), { recursive: true });
  await writeFile(path.join(files, 'investors/reports/annual-2024.pdf'), '%PDF-1.4 sample');
  await writeFile(path.join(files, 'photo.webp'), randomBytes(50_000));
  const { archive: written } = await createBackup({
    databaseUrl: source.url,
    storageDir: files,
    outDir: path.join(dir, 'out'),
    appVersion: '9.9.9',
    now: new Date('2026-11-23T02:00:00Z'),
  });
  archive = written;
});

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  await rm(dir, { recursive: true, force: true });
});

it('restores every table row for row and every file byte for byte into an empty database', async () => {
  expect(path.basename(archive)).toBe('backup-2026-11-23T02-00-00-000Z.tar.gz');
  const restoredFiles = path.join(dir, 'restored-files');
  const manifest = await restoreBackup({
    archive,
    databaseUrl: target.url,
    storageDir: restoredFiles,
  });
  const counts = await countRows(source.url);
  expect(manifest).toMatchObject({ format: 1, appVersion: '9.9.9', tables: counts });
  expect(manifest.migration).toMatch(/^\d{14}_/);
  // The embedded database is dumped as JSON; a server with its own pg_dump.
  const server = new pg.Client({ connectionString: source.url });
  await server.connect();
  const { rows } = await server.query<{ v: string }>('SELECT version() AS v');
  await server.end();
  expect(manifest.database).toBe(rows[0]!.v.includes('PGlite') ? 'json' : 'pg_dump');
  expect(counts.Director).toBeGreaterThan(0);
  expect(await countRows(target.url)).toEqual(counts);
  expect(await contents(target.url)).toEqual(await contents(source.url));
  const checksums = await fileChecksums(restoredFiles);
  // The seed's portraits and filings, and the two files written here.
  expect(Object.keys(checksums)).toEqual(
    expect.arrayContaining([
      'investors/people/sample-anita-verma.svg',
      'investors/reports/annual-2024.pdf',
      'photo.webp',
    ]),
  );
  expect(Object.keys(checksums).length).toBeGreaterThan(20);
  expect(checksums).toEqual(await fileChecksums(path.join(dir, 'files')));
  expect(manifest.files).toEqual(checksums);
});

it('refuses to restore over a database that holds rows unless forced', async () => {
  const storageDir = path.join(dir, 'restored-files');
  await expect(restoreBackup({ archive, databaseUrl: target.url, storageDir })).rejects.toThrow(
    /^Not restoring over existing data \(\d+ rows in /,
  );
  await expect(
    restoreBackup({ archive, databaseUrl: target.url, storageDir }),
  ).rejects.toBeInstanceOf(BackupError);
  // A file that is not in the backup is gone after a forced restore.
  await writeFile(path.join(storageDir, 'stray.txt'), 'not in the backup');
  await restoreBackup({ archive, databaseUrl: target.url, storageDir, force: true });
  expect(Object.keys(await fileChecksums(storageDir))).not.toContain('stray.txt');
  expect(await countRows(target.url)).toEqual(await countRows(source.url));
});

it('refuses an archive whose files do not match its manifest', async () => {
  const unpacked = path.join(dir, 'unpacked');
  await mkdir(unpacked);
  const { execFileSync } = await import('node:child_process');
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  await writeFile(path.join(unpacked, 'files/photo.webp'), 'tampered');
  const tampered = path.join(dir, 'tampered.tar.gz');
  execFileSync('tar', ['-czf', tampered, '-C', unpacked, '.']);
  await expect(
    restoreBackup({
      archive: tampered,
      databaseUrl: target.url,
      storageDir: path.join(dir, 'untouched'),
      force: true,
    }),
  ).rejects.toThrow(/^The archive is damaged:\n {2}file photo\.webp: expected/);
});
