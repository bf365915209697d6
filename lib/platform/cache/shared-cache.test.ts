import { execFileSync } from 'node:child_process';
import path from 'node:path';
import RedisCacheHandler from './cache-handler.mjs';
import { createRedisClient, parseRedisUrl, RedisUnavailableError } from './redis-client.mjs';
import { SharedCache } from './shared-cache.mjs';
import { hasRedisServer, startRedis } from './testing';

// Next's 'max' profile, as Next passes it to the handler for revalidateTag(tag, 'max').
const MAX = { expire: 60 * 60 * 24 * 365 };

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const fetched = (data: string) => ({ kind: 'FETCH', data: { body: data }, revalidate: 300 });
const fetchGet = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'] });
const fetchSet = (tags: string[]) => ({ fetchCache: true, tags });
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

if (!hasRedisServer) {
  console.warn(
    'redis-server is missing (apt-get install redis-server): shared cache tests skipped.',
  );
}
const describeWithRedis = hasRedisServer ? describe : describe.skip;

describe('parseRedisUrl', () => {
  it('takes host, port, database and password, and names what is wrong', () => {
    expect(parseRedisUrl('redis://:s%40cret@10.0.0.5:6380/2')).toEqual({
      host: '10.0.0.5',
      port: 6380,
      db: 2,
      username: undefined,
      password: 's@cret',
    });
    expect(parseRedisUrl('redis://localhost')).toMatchObject({ port: 6379, db: 0 });
    expect(() => parseRedisUrl('http://localhost:6379')).toThrow('must be a redis:// URL');
    expect(() => parseRedisUrl('rediss://localhost:6379')).toThrow('must be a redis:// URL');
    expect(() => parseRedisUrl('redis://localhost:6379/cache')).toThrow('database number');
  });
});

describe('RedisUnavailableError', () => {
  it("is recognised when it comes from another copy of the module (Next's handler, the app's bundle)", () => {
    class OtherCopy extends Error {
      name = 'RedisUnavailableError';
    }
    expect(new OtherCopy('down')).toBeInstanceOf(RedisUnavailableError);
    expect(new Error('down')).not.toBeInstanceOf(RedisUnavailableError);
  });
});

describeWithRedis('the shared cache on a real redis-server', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    await redis?.stop();
    process.env = saved;
  });

  /** A handler as Next makes one in a process serving the build `deployment`. */
  function handlerOf(deployment: string) {
    process.env.NEXT_DEPLOYMENT_ID = deployment;
    return new RedisCacheHandler({ serverDistDir: '/nonexistent/server' });
  }

  it('gives back what was set, buffers and maps included, with its cache control', async () => {
    const handler = handlerOf('build-a');
    const value = page('<p>home</p>', '_N_T_/layout,_N_T_/');
    await handler.set('/route-cache/home', value, {
      cacheControl: { revalidate: 60, expire: 3600 },
    });
    const entry = await handler.get('/route-cache/home', pageCtx);
    expect(entry?.value).toEqual(value);
    expect(Buffer.isBuffer((entry?.value as { rscData: Buffer }).rscData)).toBe(true);
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    expect(entry?.lastModified).toBeGreaterThan(0);
    expect(await handler.get('/route-cache/never-set', pageCtx)).toBeNull();
  });

  it('drops an entry written before its tag expired (updateTag), keeps one written after', async () => {
    const handler = handlerOf('build-a');
    await handler.set(
      'data-1',
      fetched('old rows'),
      fetchSet(['investors', 'investors:directors']),
    );
    await handler.set(
      'data-2',
      fetched('other rows'),
      fetchSet(['investors', 'investors:clauses']),
    );
    expect((await handler.get('data-1', fetchGet(['investors:directors'])))?.value).toEqual(
      fetched('old rows'),
    );
    await handler.revalidateTag(['investors:directors']);
    expect(await handler.get('data-1', fetchGet(['investors:directors']))).toBeNull();
    // Another tag's entry is untouched.
    expect((await handler.get('data-2', fetchGet([])))?.value).toEqual(fetched('other rows'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.set(
      'data-1',
      fetched('new rows'),
      fetchSet(['investors', 'investors:directors']),
    );
    expect((await handler.get('data-1', fetchGet(['investors:directors'])))?.value).toEqual(
      fetched('new rows'),
    );
  });

  it("serves an entry once more as stale after revalidateTag(tag, 'max'), and a page by its tags header", async () => {
    const handler = handlerOf('build-a');
    await handler.set('data-3', fetched('rows'), fetchSet(['investors']));
    await handler.set(
      '/route-cache/investors',
      page('<p>filings</p>', '_N_T_/investors,investors'),
      {
        cacheControl: { revalidate: 300, expire: 31536000 },
      },
    );
    await handler.revalidateTag(['investors'], MAX);
    const data = await handler.get('data-3', fetchGet(['investors']));
    expect(data?.value).toEqual(fetched('rows'));
    expect(data?.lastModified).toBe(-1); // stale: Next serves it and renders anew
    const stalePage = await handler.get('/route-cache/investors', pageCtx);
    expect(stalePage?.lastModified).toBe(-1);
    // A path revalidation (revalidatePath: the page's implicit tag) expires the page at once.
    await handler.revalidateTag(['_N_T_/investors']);
    expect(await handler.get('/route-cache/investors', pageCtx)).toBeNull();
  });

  it('keeps two builds apart, while a revalidation reaches both', async () => {
    const old = handlerOf('build-old');
    const current = handlerOf('build-new');
    await old.set('/route-cache/about', page('<p>old build</p>', '_N_T_/about'), {});
    expect(await current.get('/route-cache/about', pageCtx)).toBeNull();
    await current.set('/route-cache/about', page('<p>new build</p>', '_N_T_/about'), {});
    expect(((await old.get('/route-cache/about', pageCtx))?.value as { html: string }).html).toBe(
      '<p>old build</p>',
    );
    expect(
      ((await current.get('/route-cache/about', pageCtx))?.value as { html: string }).html,
    ).toBe('<p>new build</p>');
    await current.revalidateTag(['_N_T_/about']);
    expect(await old.get('/route-cache/about', pageCtx)).toBeNull();
  });

  it('takes a long queue of big answers as progress, not as a server that stopped answering', async () => {
    const handler = handlerOf('build-a');
    const big = page('x'.repeat(150 * 1024), '_N_T_/big');
    await handler.set('/route-cache/big', big, {});
    const entries = await Promise.all(
      Array.from({ length: 1000 }, () => handler.get('/route-cache/big', pageCtx)),
    );
    expect(
      entries.every((entry) => (entry?.value as { html: string }).html.length === 150 * 1024),
    ).toBe(true);
  });

  it('keeps a script alive while it waits for Redis, and lets it end when idle', () => {
    const client = path.resolve('lib/platform/cache/redis-client.mjs');
    const script = `
      const { createRedisClient, parseRedisUrl } = await import(${JSON.stringify(client)});
      const redis = createRedisClient(parseRedisUrl(${JSON.stringify(redis.url)}));
      await redis.command('SET', 'script-key', 'written by a script');
      console.log(await redis.command('GET', 'script-key'));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(output.trim()).toBe('written by a script');
  });

  it('fails closed when Redis refuses commands (out of memory)', async () => {
    const handler = handlerOf('build-a');
    const admin = createRedisClient(parseRedisUrl(redis.url));
    await admin.pipeline([
      ['CONFIG', 'SET', 'maxmemory-policy', 'noeviction'],
      ['CONFIG', 'SET', 'maxmemory', '1'],
    ]);
    try {
      await expect(handler.set('data-oom', fetched('rows'), fetchSet([]))).resolves.toBeUndefined();
      expect(await handler.get('data-oom', fetchGet([]))).toBeNull();
      await expect(handler.revalidateTag(['investors'], MAX)).rejects.toThrow(
        RedisUnavailableError,
      );
    } finally {
      await admin.command('CONFIG', 'SET', 'maxmemory', '0');
      admin.close();
    }
  });

  it('fails closed while Redis is down, and works again once it is restarted', async () => {
    const handler = handlerOf('build-a');
    await handler.set('data-4', fetched('rows'), fetchSet(['investors']));
    await redis.stop();
    // Every call settles (a hang would fail the test by its timeout): a lookup misses, a write
    // is skipped, a revalidation is refused.
    expect(await handler.get('data-4', fetchGet(['investors']))).toBeNull();
    await expect(handler.set('data-5', fetched('rows'), fetchSet([]))).resolves.toBeUndefined();
    await expect(handler.revalidateTag(['investors'], MAX)).rejects.toThrow(RedisUnavailableError);
    await expect(handler.revalidateTag(['investors'], MAX)).rejects.toThrow(
      /did not take the revalidation of investors/,
    );
    await redis.start();
    // After the client's retry pause, caching resumes (bounded by the test's timeout).
    for (;;) {
      await handler.set('data-6', fetched('after'), fetchSet(['other']));
      if (await handler.get('data-6', fetchGet(['other']))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect(handler.revalidateTag(['investors'], MAX)).resolves.toBeUndefined();
  });

  it('gives up on a server that takes the connection but never answers, and then writes the revalidation it missed', async () => {
    const store = new SharedCache(
      createRedisClient(parseRedisUrl(redis.url), { commandTimeoutMs: 300, retryAfterMs: 0 }),
      () => undefined,
    );
    await store.set('build-a', 'data-7', fetched('before the save'), { tags: ['investors:x'] });
    redis.freeze();
    try {
      expect(await store.get('build-a', 'data-7')).toBeNull();
      await expect(store.revalidateTags(['investors:x'])).rejects.toThrow(RedisUnavailableError);
    } finally {
      redis.thaw();
    }
    // The failed revalidation is written before the next lookup is answered.
    expect(await store.get('build-a', 'data-7')).toBeNull();
    await store.set('build-a', 'data-7', fetched('after the save'), { tags: ['investors:x'] });
    expect((await store.get('build-a', 'data-7'))?.value).toEqual(fetched('after the save'));
  });
});
