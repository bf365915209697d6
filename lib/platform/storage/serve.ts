import { HTTP_MESSAGES } from '@/content/api';
import { storage as configuredStorage } from './index';
import { normalizeKey } from './keys';
import type { FileStorage, StoredFile } from './types';

// Files can be replaced under the same key, so caches check back after a few minutes (cheaply,
// with the ETag), matching how often the pages that link to them are refreshed.
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

const etagOf = (file: StoredFile) =>
  `W/"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;

/** `inline` with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(key: string): string {
  const name = key.split('/').at(-1) ?? 'file';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function headersFor(file: StoredFile): Headers {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.key),
    'Cache-Control': CACHE_CONTROL,
    ETag: etagOf(file),
    'Last-Modified': file.modified.toUTCString(),
  });
  // An SVG opened on its own is a document that could run script: forbid everything but styles.
  if (file.contentType.startsWith('image/svg')) {
    headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
  return headers;
}

const notFound = () =>
  new Response(HTTP_MESSAGES.fileNotFound, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Keys under `private/` (customers' invoices) are never public: /files answers 404 for them, and
 * only a staff handler that has checked the session and role sends one (`privateFileResponse`).
 */
export const PRIVATE_PREFIX = 'private/';

/** A private file for a signed-in member of staff: never cached, opened inline. */
export function privateFileResponse(file: StoredFile | null, name: string): Response {
  if (!file) return notFound();
  const extension = file.key.split('.').at(-1) ?? '';
  return new Response(file.stream(), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(`${name}.${extension}`),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Streams the stored file named by the URL segments after /files/, or answers 404. */
export async function serveStoredFile(
  request: Request,
  params: Promise<{ path: string[] }>,
  { head = false, storage = configuredStorage() }: { head?: boolean; storage?: FileStorage } = {},
): Promise<Response> {
  const { path } = await params;
  const key = normalizeKey(path.join('/'));
  const file = key && !key.toLowerCase().startsWith(PRIVATE_PREFIX) ? await storage.get(key) : null;
  if (!file) return notFound();
  const headers = headersFor(file);
  const etag = headers.get('ETag') as string;
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(head ? null : file.stream(), { headers });
}
