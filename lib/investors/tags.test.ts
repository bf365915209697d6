import { createRedisClient, parseRedisUrl } from '@/lib/platform/cache/redis-client.mjs';
import { RedisUnavailableError } from '@/lib/platform/cache/shared-tags';
import { hasRedisServer, startRedis } from '@/lib/platform/cache/testing';

// Next's updateTag needs a request's work store; the shared cache is what is tested here.
const expiredByNext: string[] = [];
jest.mock('next/cache', () => ({
  updateTag: (tag: string) => expiredByNext.push(tag),
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

const describeWithRedis = hasRedisServer ? describe : describe.skip;
if (!hasRedisServer)
  console.warn('redis-server is missing: staff-save shared cache tests skipped.');

describeWithRedis('a staff save with a shared cache (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let refreshInvestorPagesNow: (areas: string[]) => Promise<void>;
  const saved = { ...process.env };

  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    jest.resetModules();
    ({ refreshInvestorPagesNow } = await import('./tags'));
  });
  afterAll(async () => {
    await redis?.stop();
    process.env = saved;
  });

  it("expires the areas' pages for every instance before it returns", async () => {
    const before = Date.now();
    await refreshInvestorPagesNow(['directors', 'directors']);
    const client = createRedisClient(parseRedisUrl(redis.url));
    const expired = Number(await client.command('GET', 'next:tag:expired:investors:directors'));
    client.close();
    expect(expired).toBeGreaterThanOrEqual(before);
    expect(expiredByNext).toEqual(['investors:directors']);
  });

  it('fails, instead of reporting success, while Redis is down', async () => {
    expiredByNext.length = 0;
    await redis.stop();
    try {
      await expect(refreshInvestorPagesNow(['clauses'])).rejects.toThrow(RedisUnavailableError);
      expect(expiredByNext).toEqual([]);
    } finally {
      await redis.start();
    }
  });
});
