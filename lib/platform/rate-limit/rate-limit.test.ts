import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';
import { describeWait } from '@/content/api';
import { enforceRateLimit, hitRateLimit, pruneRateLimits } from '.';
import { startInOneWindow } from './testing';

const minute = (max: number) => ({ name: 'minute', seconds: 60, max });
const day = (max: number) => ({ name: 'day', seconds: 86_400, max });
// 10 s into a minute window (10:00:10 UTC, 36,010 s into the day's).
const T0 = Date.UTC(2026, 0, 5, 10, 0, 10);
const MINUTE_START = Date.UTC(2026, 0, 5, 10, 0, 0);
const s = (seconds: number) => seconds * 1000;
const newIp = () => `ip-${randomUUID()}`;

afterAll(() => db().$disconnect());

describe('hitRateLimit', () => {
  it('allows up to the limit, then says when the next request would be allowed', async () => {
    const ip = newIp();
    const limits = [minute(2)];
    expect(await hitRateLimit('test', ip, limits, T0)).toEqual({ allowed: true, retryAfter: 0 });
    expect((await hitRateLimit('test', ip, limits, T0)).allowed).toBe(true);
    // The refused third counts too: 3 in this window weigh 2 or less 40 s into the next one
    // (3 x 20/60 + 1 new = 2), 50 + 40 s from now.
    expect(await hitRateLimit('test', ip, limits, T0)).toEqual({ allowed: false, retryAfter: 90 });
    expect((await hitRateLimit('test', ip, limits, MINUTE_START + s(60 + 39))).allowed).toBe(false);
    const other = newIp();
    for (let i = 0; i < 3; i++) await hitRateLimit('test', other, limits, T0);
    expect((await hitRateLimit('test', other, limits, MINUTE_START + s(60 + 40))).allowed).toBe(
      true,
    );
  });

  it('limits a burst across the edge of two windows like one inside a window', async () => {
    const ip = newIp();
    const limits = [minute(5)];
    for (let i = 0; i < 5; i++) {
      expect((await hitRateLimit('edge', ip, limits, MINUTE_START + s(59.5))).allowed).toBe(true);
    }
    // Fixed windows would start again from 0 here and allow 5 more.
    const next = await hitRateLimit('edge', ip, limits, MINUTE_START + s(60.5));
    expect(next.allowed).toBe(false);
    expect(next.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('weighs the window before by how much of it is still within the last minute', async () => {
    const limits = [minute(4)];
    const after = async (seconds: number) => {
      const ip = newIp();
      for (let i = 0; i < 4; i++) await hitRateLimit('w', ip, limits, T0);
      return (await hitRateLimit('w', ip, limits, MINUTE_START + s(60 + seconds))).allowed;
    };
    // 4 x (60 - t)/60 + 1 <= 4 from t = 15 s into the next window.
    expect(await after(14)).toBe(false);
    expect(await after(15)).toBe(true);
    expect(await after(45)).toBe(true);
  });

  it('says how long a daily limit holds, with the refusals counted', async () => {
    const ip = newIp();
    const limits = [minute(10), day(3)];
    for (let i = 0; i < 3; i++)
      expect((await hitRateLimit('d', ip, limits, T0)).allowed).toBe(true);
    // A minute later the minute is clear, but the day's 4 weigh 2 or less only halfway through
    // the next day: 86,400 - 36,070 + 43,200 s from 10:01:10.
    const refused = await hitRateLimit('d', ip, limits, T0 + s(60));
    expect(refused).toEqual({ allowed: false, retryAfter: 86_400 - 36_070 + 43_200 });
  });

  it('keeps clients and forms apart', async () => {
    const ip = newIp();
    const limits = [minute(2)];
    await hitRateLimit('a', ip, limits, T0);
    await hitRateLimit('a', ip, limits, T0);
    expect((await hitRateLimit('b', ip, limits, T0)).allowed).toBe(true);
    expect((await hitRateLimit('a', `${ip}-2`, limits, T0)).allowed).toBe(true);
  });

  it('counts every concurrent request exactly once', async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit('c', ip, [minute(10)], T0)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('counts in an unlogged table, whose updates commit without waiting for a disk flush', async () => {
    // Many requests of one client update one bucket: logged, each would hold its row through
    // a WAL flush, and they would queue one flush each (migration rate_limit_buckets_unlogged).
    const [table] = await db().$queryRaw<{ persistence: string }[]>`
      SELECT relpersistence::text AS persistence FROM pg_class WHERE relname = 'RateLimitBucket'`;
    expect(table).toEqual({ persistence: 'u' });
  });

  it('keeps a bucket while it still weighs, and prunes it after', async () => {
    const ip = newIp();
    const mine = () => db().rateLimitBucket.count({ where: { key: { contains: ip } } });
    await hitRateLimit('p', ip, [minute(2), day(3)], T0);
    await pruneRateLimits(new Date(T0 + s(60)));
    expect(await mine()).toBe(2);
    await pruneRateLimits(new Date(MINUTE_START + s(120) + 1));
    expect(await mine()).toBe(1);
    await pruneRateLimits(new Date(T0 + 2 * 86_400_000));
    expect(await mine()).toBe(0);
  });
});

describe('enforceRateLimit', () => {
  it('limits requests with no known address together, in one shared bucket', async () => {
    const scope = `none-${randomUUID()}`;
    await startInOneWindow();
    for (let i = 0; i < 5; i++) await enforceRateLimit(scope, null);
    await expect(enforceRateLimit(scope, null)).rejects.toMatchObject({ status: 429 });
  });

  it('counts IPv6 clients of one /64 together', async () => {
    const scope = `v6-${randomUUID()}`;
    await startInOneWindow();
    for (let i = 1; i <= 5; i++) await enforceRateLimit(scope, `2001:db8:7:7::${i}`);
    await expect(enforceRateLimit(scope, '2001:db8:7:7::99')).rejects.toMatchObject({
      status: 429,
    });
    await expect(enforceRateLimit(scope, '2001:db8:7:8::1')).resolves.toBeUndefined();
  });

  it('throws 429 with Retry-After and a readable message past the default 5 a minute', async () => {
    const ip = `ip-${randomUUID()}`;
    await startInOneWindow();
    for (let i = 0; i < 5; i++) await enforceRateLimit('e', ip);
    const error = await enforceRateLimit('e', ip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429 });
    expect(Number((error as HttpError).headers['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [40_000, '12 hours'],
  ])('%i s reads "%s"', (seconds, words) => expect(describeWait(seconds)).toBe(words));
});
