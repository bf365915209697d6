/**
 * Storage keys: 1 to 10 segments of letters, digits, `.`, `_` and `-`, separated by `/`, at most
 * 300 characters, no segment starting with a dot (so no `..`, no hidden files). Anything else is
 * refused before it gets near a file system path.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$/;
const MAX_KEY = 300;
const MAX_SEGMENTS = 10;

export function normalizeKey(key: string): string | null {
  if (key.length === 0 || key.length > MAX_KEY) return null;
  const segments = key.split('/');
  if (segments.length > MAX_SEGMENTS) return null;
  return segments.every((s) => SEGMENT.test(s)) ? segments.join('/') : null;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};

/** The content type for a key's extension; unknown types are served as opaque bytes. */
export function contentTypeOf(key: string): string {
  const extension = key.split('.').at(-1)?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The public address of a stored file: `/files/<key>`, each segment URL-encoded. */
export function fileUrl(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
