import { randomUUID } from 'node:crypto';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { listCspReports, markCspReportReviewed } from './admin';
import { recordCspReports } from './store';

afterAll(() => db().$disconnect());

const violation = (blockedUri: string) => ({
  documentPath: '/online-payment',
  directive: 'script-src-elem',
  blockedUri,
  sourceFile: null,
  lineNumber: null,
  columnNumber: null,
  sample: null,
  disposition: 'enforce' as const,
  userAgent: null,
});

describe('CSP reports in the back-office', () => {
  it('lists a report with its count, marks it reviewed with an audit row, and a repeat reopens it', async () => {
    const admin = await signedInActor(['admin']);
    const blocked = `https://evil-${randomUUID()}.example/a.js`;
    const first = new Date();
    await recordCspReports([violation(blocked)], first);
    await recordCspReports([violation(blocked)], new Date(first.getTime() + 1000));
    const row = (await listCspReports(admin)).find((r) => r.blockedUri === blocked)!;
    expect(row).toMatchObject({
      count: 2,
      firstSeenAt: first.toISOString(),
      lastSeenAt: new Date(first.getTime() + 1000).toISOString(),
      reviewedAt: null,
    });
    expect(row).not.toHaveProperty('fingerprint');

    expect(await markCspReportReviewed(admin, row.id)).toBe('reviewed');
    const reviewed = await db().cspReport.findUniqueOrThrow({ where: { id: row.id } });
    expect(reviewed.reviewedBy).toBe(admin.email);
    expect(
      await db().auditLog.count({
        where: { entity: 'CspReport', entityId: row.id, actorEmail: admin.email, action: 'review' },
      }),
    ).toBe(1);

    await recordCspReports([violation(blocked)], new Date(first.getTime() + 2000));
    const again = await db().cspReport.findUniqueOrThrow({ where: { id: row.id } });
    expect([again.count, again.reviewedAt, again.reviewedBy]).toEqual([3, null, null]);
  });

  it('answers missing for a report that does not exist, writing no audit row', async () => {
    const admin = await signedInActor(['admin']);
    const id = randomUUID();
    expect(await markCspReportReviewed(admin, id)).toBe('missing');
    expect(await db().auditLog.count({ where: { entityId: id } })).toBe(0);
  });
});
