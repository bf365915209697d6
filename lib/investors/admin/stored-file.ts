import { randomUUID } from 'node:crypto';
import { normalizeKey, storage } from '@/lib/storage';

/**
 * Upload first, then the database: a new file is stored under a fresh key before the row that
 * points to it is written; when the write fails the file is removed again, so a failure leaves
 * neither a row without a file nor a stray file.
 */
export async function withStoredFile<T>(
  folder: string,
  upload: { bytes: Uint8Array; extension: string } | null,
  write: (key: string | null) => Promise<T>,
): Promise<T> {
  if (!upload) return write(null);
  const key = `${folder}/${randomUUID()}.${upload.extension}`;
  await storage().put(key, upload.bytes);
  try {
    return await write(key);
  } catch (error) {
    await storage()
      .remove(key)
      .catch(() => undefined);
    throw error;
  }
}

/** Removes a file the database no longer points to; site paths and URLs are left alone. */
export async function discardStoredFile(value: string | null | undefined) {
  const key = value ? normalizeKey(value) : null;
  if (key)
    await storage()
      .remove(key)
      .catch(() => undefined);
}

/** Gives each row its position (0, 1, 2, ...) after moving one of them one place. */
export function movedOrder(ids: string[], id: string, direction: 'up' | 'down'): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
