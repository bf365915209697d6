import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db, separateDatabaseClient, type Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { CHUNK_BYTES, databaseStorage } from './database';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

/**
 * What every FileStorage promises, checked on both: the local disk (FILE_STORAGE=disk) and
 * PostgreSQL (FILE_STORAGE=database, on the run's database, which other files share: every key
 * here is under a folder of this run's own).
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const run = `contract-${randomUUID().slice(0, 8)}`;
const text = (value: string) => new TextEncoder().encode(value);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function pieces(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const piece of stream as unknown as AsyncIterable<Uint8Array>) out.push(piece);
  return out;
}
const readAll = async (files: FileStorage, key: string) => {
  const file = await files.get(key);
  return file ? Buffer.concat(await pieces(file.stream())) : null;
};

const stores: [string, () => FileStorage][] = [
  ['local disk', () => localDiskStorage(root)],
  ['database', () => databaseStorage()],
];

describe.each(stores)('%s storage', (name, make) => {
  const key = (suffix: string) => `${run}/${name.replace(' ', '-')}/${suffix}`;

  it('stores, finds, streams and removes a file', async () => {
    const files = make();
    const k = key('investors/reports/annual-2024.pdf');
    await files.put(k, text('%PDF-1.4 sample'));
    expect(await files.exists(k)).toBe(true);
    const file = await files.get(k);
    expect(file).toMatchObject({ key: k, size: 15, contentType: 'application/pdf' });
    expect(Number.isFinite(file!.modified.getTime())).toBe(true);
    expect((await readAll(files, k))!.toString()).toBe('%PDF-1.4 sample');
    await files.remove(k);
    expect(await files.get(k)).toBeNull();
    expect(await files.exists(k)).toBe(false);
    await files.remove(k); // already gone: no error
  });

  it('replaces a file whole, with its new size', async () => {
    const files = make();
    const k = key('a/b.txt');
    await files.put(k, text('first version'));
    await files.put(k, text('second'));
    expect((await files.get(k))!.size).toBe(6);
    expect((await readAll(files, k))!.toString()).toBe('second');
  });

  it('keeps an empty file', async () => {
    const files = make();
    await files.put(key('empty.txt'), new Uint8Array());
    expect((await files.get(key('empty.txt')))!.size).toBe(0);
    expect((await readAll(files, key('empty.txt')))!.length).toBe(0);
  });

  it('gives back a file of several megabytes byte for byte, streamed in pieces of at most 1 MB', async () => {
    const files = make();
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    await files.put(key('big/catalogue.pdf'), bytes);
    const file = await files.get(key('big/catalogue.pdf'));
    expect(file!.size).toBe(bytes.length);
    const streamed = await pieces(file!.stream());
    expect(sha(Buffer.concat(streamed))).toBe(sha(bytes));
    expect(Math.max(...streamed.map((p) => p.length))).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('lets a download that began before a replacement finish the old file, whole', async () => {
    const files = make();
    const k = key('replaced-while-read.bin');
    const old = randomBytes(4 * CHUNK_BYTES);
    await files.put(k, old);
    const reader = (await files.get(k))!.stream().getReader();
    const first = await reader.read();
    await files.put(k, randomBytes(3 * CHUNK_BYTES));
    const rest: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      rest.push(next.value);
    }
    expect(sha(Buffer.concat(rest))).toBe(sha(old));
    expect((await files.get(k))!.size).toBe(3 * CHUNK_BYTES);
  });

  it('leaves one whole file when several puts of one key run at once', async () => {
    const files = make();
    const k = key('raced.bin');
    const versions = Array.from({ length: 5 }, () => randomBytes(CHUNK_BYTES + 1000));
    await Promise.all(versions.map((bytes) => files.put(k, bytes)));
    const stored = await readAll(files, k);
    expect(versions.map(sha)).toContain(sha(stored!));
    expect((await files.get(k))!.size).toBe(stored!.length);
  });

  it('finds nothing for unknown keys and refuses keys that are not allowed', async () => {
    const files = make();
    await files.put(key('dir/file.txt'), text('x'));
    for (const bad of [
      key('no/such.pdf'),
      `${run}/${name.replace(' ', '-')}/dir`,
      '../outside.txt',
      `${key('dir')}/../../x.txt`,
      '/etc/passwd',
      key('dir//file.txt'),
      '.hidden',
      key('dir\\file.txt'),
      `${key('dir/file.txt')}\u0000`,
      `${key('dir/FILE.txt')}`,
    ]) {
      expect(await files.get(bad)).toBeNull();
      expect(await files.exists(bad)).toBe(false);
    }
    for (const bad of ['../escape.txt', 'a/../b.txt', '', 'x'.repeat(301), 'ä.pdf']) {
      await expect(files.put(bad, text('x'))).rejects.toThrow(/Not an allowed storage key/);
      await expect(files.remove(bad)).rejects.toThrow(/Not an allowed storage key/);
    }
  });
});

describe('database storage shared by two instances', () => {
  let a: Db;
  let b: Db;
  beforeAll(() => {
    a = separateDatabaseClient(env.DATABASE_URL!);
    b = separateDatabaseClient(env.DATABASE_URL!);
  });
  afterAll(async () => {
    await a.$disconnect();
    await b.$disconnect();
  });

  it("sees the other's writes, replacements and deletes", async () => {
    const one = databaseStorage(() => a);
    const two = databaseStorage(() => b);
    const k = `${run}/shared/invoice.pdf`;
    const first = randomBytes(CHUNK_BYTES + 77);
    await one.put(k, first);
    expect(await two.exists(k)).toBe(true);
    expect(sha((await readAll(two, k))!)).toBe(sha(first));
    await two.put(k, text('%PDF-1.7 second'));
    expect((await readAll(one, k))!.toString()).toBe('%PDF-1.7 second');
    await one.remove(k);
    expect(await two.get(k)).toBeNull();
    expect(await two.exists(k)).toBe(false);
  });

  it('keeps no rows of a removed file, and only a replaced version until it is pruned', async () => {
    const files = databaseStorage();
    const k = `${run}/rows/photo.jpg`;
    await files.put(k, randomBytes(CHUNK_BYTES + 1));
    await files.put(k, randomBytes(10));
    const [current] = await db().storageFile.findMany({ where: { key: k } });
    expect(await db().storageChunk.count({ where: { fileId: current!.id } })).toBe(1);
    await files.remove(k);
    expect(await db().storageFile.count({ where: { id: current!.id } })).toBe(0);
    expect(await db().storageChunk.count({ where: { fileId: current!.id } })).toBe(0);
  });
});
