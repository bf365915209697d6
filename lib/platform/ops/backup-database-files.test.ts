import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { separateDatabaseClient, type Db } from '@/lib/platform/db/client';
import { migratedDatabase, scratchDatabase } from '@/lib/platform/db/testing';
import { CHUNK_BYTES, databaseStorage } from '@/lib/platform/storage/database';
import { countRows, createBackup, fileChecksums } from './backup';
import { restoreBackup } from './restore';

/**
 * FILE_STORAGE=database: the files are rows of the dump. A backup holds each once (not also the
 * copies a move from the disk left in STORAGE_DIR), a restore gives them back byte for byte, and
 * an archive restored with the other setting is refused before anything is touched.
 */
jest.setTimeout(120_000);

type Scratch = Awaited<ReturnType<typeof scratchDatabase>>;
let source: Scratch;
let target: Scratch;
let sourceDb: Db;
let targetDb: Db;
let dir: string;
let archive: string;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const FILES: Record<string, Buffer> = {
  'investors/reports/annual-2024.pdf': Buffer.from('%PDF-1.4 annual'),
  'investors/catalogues/full.pdf': randomBytes(2 * CHUNK_BYTES + 500),
  'private/warranty-invoices/bill.jpg': randomBytes(10_000),
};

async function readBack(db: Db, key: string) {
  const file = await databaseStorage(() => db).get(key);
  return file && Buffer.from(await new Response(file.stream()).arrayBuffer());
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-db-files-'));
  source = await migratedDatabase();
  target = await scratchDatabase();
  sourceDb = separateDatabaseClient(source.url);
  targetDb = separateDatabaseClient(target.url);
  const files = databaseStorage(() => sourceDb);
  await files.put('investors/reports/annual-2024.pdf', randomBytes(5000)); // replaced below
  for (const [key, bytes] of Object.entries(FILES)) await files.put(key, bytes);
  // What `npm run files:to-database` leaves behind on the disk: not the site's files any more.
  await mkdir(path.join(dir, 'disk/investors/reports'), { recursive: true });
  await writeFile(path.join(dir, 'disk/investors/reports/annual-2024.pdf'), 'old copy on disk');
  ({ archive } = await createBackup({
    databaseUrl: source.url,
    storageDir: path.join(dir, 'disk'),
    fileStorage: 'database',
    outDir: path.join(dir, 'out'),
    appVersion: '9.9.9',
    // The embedded database's JSON dump in parts of about 1 MB: one 1 MB chunk each.
    jsonPartChars: 1_000_000,
  }));
});

afterAll(async () => {
  await sourceDb?.$disconnect();
  await targetDb?.$disconnect();
  await source?.drop();
  await target?.drop();
  await rm(dir, { recursive: true, force: true });
});

it('keeps each file once, in the dump, and lists it with its checksum', async () => {
  const unpacked = path.join(dir, 'unpacked');
  await mkdir(unpacked);
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  expect(await readdir(path.join(unpacked, 'files'))).toEqual([]);
  const { files, fileStorage } = JSON.parse(
    execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }),
  );
  expect(fileStorage).toBe('database');
  const dump = await readdir(path.join(unpacked, 'database'));
  if (!dump.includes('db.dump')) {
    expect(dump).toEqual(expect.arrayContaining(['StorageChunk.json', 'StorageChunk.2.json']));
  }
  expect(files).toEqual(
    Object.fromEntries(
      Object.entries(FILES)
        .map(([key, bytes]) => [key, { size: bytes.length, sha256: sha(bytes) }])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ),
  );
});

it('refuses to restore it with FILE_STORAGE=disk, touching nothing', async () => {
  const folder = path.join(dir, 'disk-target');
  await expect(
    restoreBackup({ archive, databaseUrl: target.url, storageDir: folder, fileStorage: 'disk' }),
  ).rejects.toThrow(
    'This backup keeps its files in the database (it was made with FILE_STORAGE=database): restore it with FILE_STORAGE=database.',
  );
  expect(await countRows(target.url)).toEqual({});
  expect(await fileChecksums(folder)).toEqual({});
});

it('restores every file byte for byte into the database, and leaves the storage folder alone', async () => {
  const folder = path.join(dir, 'untouched');
  await mkdir(folder);
  await writeFile(path.join(folder, 'keep.txt'), 'not the site’s');
  const manifest = await restoreBackup({
    archive,
    databaseUrl: target.url,
    storageDir: folder,
    fileStorage: 'database',
  });
  expect(await countRows(target.url)).toEqual(manifest.tables);
  expect(manifest.tables.StorageFile).toBe(4); // three files and the replaced version
  for (const [key, bytes] of Object.entries(FILES)) {
    expect(sha((await readBack(targetDb, key))!)).toBe(sha(bytes));
  }
  expect(Object.keys(await fileChecksums(folder))).toEqual(['keep.txt']);
});

it('refuses a disk archive with files when the site keeps its files in the database', async () => {
  const disk = path.join(dir, 'disk-source');
  await mkdir(disk);
  await writeFile(path.join(disk, 'photo.webp'), randomBytes(100));
  const { archive: diskArchive } = await createBackup({
    databaseUrl: source.url,
    storageDir: disk,
    outDir: path.join(dir, 'out-disk'),
    appVersion: '9.9.9',
    now: new Date('2026-01-01T00:00:00Z'),
  });
  await expect(
    restoreBackup({
      archive: diskArchive,
      databaseUrl: target.url,
      storageDir: path.join(dir, 'x'),
      fileStorage: 'database',
      force: true,
    }),
  ).rejects.toThrow(
    'This backup keeps its files in its files/ folder (it was made with FILE_STORAGE=disk): restore it with FILE_STORAGE=disk, then move the files into the database with `npm run files:to-database`.',
  );
  expect(sha((await readBack(targetDb, 'investors/catalogues/full.pdf'))!)).toBe(
    sha(FILES['investors/catalogues/full.pdf']!),
  );
});
