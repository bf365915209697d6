import { randomUUID } from 'node:crypto';
import { POST } from '@/app/api/clicklogs/logClick/route';
import { db } from '@/lib/db/client';
import { navigationReport, pruneClickLogs, recordNavigation } from './click-log';
import { randomClientAddress } from '@/lib/http/testing';

afterAll(() => db().$disconnect());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/clicklogs/logClick', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

describe('POST /api/clicklogs/logClick (the old call)', () => {
  it('stores the spec payload with the address from our proxy, not the body', async () => {
    const ua = `OldClient/${randomUUID()}`;
    const response = await post(
      {
        type: 'navigation',
        element: 'Navigated to /bess',
        ipAddress: '6.6.6.6',
        browser: 'Firefox',
        operatingSystem: 'Linux',
        userAgent: ua,
      },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(response.status).toBe(201);
    const rows = await db().clickLog.findMany({ where: { userAgent: ua } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      element: 'Navigated to /bess',
      ipAddress: '203.0.113.77',
      browser: 'Firefox',
      operatingSystem: 'Linux',
    });
  });

  it('refuses values outside the known sets with 422 and stores nothing', async () => {
    const ua = `Bad/${randomUUID()}`;
    const response = await post({
      type: 'navigation',
      element: 'x',
      browser: 'Netscape',
      operatingSystem: 'BeOS',
      userAgent: ua,
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['browser', 'operatingSystem']);
    expect(await db().clickLog.count({ where: { userAgent: ua } })).toBe(0);
    expect((await post('{nope')).status).toBe(400);
  });
});

describe('page-view records', () => {
  it('reduce the user agent to the old value sets and report top pages', async () => {
    const path = `/report-${randomUUID()}`;
    const ua =
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36';
    for (let i = 0; i < 3; i++) await recordNavigation(path, { ip: '198.51.100.1', userAgent: ua });
    const row = await db().clickLog.findFirstOrThrow({ where: { path } });
    expect(row).toMatchObject({
      type: 'navigation',
      element: `Navigated to ${path}`,
      browser: 'Chrome',
      operatingSystem: 'Windows 7',
    });
    const report = await navigationReport(1, 1000);
    expect(report.pages).toContainEqual({ label: path, count: 3 });
    expect(report.browsers.find((b) => b.label === 'Chrome')?.count).toBeGreaterThanOrEqual(3);
  });

  it('are pruned after the retention period', async () => {
    const path = `/old-${randomUUID()}`;
    await db().clickLog.create({
      data: {
        type: 'navigation',
        element: `Navigated to ${path}`,
        path,
        browser: 'Chrome',
        operatingSystem: 'Linux',
        createdAt: new Date(Date.now() - 200 * 86_400_000),
      },
    });
    await recordNavigation(path, { ip: null, userAgent: null });
    expect(await pruneClickLogs(180)).toBeGreaterThanOrEqual(1);
    expect(await db().clickLog.count({ where: { path } })).toBe(1);
  });
});

describe('POST /api/clicklogs/navigation (the navigation beacon)', () => {
  it('records a client-side navigation once, and refuses anything but a site path', async () => {
    const { POST: beacon } = await import('@/app/api/clicklogs/navigation/route');
    const path = `/beacon-${randomUUID()}`;
    const send = (body: string) =>
      beacon(
        new Request('http://localhost/api/clicklogs/navigation', {
          method: 'POST',
          body,
          // What navigator.sendBeacon sends for the beacon's application/json Blob.
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': randomClientAddress(),
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
          },
        }),
      );
    expect((await send(JSON.stringify({ path }))).status).toBe(204);
    expect(
      await db().clickLog.findMany({
        where: { path },
        select: { browser: true, operatingSystem: true },
      }),
    ).toEqual([{ browser: 'Firefox', operatingSystem: 'Linux' }]);
    expect((await send(JSON.stringify({ path: 'https://evil.example/' }))).status).toBe(422);
    expect((await send(JSON.stringify({ path: `/${'x'.repeat(400)}` }))).status).toBe(422);
  });
});
