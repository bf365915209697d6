import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db } from '@/lib/platform/db/client';
import { CHUNK_BYTES, databaseStorage } from '@/lib/platform/storage/database';
import { moveFilesToDatabase } from './files-to-database';

// `npm run files:to-database` on the run's shared database: every key is under this run's folder.
let root: string;
const run = `move-${randomUUID().slice(0, 8)}`;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const big = randomBytes(2 * CHUNK_BYTES + 99);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'files-to-database-'));
  await mkdir(path.join(root, run, 'investors/reports'), { recursive: true });
  await writeFile(path.join(root, run, 'investors/reports/annual.pdf'), '%PDF-1.4 annual');
  await writeFile(path.join(root, run, 'investors/reports/catalogue.pdf'), big);
  await writeFile(path.join(root, run, 'photo.webp'), 'webp');
  await writeFile(path.join(root, run, 'photo.webp.0b1c.partial'), 'half a put');
  await writeFile(path.join(root, run, 'with space.pdf'), 'never served');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const read = async (key: string) => {
  const file = await databaseStorage().get(key);
  return file && Buffer.from(await new Response(file.stream()).arrayBuffer());
};

it('copies every servable file into the database once, and keeps newer versions there', async () => {
  const first = await moveFilesToDatabase(root, databaseStorage(), db());
  expect(first).toEqual({
    moved: [
      `${run}/investors/reports/annual.pdf`,
      `${run}/investors/reports/catalogue.pdf`,
      `${run}/photo.webp`,
    ],
    present: [],
    differ: [],
    refused: [`${run}/with space.pdf`],
  });
  expect(sha((await read(`${run}/investors/reports/catalogue.pdf`))!)).toBe(sha(big));
  expect((await read(`${run}/investors/reports/annual.pdf`))!.toString()).toBe('%PDF-1.4 annual');
  expect(await databaseStorage().exists(`${run}/photo.webp.0b1c.partial`)).toBe(false);

  // A staff upload replaced one since: a second run writes nothing and keeps it.
  await databaseStorage().put(`${run}/photo.webp`, new TextEncoder().encode('newer'));
  const rows = await db().storageFile.findMany({
    where: { key: { startsWith: `${run}/` } },
    orderBy: { key: 'asc' },
  });
  const second = await moveFilesToDatabase(root, databaseStorage(), db());
  expect(second).toMatchObject({
    moved: [],
    present: [`${run}/investors/reports/annual.pdf`, `${run}/investors/reports/catalogue.pdf`],
    differ: [`${run}/photo.webp`],
  });
  expect(
    await db().storageFile.findMany({
      where: { key: { startsWith: `${run}/` } },
      orderBy: { key: 'asc' },
    }),
  ).toEqual(rows);
  expect((await read(`${run}/photo.webp`))!.toString()).toBe('newer');
  expect(await readFile(path.join(root, run, 'photo.webp'), 'utf8')).toBe('webp');
});
