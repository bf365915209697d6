import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseStorage } from './database';
import { localDiskStorage } from './local-disk';
import { serveStoredFile } from './serve';
import type { FileStorage } from './types';

let root: string;
const PDF = '%PDF-1.7\n% sample\n%%EOF\n';
const KEYS: Record<string, string> = {
  'investors/financials/annual-report.pdf': PDF,
  'investors/people/photo.svg': '<svg/>',
  'private/warranty-invoices/bill.pdf': PDF,
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  for (const key of Object.keys(KEYS)) await databaseStorage().remove(key);
});

// The same answers whichever store holds the files (FILE_STORAGE=disk or database).
describe.each<[string, () => FileStorage]>([
  ['local disk', () => localDiskStorage(root)],
  ['database', () => databaseStorage()],
])('serveStoredFile from the %s', (_name, store) => {
  beforeAll(async () => {
    for (const [key, body] of Object.entries(KEYS)) {
      await store().put(key, new TextEncoder().encode(body));
    }
  });

  const serve = (segments: string[], init: RequestInit = {}, head = false) =>
    serveStoredFile(
      new Request(`http://localhost/files/${segments.join('/')}`, init),
      Promise.resolve({ path: segments }),
      { head, storage: store() },
    );

  it('never serves a private file (customers’ invoices), whatever the spelling', async () => {
    for (const first of ['private', 'PRIVATE', 'Private']) {
      expect((await serve([first, 'warranty-invoices', 'bill.pdf'])).status).toBe(404);
    }
  });

  it('streams the file inline with type, length and caching headers', async () => {
    const response = await serve(['investors', 'financials', 'annual-report.pdf']);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PDF);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `inline; filename="annual-report.pdf"; filename*=UTF-8''annual-report.pdf`,
      'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
    });
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
  });

  it('answers 304 when the ETag still matches, and HEAD without a body', async () => {
    const first = await serve(['investors', 'financials', 'annual-report.pdf']);
    const etag = first.headers.get('etag')!;
    const again = await serve(['investors', 'financials', 'annual-report.pdf'], {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await serve(['investors', 'financials', 'annual-report.pdf'], {}, true);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-length')).toBe(String(PDF.length));
  });

  it('forbids scripts in an SVG opened on its own', async () => {
    const response = await serve(['investors', 'people', 'photo.svg']);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it.each([
    [['investors', 'financials', 'missing.pdf']],
    [['investors', '..', '..', 'package.json']],
    [['investors', '../../package.json']],
    [['..%2F..%2Fpackage.json']],
    [['investors', 'financials']],
  ])('answers 404 for %j', async (segments) => {
    const response = await serve(segments);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('File not found.');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
