import { db } from '@/lib/platform/db/client';
import { uuid7 } from '@/lib/platform/db/ids';
import { isUniqueViolation, retryOnceIfConnectionLost } from './outage';

/**
 * A write retried after a dropped connection whose first attempt had in fact committed meets
 * its own id: that must read as "already stored", whichever way the write was made.
 */
afterAll(() => db().$disconnect());

const failure = (write: () => Promise<unknown>) =>
  write().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isUniqueViolation', () => {
  it('tells a repeated id apart, from a model query and from a raw one', async () => {
    const id = uuid7();
    const model = () =>
      db().dealerEnquiry.create({
        data: { id, name: 'Unique Test', number: '9123456780', location: 'Pune' },
      });
    const raw = () =>
      db().$executeRaw`INSERT INTO "DealerEnquiry" ("id", "name", "number", "location")
        VALUES (${id}::uuid, 'Unique Test', '9123456780', 'Pune')`;
    await model();
    expect(isUniqueViolation(await failure(model))).toBe(true);
    expect(isUniqueViolation(await failure(raw))).toBe(true);
    // Other failures of the same statement are not.
    const tooLong = () =>
      db().$executeRaw`INSERT INTO "DealerEnquiry" ("id", "name", "number", "location")
        VALUES (${uuid7()}::uuid, ${'n'.repeat(101)}, '9123456780', 'Pune')`;
    expect(isUniqueViolation(await failure(tooLong))).toBe(false);
    await db().dealerEnquiry.delete({ where: { id } });
  });

  it('lets a retried raw write that meets its own committed row count as stored', async () => {
    const id = uuid7();
    let attempts = 0;
    const write = () => {
      attempts++;
      return db().$executeRaw`INSERT INTO "DealerEnquiry" ("id", "name", "number", "location")
        VALUES (${id}::uuid, 'Retry Test', '9123456780', 'Pune')`.then((rows) => {
        // The first attempt commits, then its answer is lost with the connection.
        if (attempts === 1) throw new Error('Connection terminated');
        return rows;
      });
    };
    await expect(
      retryOnceIfConnectionLost(write, {
        isDuplicate: isUniqueViolation,
        onDuplicate: async () => -1, // already stored
      }),
    ).resolves.toBe(-1);
    expect(await db().dealerEnquiry.count({ where: { id } })).toBe(1);
    await db().dealerEnquiry.delete({ where: { id } });
  });
});
