import { createHash } from 'node:crypto';
import { db, type Db } from '@/lib/platform/db/client';
import { contentTypeOf, normalizeKey } from './keys';
import type { FileStorage, StoredFile } from './types';

/** Bytes per StorageChunk row: a read holds at most about two of them in memory. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * How long a replaced version is kept for downloads still streaming it (the local disk keeps an
 * open file's bytes until its reader closes it, which a row cannot know).
 */
const REPLACED_KEPT_MS = 10 * 60_000;

/** A put of many megabytes on a slow disk may take longer than Prisma's 5 s default. */
const PUT_TIMEOUT_MS = 120_000;

export const notAllowed = (key: string) =>
  new Error(`Not an allowed storage key: ${JSON.stringify(key)}`);

/** Streams a file's chunks in order, one query each, until `size` bytes have come. */
function chunkStream(client: Db, fileId: string, size: number): ReadableStream<Uint8Array> {
  let index = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= size) return controller.close();
      // Raw SQL: a megabyte of bytes goes through Prisma's typed queries two to five times slower.
      const [chunk] = await client.$queryRaw<{ bytes: Uint8Array }[]>`
        SELECT "bytes" FROM "StorageChunk" WHERE "fileId" = ${fileId}::uuid AND "index" = ${index}`;
      // Only a file removed while it was being read gets here: end with an error, never short.
      if (!chunk?.bytes.length) {
        return controller.error(new Error('The stored file was removed while it was read.'));
      }
      index += 1;
      sent += chunk.bytes.length;
      controller.enqueue(chunk.bytes);
      if (sent >= size) controller.close();
    },
  });
}

/**
 * Files in PostgreSQL (StorageFile and StorageChunk rows): every instance on one database sees
 * the same files, the embedded database included, and a backup of the database holds them. Key
 * rules are the local disk's (`normalizeKey`). A put replaces a file in one transaction, so a
 * reader sees the old file or the new one, whole, and a crash leaves the old one.
 */
export function databaseStorage(client: () => Db = db): FileStorage {
  const pruneReplaced = (tx: Pick<Db, 'storageFile'>, now: Date) =>
    tx.storageFile.deleteMany({
      where: { key: null, replacedAt: { lt: new Date(now.getTime() - REPLACED_KEPT_MS) } },
    });

  return {
    async put(key, data) {
      const normalized = normalizeKey(key);
      if (!normalized) throw notAllowed(key);
      const sha256 = createHash('sha256').update(data).digest('hex');
      await client().$transaction(
        async (tx) => {
          // Puts of one key wait for each other, so two at once leave the last one, whole.
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`storage:${normalized}`}, 0))`;
          const now = new Date();
          await tx.storageFile.updateMany({
            where: { key: normalized },
            data: { key: null, replacedAt: now },
          });
          const file = await tx.storageFile.create({
            data: { key: normalized, size: data.byteLength, sha256, modified: now },
            select: { id: true },
          });
          for (let offset = 0, index = 0; offset < data.byteLength; offset += CHUNK_BYTES) {
            const bytes = data.subarray(offset, offset + CHUNK_BYTES);
            await tx.$executeRaw`
              INSERT INTO "StorageChunk" ("fileId", "index", "bytes")
              VALUES (${file.id}::uuid, ${index++}, ${bytes})`;
          }
          await pruneReplaced(tx, now);
        },
        { timeout: PUT_TIMEOUT_MS, maxWait: PUT_TIMEOUT_MS },
      );
    },

    async get(key): Promise<StoredFile | null> {
      const normalized = normalizeKey(key);
      if (!normalized) return null;
      const connection = client();
      const row = await connection.storageFile.findUnique({
        where: { key: normalized },
        select: { id: true, size: true, modified: true },
      });
      if (!row) return null;
      return {
        key: normalized,
        size: row.size,
        modified: row.modified,
        contentType: contentTypeOf(normalized),
        stream: () => chunkStream(connection, row.id, row.size),
      };
    },

    async exists(key) {
      const normalized = normalizeKey(key);
      if (!normalized) return false;
      const row = await client().storageFile.findUnique({
        where: { key: normalized },
        select: { id: true },
      });
      return row !== null;
    },

    async remove(key) {
      const normalized = normalizeKey(key);
      if (!normalized) throw notAllowed(key);
      // Deleted at once (personal data is removed on request), chunks with it (ON DELETE CASCADE).
      await client().storageFile.deleteMany({ where: { key: normalized } });
      await pruneReplaced(client(), new Date());
    },
  };
}
