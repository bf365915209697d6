/**
 * File types by their first bytes (their "magic"), never by name or the browser's claimed type,
 * so a renamed file cannot pass as a PDF or a photo. Used by every upload check.
 */
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
