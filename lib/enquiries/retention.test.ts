import { db } from '@/lib/platform/db/client';
import { pruneSurvivors } from '@/lib/platform/retention-testing';
import { pruneContactEnquiries, pruneDealerEnquiries } from './retention';

afterAll(async () => {
  await db().$disconnect();
});

// `npm run prune`'s step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune', () => {
  it('contact enquiries', async () => {
    const result = await pruneSurvivors(
      (tag, createdAt) =>
        db().contactEnquiry.create({
          data: {
            types: ['led-lights'],
            name: tag,
            mobile: '9876543210',
            email: 'old@example.com',
            city: 'Pune',
            pincode: '411001',
            message: 'Hello',
            createdAt,
          },
        }),
      async (tags) =>
        (await db().contactEnquiry.findMany({ where: { name: { in: tags } } })).map((r) => r.name),
      pruneContactEnquiries,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('dealer enquiries', async () => {
    const result = await pruneSurvivors(
      (tag, createdAt) =>
        db().dealerEnquiry.create({
          data: { name: tag, number: '9876543210', location: 'Pune', createdAt },
        }),
      async (tags) =>
        (await db().dealerEnquiry.findMany({ where: { name: { in: tags } } })).map((r) => r.name),
      pruneDealerEnquiries,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });
});
