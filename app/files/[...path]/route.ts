import { handler } from '@/lib/platform/http/responses';
import { serveStoredFile } from '@/lib/platform/storage/serve';

type Context = { params: Promise<{ path: string[] }> };

// Stored files (investor filings, photos): /files/<storage key>. Through `handler`, so that with
// FILE_STORAGE=database a database outage answers 503 with Retry-After, as every API does.
export const GET = handler((request: Request, context: Context) =>
  serveStoredFile(request, context.params),
);

export const HEAD = handler((request: Request, context: Context) =>
  serveStoredFile(request, context.params, { head: true }),
);
