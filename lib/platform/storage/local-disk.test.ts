import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentTypeOf, fileUrl, normalizeKey } from './keys';
import { localDiskStorage } from './local-disk';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const text = (bytes: string) => new TextEncoder().encode(bytes);
async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString();
}

describe('localDiskStorage', () => {
  it('stores, finds, streams and removes a file under the folder', async () => {
    const storage = localDiskStorage(root);
    await storage.put('investors/reports/annual-2024.pdf', text('%PDF-1.4 sample'));
    expect(await readFile(path.join(root, 'investors/reports/annual-2024.pdf'), 'utf8')).toBe(
      '%PDF-1.4 sample',
    );
    expect(await storage.exists('investors/reports/annual-2024.pdf')).toBe(true);
    const file = await storage.get('investors/reports/annual-2024.pdf');
    expect(file).toMatchObject({
      key: 'investors/reports/annual-2024.pdf',
      size: 15,
      contentType: 'application/pdf',
    });
    expect(await readAll(file!.stream())).toBe('%PDF-1.4 sample');
    await storage.remove('investors/reports/annual-2024.pdf');
    expect(await storage.get('investors/reports/annual-2024.pdf')).toBeNull();
    expect(await storage.exists('investors/reports/annual-2024.pdf')).toBe(false);
  });

  it('replaces a file whole', async () => {
    const storage = localDiskStorage(root);
    await storage.put('a/b.txt', text('first version'));
    await storage.put('a/b.txt', text('second'));
    expect(await readAll((await storage.get('a/b.txt'))!.stream())).toBe('second');
  });

  it('finds nothing for unknown keys, folders and keys that leave the folder', async () => {
    const outside = path.join(path.dirname(root), `outside-${path.basename(root)}.txt`);
    await writeFile(outside, 'secret');
    try {
      const storage = localDiskStorage(root);
      await storage.put('dir/file.txt', text('x'));
      for (const key of [
        'no/such.pdf',
        'dir',
        `../${path.basename(outside)}`,
        'dir/../../etc/passwd',
        '/etc/passwd',
        'dir//file.txt',
        '.hidden',
        'dir\\file.txt',
        'dir/file.txt\u0000',
      ]) {
        expect(await storage.get(key)).toBeNull();
        expect(await storage.exists(key)).toBe(false);
      }
      await expect(storage.put('../escape.txt', text('x'))).rejects.toThrow(/Not an allowed/);
    } finally {
      await rm(outside, { force: true });
    }
  });
});

describe('storage keys', () => {
  it('accepts plain relative paths only', () => {
    expect(normalizeKey('investors/financials/report-2023-24.pdf')).toBe(
      'investors/financials/report-2023-24.pdf',
    );
    for (const bad of ['', '..', 'a/../b', 'a/./b', 'a/', '/a', 'a b', 'ä.pdf', 'x'.repeat(301)]) {
      expect(normalizeKey(bad)).toBeNull();
    }
  });

  it('knows the content types it serves', () => {
    expect(contentTypeOf('a/b.PDF')).toBe('application/pdf');
    expect(contentTypeOf('a/b.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('a/b.exe')).toBe('application/octet-stream');
  });

  it('makes public addresses under /files/', () => {
    expect(fileUrl('investors/a b.pdf')).toBe('/files/investors/a%20b.pdf');
  });
});
