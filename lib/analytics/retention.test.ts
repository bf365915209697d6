import { db } from '@/lib/platform/db/client';
import { pruneSurvivors } from '@/lib/platform/retention-testing';
import { pruneClickLogs } from './click-log';

afterAll(async () => {
  await db().$disconnect();
});

// `npm run prune`'s step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune', () => {
  it('page-view logs', async () => {
    const result = await pruneSurvivors(
      (tag, createdAt) =>
        db().clickLog.create({
          data: {
            type: 'navigation',
            element: tag,
            path: `/${tag}`,
            browser: 'Chrome',
            operatingSystem: 'Linux',
            createdAt,
          },
        }),
      async (tags) =>
        (await db().clickLog.findMany({ where: { element: { in: tags } } })).map((r) => r.element),
      pruneClickLogs,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });
});
