import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { storage } from '@/lib/storage';
import { discardStoredFile, movedOrder, RowGone, unlessGone, withStoredFile } from './stored-file';

afterAll(() => db().$disconnect());

describe('movedOrder', () => {
  it('swaps a row with its neighbour', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });
  it('does nothing at the ends or for an unknown row', () => {
    expect(movedOrder(['a', 'b'], 'a', 'up')).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 'down')).toBeNull();
    expect(movedOrder(['a', 'b'], 'x', 'up')).toBeNull();
  });
  it('moves past rows of other groups to the next row of its own', () => {
    const group: Record<string, string> = { a1: 'a', b1: 'b', a2: 'a', b2: 'b' };
    const sameAs = (id: string) => (other: string) => group[other] === group[id];
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'a2', 'up', sameAs('a2'))).toEqual([
      'a2',
      'b1',
      'a1',
      'b2',
    ]);
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b2', 'down', sameAs('b2'))).toBeNull();
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b1', 'up', sameAs('b1'))).toBeNull();
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
    await discardStoredFile(key);
    expect(await storage().exists(key)).toBe(true);
    await db().director.delete({ where: { id: director.id } });
    await discardStoredFile(key);
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
