import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseIdentity, dropDataCacheOfOtherDatabase } from './data-cache';

const cacheWithEntry = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'data-cache-')), 'fetch-cache');
  const fill = () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'entry'), '{"rows":[]}');
  };
  fill();
  return { dir, fill, has: () => existsSync(path.join(dir, 'entry')) };
};

/** The embedded database in .data/pg, as scripts/serve.ts sees it at one start (a new port each time). */
const embeddedStart = (port: number, dir = '.data/pg') =>
  databaseIdentity({
    embedded: true,
    dir,
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
  });

describe('dropDataCacheOfOtherDatabase', () => {
  it('keeps the cache across starts on the same database, and drops it for another', () => {
    const cache = cacheWithEntry();
    const a = 'postgresql://site@db.example/prod';
    // First start: nothing is known about the entries, so they go, but nothing is reported.
    expect(dropDataCacheOfOtherDatabase(a, cache.dir)).toBe(false);
    expect(cache.has()).toBe(false);
    cache.fill();
    expect(dropDataCacheOfOtherDatabase(a, cache.dir)).toBe(false);
    expect(cache.has()).toBe(true);
    expect(dropDataCacheOfOtherDatabase('postgresql://site@db.example/other', cache.dir)).toBe(
      true,
    );
    expect(cache.has()).toBe(false);
  });

  it('starts twice on the same embedded database without a word, and reports the switch to another', () => {
    const cache = cacheWithEntry();
    expect(dropDataCacheOfOtherDatabase(embeddedStart(40001), cache.dir)).toBe(false);
    cache.fill();
    // The restart's database listens on another port: the same database all the same.
    expect(dropDataCacheOfOtherDatabase(embeddedStart(40002), cache.dir)).toBe(false);
    expect(cache.has()).toBe(true);
    expect(dropDataCacheOfOtherDatabase(embeddedStart(40003, '.data/other'), cache.dir)).toBe(true);
    expect(cache.has()).toBe(false);
  });

  it('reports nothing when the cache it drops is empty', () => {
    const cache = cacheWithEntry();
    dropDataCacheOfOtherDatabase('postgresql://site@db.example/prod', cache.dir);
    expect(dropDataCacheOfOtherDatabase('postgresql://site@db.example/other', cache.dir)).toBe(
      false,
    );
  });

  it('always drops it for an in-memory database, which is new at every start', () => {
    const cache = cacheWithEntry();
    dropDataCacheOfOtherDatabase(null, cache.dir);
    for (let i = 0; i < 2; i++) {
      cache.fill();
      expect(dropDataCacheOfOtherDatabase(null, cache.dir)).toBe(true);
      expect(cache.has()).toBe(false);
    }
  });
});

describe('databaseIdentity', () => {
  it('names a server by its URL, an embedded database by its folder, and none in memory', () => {
    const url = 'postgresql://site@db.example/prod';
    expect(databaseIdentity({ embedded: false, dir: '.data/pg', url })).toBe(url);
    expect(embeddedStart(1)).toBe(`embedded:${path.resolve('.data/pg')}`);
    expect(databaseIdentity({ embedded: true, dir: 'memory', url })).toBeNull();
  });
});
