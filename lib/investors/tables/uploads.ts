import { normalizeKey, storage } from '@/lib/platform/storage';

export {
  checkPdf,
  checkPhoto,
  chosenFile,
  MAX_PDF_BYTES,
  MAX_PHOTO_BYTES,
  withStoredFile,
  type Checked,
  type Upload,
} from '@/lib/platform/storage/uploads';
export { isPdf, photoExtensionOf, type PhotoExtension } from '@/lib/platform/storage/file-types';

/** Files investor rows show are removed once no row shows them. */
/** A table whose rows may show a stored file. */
export interface FileHolder {
  showsFile(value: string): Promise<boolean>;
}

/**
 * Removes a file once no row of `holders` shows it (the seed gives a person who is both a director
 * and a committee member one portrait). Site paths and URLs are left alone.
 */
export async function discardStoredFile(value: unknown, holders: readonly FileHolder[]) {
  const key = typeof value === 'string' && value ? normalizeKey(value) : null;
  if (!key) return;
  const shown = await Promise.all(holders.map((holder) => holder.showsFile(value as string)));
  if (shown.some(Boolean)) return;
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
