import { STAFF_INVESTOR_MESSAGES } from '@/content/staff-investors';
import { isPdf, photoExtensionOf, type PhotoExtension } from '@/lib/storage/file-types';

export { isPdf, photoExtensionOf, type PhotoExtension };

const UPLOAD_MESSAGES = STAFF_INVESTOR_MESSAGES.uploads;

/**
 * Checks on files staff upload. The type is decided by the file's first bytes (its "magic"),
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
