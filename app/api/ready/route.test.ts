import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, db } from '@/lib/platform/db/client';
import { freePort } from '@/lib/platform/db/embedded';
import { env } from '@/lib/platform/env';
import { localDiskStorage } from '@/lib/platform/storage';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '@/proxy';
import { readiness } from '@/lib/platform/ops/readiness';
import { GET as ready } from './route';

const dir = mkdtempSync(path.join(tmpdir(), 'ready-'));

beforeAll(() => {
  Object.assign(env, { STORAGE_DIR: path.join(dir, 'files') });
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db().$disconnect();
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers, migrations are current and storage is writable', async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = await freePort();
    connectDatabase(`postgresql://nobody:x@127.0.0.1:${closed}/none?sslmode=disable`);
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(await response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'unreachable', migrations: 'unknown', storage: 'ok' },
      });
    } finally {
      await db().$disconnect();
      connectDatabase(process.env.DATABASE_URL!);
    }
  });

  it('reports a migration that is on disk but not applied', async () => {
    const [last] = await db().$queryRaw<{ id: string }[]>`
      SELECT id FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await db()
      .$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = ${last!.id}`;
    try {
      expect((await readiness()).checks.migrations).toBe('pending');
    } finally {
      await db()
        .$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = ${last!.id}`;
    }
  });

  it('reports storage that cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const result = await readiness(localDiskStorage(path.join(blocker, 'files')));
    expect(result).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', storage: 'not writable' },
    });
  });
});

describe('health endpoints', () => {
  it('never reach the proxy (staff gate, beacon), whatever a probe sends', () => {
    // The proxy's matcher as Next.js itself reads it (not in its type declarations).
    const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
      getMiddlewareMatchers: (matcher: unknown, config: object) => never[];
    };
    const runs = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
    const probe = { headers: { 'user-agent': 'kube-probe/1.30', accept: '*/*' } } as never;
    expect(runs('/staff', probe, {})).toBe(true);
    expect(runs('/api/health', probe, {})).toBe(false);
    expect(runs('/api/ready', probe, {})).toBe(false);
  });

  it('answer probes that arrive together (no rate limit, no shared probe file): 100 at once all 200', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => ready()));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
  });
});
