import { serveStoredFile } from '@/lib/platform/storage/serve';

// Stored files (investor filings, photos): /files/<storage key>.
export function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  return serveStoredFile(request, context.params);
}

export function HEAD(request: Request, context: { params: Promise<{ path: string[] }> }) {
  return serveStoredFile(request, context.params, { head: true });
}
