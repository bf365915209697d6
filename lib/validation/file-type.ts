/**
 * A file's type by its first bytes (its "magic"), never by its name or the browser's claimed
 * type, so that a renamed file cannot pass as a PDF or an image. Runs in browsers and on the
 * server alike.
 */
/** The largest photo taken anywhere (staff uploads, service request photos). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type PhotoExtension = 'jpg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the bytes begin with `%PDF-`. */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('%PDF-'));
}

/** JPEG, PNG or WebP by signature; null for anything else. */
export function photoExtensionOf(bytes: Uint8Array): PhotoExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The bytes a signature check needs: the first 12. */
export const SIGNATURE_BYTES = 12;
