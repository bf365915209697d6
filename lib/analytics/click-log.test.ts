import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { navigationReport, pruneClickLogs, recordNavigation } from './click-log';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['sales']);
});

afterAll(() => db().$disconnect());

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
    const report = await navigationReport(actor, 1, 1000);
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
