import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@/lib/platform/db/embedded';
import { hasRedisServer, startRedis } from '@/lib/platform/cache/testing';
import { expect, test } from './support/fixtures';
import { E2E_DATABASE_URL } from './support/db';
import { E2E_REVALIDATE_SECRET } from './support/investors';
import { E2E } from './support/settings';
import { SERVE_ARGS } from '../scripts/launcher';

/**
 * Two `npm start` instances of the e2e build on one Redis (REDIS_URL) and the e2e database: a
 * page one of them rendered is a cache HIT on the other, a revalidation on one is seen by the
 * other, and with Redis stopped pages still render while a revalidation answers 503; with Redis
 * back, caching resumes. (The full two-instance project behind nginx is issue 31's e2e project.)
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.skip(!hasRedisServer, 'redis-server is missing (apt-get install redis-server)');

const PAGE = '/investor-relations/board-of-directors';
let redis: Awaited<ReturnType<typeof startRedis>>;
const sites: { origin: string; child: ChildProcess; output: string }[] = [];

async function startSite(redisUrl: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVE_ARGS, 'start'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      SITE_URL: origin,
      DATABASE_URL: E2E_DATABASE_URL,
      STORAGE_DIR: E2E.storageDir,
      REDIS_URL: redisUrl,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const site = { origin, child, output: '' };
  child.stdout!.on('data', (chunk) => (site.output += chunk));
  child.stderr!.on('data', (chunk) => (site.output += chunk));
  sites.push(site);
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`${origin}/api/ready`).catch(() => null);
    if (ready?.status === 200) return site;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the instance did not become ready:\n${site.output}`);
}

/** The page's status and Next's cache header, as served by `origin`. */
async function visit(origin: string) {
  const response = await fetch(`${origin}${PAGE}`);
  await response.text();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

const revalidate = (origin: string) =>
  fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
  });

test.beforeAll(async () => {
  redis = await startRedis();
  // One after the other: each start applies pending migrations first.
  await startSite(redis.url);
  await startSite(redis.url);
});

test.afterAll(async () => {
  for (const { child } of sites) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  await redis?.stop();
});

test('a page rendered by one instance is a cache hit on the other', async () => {
  const [a, b] = sites;
  // Not the copy prerendered into .next at build: the shared cache starts empty for the build.
  expect(await visit(a!.origin)).toEqual({ status: 200, cache: 'MISS' });
  expect(await visit(b!.origin)).toEqual({ status: 200, cache: 'HIT' });
});

test('a revalidation on one instance is seen by the other', async () => {
  const [a, b] = sites;
  expect(await visit(b!.origin)).toEqual({ status: 200, cache: 'HIT' });
  const response = await revalidate(a!.origin);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ revalidated: true, tags: ['investors'] });
  // B renders the page anew instead of serving what it had, and A serves B's new copy.
  expect((await visit(b!.origin)).cache).not.toBe('HIT');
  expect(await visit(b!.origin)).toEqual({ status: 200, cache: 'HIT' });
  expect(await visit(a!.origin)).toEqual({ status: 200, cache: 'HIT' });
});

test('with Redis stopped pages render and a revalidation reports failure; back, caching resumes', async () => {
  const [a, b] = sites;
  await redis.stop();
  expect(await visit(b!.origin)).toEqual({ status: 200, cache: 'MISS' });
  expect(await visit(b!.origin)).toEqual({ status: 200, cache: 'MISS' });
  const refused = await revalidate(a!.origin);
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toMatch(/^Not revalidated: the shared cache/);

  await redis.start();
  // Each instance reconnects on its own (after a pause of about a second; A first writes the
  // revalidation it refused, which makes B's fresh entry stale once more).
  for (const site of [b!, a!, b!]) {
    await expect
      .poll(async () => (await visit(site.origin)).cache, { timeout: 20_000 })
      .toBe('HIT');
  }
  expect((await revalidate(a!.origin)).status).toBe(200);
});
