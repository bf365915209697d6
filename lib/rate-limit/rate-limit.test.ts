import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { HttpError } from '@/lib/http/responses';
import { describeWait } from '@/content/api';
import { enforceRateLimit, hitRateLimit, pruneRateLimits } from '.';
import { startInOneWindow } from './testing';

const limits = [
  { name: 'minute', seconds: 60, max: 2 },
  { name: 'day', seconds: 86_400, max: 3 },
];
// 10 s into a minute window.
const T0 = Date.UTC(2026, 0, 5, 10, 0, 10);

afterAll(() => db().$disconnect());

describe('hitRateLimit', () => {
  it('allows up to the limit per window, then says how long to wait', async () => {
    const ip = `ip-${randomUUID()}`;
    expect(await hitRateLimit('test', ip, limits, T0)).toEqual({ allowed: true, retryAfter: 0 });
    expect((await hitRateLimit('test', ip, limits, T0)).allowed).toBe(true);
    expect(await hitRateLimit('test', ip, limits, T0)).toEqual({ allowed: false, retryAfter: 50 });
    // Next minute: the minute window is fresh, but the day allows only 3.
    const later = T0 + 60_000;
    expect((await hitRateLimit('test', ip, limits, later)).allowed).toBe(false);
    const dayLeft = (await hitRateLimit('test', ip, limits, later)).retryAfter;
    expect(dayLeft).toBe(86_400 - (10 * 3600 + 70));
  });

  it('keeps clients and forms apart', async () => {
    const ip = `ip-${randomUUID()}`;
    await hitRateLimit('a', ip, limits, T0);
    await hitRateLimit('a', ip, limits, T0);
    expect((await hitRateLimit('b', ip, limits, T0)).allowed).toBe(true);
    expect((await hitRateLimit('a', `${ip}-2`, limits, T0)).allowed).toBe(true);
  });

  it('counts every concurrent request exactly once', async () => {
    const ip = `ip-${randomUUID()}`;
    const wide = [{ name: 'minute', seconds: 60, max: 10 }];
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit('c', ip, wide, T0)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('prunes windows that have ended', async () => {
    const ip = `ip-${randomUUID()}`;
    await hitRateLimit('p', ip, limits, T0);
    await pruneRateLimits(new Date(T0 + 2 * 86_400_000));
    expect(await db().rateLimitBucket.count({ where: { key: { contains: ip } } })).toBe(0);
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
