import { randomUUID } from 'node:crypto';
import { STAFF_INVESTOR_MESSAGES } from '@/content/staff-investors';
import { db } from '@/lib/platform/db/client';
import { storage } from '@/lib/platform/storage';
import {
  MAX_PDF_BYTES,
  MAX_PHOTO_BYTES,
  checkPdf,
  checkPhoto,
  chosenFile,
  discardStoredFile,
  isPdf,
  photoExtensionOf,
  RowGone,
  unlessGone,
  withStoredFile,
} from './uploads';
import { TABLES } from '.';

afterAll(() => db().$disconnect());

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

describe('isPdf', () => {
  it('accepts bytes starting with %PDF-', () => {
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true);
  });
  it.each([
    ['empty', ''],
    ['text', 'hello'],
    ['almost', '%PDF'],
    ['late', ' %PDF-1.4'],
  ])('refuses %s', (_, content) => expect(isPdf(bytes(content))).toBe(false));
});

describe('photoExtensionOf', () => {
  it('knows JPEG, PNG and WebP', () => {
    expect(photoExtensionOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(photoExtensionOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(photoExtensionOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });
  it('refuses GIF, a PDF, a RIFF that is not WebP and short input', () => {
    expect(photoExtensionOf(bytes('GIF89a'))).toBeNull();
    expect(photoExtensionOf(bytes('%PDF-1.4'))).toBeNull();
    expect(photoExtensionOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(photoExtensionOf(bytes([0xff, 0xd8]))).toBeNull();
  });
});

describe('checkPdf', () => {
  it('passes a PDF and returns its bytes', async () => {
    const result = await checkPdf(new File(['%PDF-1.4 body'], 'a.pdf'));
    expect(result).toEqual({ ok: true, bytes: bytes('%PDF-1.4 body'), extension: 'pdf' });
  });
  it('refuses a renamed text file', async () => {
    expect(await checkPdf(new File(['not a pdf'], 'a.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      error: STAFF_INVESTOR_MESSAGES.uploads.notPdf,
    });
  });
  it('refuses more than 20 MB, and allows exactly 20 MB', async () => {
    const big = new Uint8Array(MAX_PDF_BYTES + 1);
    big.set(bytes('%PDF-'));
    expect(await checkPdf(new File([big], 'big.pdf'))).toEqual({
      ok: false,
      error: STAFF_INVESTOR_MESSAGES.uploads.pdfTooLarge,
    });
    expect((await checkPdf(new File([big.subarray(0, MAX_PDF_BYTES)], 'ok.pdf'))).ok).toBe(true);
  });
});

describe('checkPhoto', () => {
  it('passes a PNG and refuses a large or unknown image', async () => {
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await checkPhoto(new File([png], 'p.png'))).toMatchObject({
      ok: true,
      extension: 'png',
    });
    expect(await checkPhoto(new File(['GIF89a'], 'p.jpg'))).toEqual({
      ok: false,
      error: STAFF_INVESTOR_MESSAGES.uploads.notPhoto,
    });
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(png);
    expect(await checkPhoto(new File([big], 'p.png'))).toEqual({
      ok: false,
      error: STAFF_INVESTOR_MESSAGES.uploads.photoTooLarge,
    });
  });
});

describe('chosenFile', () => {
  it('treats an empty file input as no file', () => {
    expect(chosenFile(new File([], ''))).toBeNull();
    expect(chosenFile('text')).toBeNull();
    expect(chosenFile(null)).toBeNull();
    const file = new File(['x'], 'x.pdf');
    expect(chosenFile(file)).toBe(file);
  });
});

describe('withStoredFile', () => {
  const upload = { bytes: new TextEncoder().encode('%PDF-1.4'), extension: 'pdf' };

  it('keeps the file when the write succeeds', async () => {
    const key = await withStoredFile('test-uploads', upload, async (k) => k);
    expect(key).toMatch(/^test-uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(await storage().exists(key!)).toBe(true);
    await storage().remove(key!);
  });

  it('removes the file again when the write fails', async () => {
    let stored = '';
    await expect(
      withStoredFile('test-uploads', upload, async (k) => {
        stored = k!;
        expect(await storage().exists(stored)).toBe(true);
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await storage().exists(stored)).toBe(false);
  });

  it('writes without a key when there is no upload', async () => {
    expect(await withStoredFile('test-uploads', null, async (k) => k)).toBeNull();
  });
});

describe('discardStoredFile', () => {
  it('keeps a photo another row still shows, and removes it once none does', async () => {
    const key = `test-uploads/${randomUUID()}.png`;
    await storage().put(key, new Uint8Array([1]));
    const name = `Shared ${randomUUID()}`;
    const director = await db().director.create({
      data: { name, designation: 'Director', image: key, archived: true },
    });
    await discardStoredFile(key, TABLES);
    expect(await storage().exists(key)).toBe(true);
    await db().director.delete({ where: { id: director.id } });
    await discardStoredFile(key, TABLES);
    expect(await storage().exists(key)).toBe(false);
  });
});

describe('unlessGone', () => {
  it('answers null when the row vanished, and the new file is removed with the write', async () => {
    const upload = { bytes: new Uint8Array([1]), extension: 'png' };
    let stored = '';
    const result = await unlessGone(() =>
      withStoredFile('test-uploads', upload, async (key) => {
        stored = key!;
        throw new RowGone();
      }),
    );
    expect(result).toBeNull();
    expect(await storage().exists(stored)).toBe(false);
  });

  it('passes other errors on', async () => {
    await expect(unlessGone(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
