import { randomUUID } from 'node:crypto';
import { STAFF_INVESTOR_MESSAGES } from '@/content/staff-investors';
import { normalizeKey, storage } from '@/lib/platform/storage';
import { isPdf, photoExtensionOf, type PhotoExtension } from '@/lib/platform/storage/file-types';

export { isPdf, photoExtensionOf, type PhotoExtension };

const UPLOAD_MESSAGES = STAFF_INVESTOR_MESSAGES.uploads;

/**
 * Files staff upload with a row (a filing's PDF, a person's photo): checked, stored before the
 * row, and removed once no row shows them.
 *
 * The type is decided by the file's first bytes (its "magic"),
 * never by its name or the browser's claimed type, so a renamed file cannot pass as a PDF.
 */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A form's file field: a File with content, or null when none was chosen. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

export type Checked<T> =
  { ok: true; bytes: Uint8Array; extension: T } | { ok: false; error: string };

/** Checks an uploaded PDF: at most 20 MB and starting with `%PDF-`. */
export async function checkPdf(file: File): Promise<Checked<'pdf'>> {
  if (file.size > MAX_PDF_BYTES) return { ok: false, error: UPLOAD_MESSAGES.pdfTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) return { ok: false, error: UPLOAD_MESSAGES.notPdf };
  return { ok: true, bytes, extension: 'pdf' };
}

/** Checks an uploaded photo: at most 5 MB and a JPEG, PNG or WebP by its bytes. */
export async function checkPhoto(file: File): Promise<Checked<PhotoExtension>> {
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, error: UPLOAD_MESSAGES.photoTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = photoExtensionOf(bytes);
  if (!extension) return { ok: false, error: UPLOAD_MESSAGES.notPhoto };
  return { ok: true, bytes, extension };
}

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
