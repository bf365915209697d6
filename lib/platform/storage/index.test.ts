import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/lib/platform/env';
import { databaseStorage, storage } from './index';

// FILE_STORAGE=database: the site's storage() writes to PostgreSQL, and nothing to STORAGE_DIR.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-setting-'));
  Object.assign(env, { FILE_STORAGE: 'database', STORAGE_DIR: dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('keeps the files in the database when FILE_STORAGE=database', async () => {
  const key = `setting-${randomUUID()}/filing.pdf`;
  await storage().put(key, new TextEncoder().encode('%PDF-1.7'));
  expect(await databaseStorage().exists(key)).toBe(true);
  expect(await readdir(dir)).toEqual([]);
  await storage().remove(key);
  expect(await databaseStorage().exists(key)).toBe(false);
});
