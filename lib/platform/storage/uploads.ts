import { randomUUID } from 'node:crypto';
import { STAFF_UPLOAD_MESSAGES as UPLOAD_MESSAGES } from '@/content/staff-uploads';
import { storage } from './index';
import { isPdf, photoExtensionOf, type PhotoExtension } from './file-types';

/**
 * Files staff upload with a row (a filing's PDF, a person's photo, a model's photo and manual):
 * checked, and stored before the row that shows them.
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
