import { createRedisClient, parseRedisUrl } from '@/lib/platform/cache/redis-client.mjs';
import { hasRedisServer, startRedis } from '@/lib/platform/cache/testing';

// Next's revalidateTag needs a request's work store; the shared cache is what is tested here.
const nextRevalidations: string[] = [];
jest.mock('next/cache', () => ({
  revalidateTag: (tag: string) => nextRevalidations.push(tag),
  updateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

const SECRET = 'a-revalidation-secret-for-tests';
const describeWithRedis = hasRedisServer ? describe : describe.skip;
if (!hasRedisServer)
  console.warn('redis-server is missing: POST /api/revalidate Redis tests skipped.');

describeWithRedis('POST /api/revalidate with a shared cache (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let POST: (request: Request) => Promise<Response>;
  const saved = { ...process.env };

  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    process.env.REVALIDATE_SECRET = SECRET;
    jest.resetModules();
    ({ POST } = (await import('./route')) as unknown as typeof import('./route'));
  });
  afterAll(async () => {
    await redis?.stop();
    process.env = saved;
  });

  const revalidate = () =>
    POST(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}` },
      }),
    );

  it('answers 200 once Redis holds the revalidation for every instance', async () => {
    const response = await revalidate();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags: ['investors'] });
    const client = createRedisClient(parseRedisUrl(redis.url));
    const stale = Number(await client.command('GET', 'next:tag:stale:investors'));
    client.close();
    expect(stale).toBeGreaterThan(Date.now() - 60_000);
    expect(nextRevalidations).toEqual(['investors']);
  });

  it('answers 503 with the reason, and revalidates nothing, while Redis is down', async () => {
    nextRevalidations.length = 0;
    await redis.stop();
    try {
      const response = await revalidate();
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(
        'Not revalidated: the shared cache (Redis, REDIS_URL) did not answer. Pages keep rendering fresh while it is down; try again once it is back.',
      );
      expect(nextRevalidations).toEqual([]);
    } finally {
      await redis.start();
    }
  });
});
