import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { normalizeKey, storage } from '@/lib/storage';

/** A checked upload: its bytes and the extension its first bytes call for. */
export type Upload = { bytes: Uint8Array; extension: string };

/**
 * Upload first, then the database: a new file is stored under a fresh key before the row that
 * points to it is written; when the write fails the file is removed again, so a failure leaves
 * neither a row without a file nor a stray file.
 */
export async function withStoredFile<T>(
  folder: string,
  upload: Upload | null,
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

/**
 * Removes a file once no investor row points to it any more (the seed gives a person who is both a
 * director and a committee member one portrait). Site paths and URLs are left alone.
 */
export async function discardStoredFile(value: string | null | undefined) {
  const key = value ? normalizeKey(value) : null;
  if (!key) return;
  const users = await Promise.all([
    db().director.count({ where: { image: value } }),
    db().committeeMember.count({ where: { image: value } }),
    db().investorDocument.count({ where: { file: value! } }),
  ]);
  if (users.some((count) => count > 0)) return;
  await storage()
    .remove(key)
    .catch(() => undefined);
}

/** Thrown inside a write whose row vanished meanwhile: the write rolls back, its new file goes. */
export class RowGone extends Error {}

/** The write's result, or null when it threw RowGone. */
export async function unlessGone<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RowGone) return null;
    throw error;
  }
}

/**
 * Gives each row its position (0, 1, 2, ...) after moving one of them one place, past the next
 * row of its own group (committee members move among their committee's members only).
 */
export function movedOrder(
  ids: string[],
  id: string,
  direction: 'up' | 'down',
  sameGroup: (otherId: string) => boolean = () => true,
): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < ids.length && !sameGroup(ids[to]!)) to += step;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
