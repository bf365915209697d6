import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDataCacheOfOtherDatabase } from './data-cache';

const cacheWithEntry = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'data-cache-')), 'fetch-cache');
  const fill = () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'entry'), '{"rows":[]}');
  };
  fill();
  return { dir, fill, has: () => existsSync(path.join(dir, 'entry')) };
};

describe('dropDataCacheOfOtherDatabase', () => {
  it('keeps the cache across starts on the same database, and drops it for another', () => {
    const cache = cacheWithEntry();
    const a = 'postgresql://site@db.example/prod';
    expect(dropDataCacheOfOtherDatabase(a, cache.dir)).toBe(true); // first start: unknown
    cache.fill();
    expect(dropDataCacheOfOtherDatabase(a, cache.dir)).toBe(false);
    expect(cache.has()).toBe(true);
    expect(dropDataCacheOfOtherDatabase('postgresql://site@db.example/other', cache.dir)).toBe(
      true,
    );
    expect(cache.has()).toBe(false);
  });

  it('always drops it for an in-memory database, which is new at every start', () => {
    const cache = cacheWithEntry();
    for (let i = 0; i < 2; i++) {
      cache.fill();
      expect(dropDataCacheOfOtherDatabase(null, cache.dir)).toBe(true);
      expect(cache.has()).toBe(false);
    }
  });
});
