import { db } from '@/lib/platform/db/client';
import { pruneSurvivors } from '@/lib/platform/retention-testing';
import { pruneLoginAttempts } from './retention';

afterAll(async () => {
  await db().$disconnect();
});

// `npm run prune`'s step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune', () => {
  it('staff sign-in attempts', async () => {
    const result = await pruneSurvivors(
      (tag, createdAt) =>
        db().loginAttempt.create({
          data: { email: `${tag}@example.com`, clientKey: 'unknown', success: false, createdAt },
        }),
      async (tags) =>
        (
          await db().loginAttempt.findMany({
            where: { email: { in: tags.map((t) => `${t}@example.com`) } },
          })
        ).map((r) => r.email.replace('@example.com', '')),
      pruneLoginAttempts,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });
});
