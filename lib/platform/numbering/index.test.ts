import { db } from '@/lib/platform/db/client';
import { documentNumber, financialYear, reserveNumber } from './index';

/** Two series as features declare them (their counter tables exist in the schema). */
const NUMBER_SERIES = {
  receipt: { prefix: 'RCPT', counter: 'ReceiptCounter' },
  warranty: { prefix: 'WR', counter: 'WarrantyCounter' },
};

afterAll(() => db().$disconnect());

it('formats each series with its prefix and 6 digits', () => {
  expect(documentNumber(NUMBER_SERIES.receipt, '2026-27', 1)).toBe('RCPT/2026-27/000001');
  expect(documentNumber(NUMBER_SERIES.warranty, '2026-27', 42)).toBe('WR/2026-27/000042');
});

it('puts 31 March 19:00 UTC in the next financial year (it is 1 April in India)', () => {
  expect(financialYear(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
});

// Far-off years of their own, so that other test files numbering this year do not interfere.
describe('reserveNumber', () => {
  it('starts each financial year at 1 and counts on without gaps', async () => {
    const at = new Date('2091-06-01T00:00:00Z');
    const first = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.warranty, at));
    const second = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.warranty, at));
    expect(first).toEqual({ number: 'WR/2091-92/000001', financialYear: '2091-92', sequence: 1 });
    expect(second.sequence).toBe(2);
    const nextYear = await db().$transaction((tx) =>
      reserveNumber(tx, NUMBER_SERIES.warranty, new Date('2092-04-01T00:00:00+05:30')),
    );
    expect(nextYear.number).toBe('WR/2092-93/000001');
  });

  it('gives a rolled-back number to the next caller', async () => {
    const at = new Date('2093-06-01T00:00:00Z');
    await db()
      .$transaction(async (tx) => {
        await reserveNumber(tx, NUMBER_SERIES.warranty, at);
        throw new Error('refused later in the transaction');
      })
      .catch(() => undefined);
    const kept = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.warranty, at));
    expect(kept.sequence).toBe(1);
  });

  it('hands out distinct consecutive numbers to concurrent callers', async () => {
    const at = new Date('2094-06-01T00:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 8 }, () =>
        db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.warranty, at), {
          maxWait: 10_000,
        }),
      ),
    );
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the receipt and warranty series apart', async () => {
    const at = new Date('2095-06-01T00:00:00Z');
    const receipt = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.receipt, at));
    const warranty = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.warranty, at));
    expect([receipt.number, warranty.number]).toEqual(['RCPT/2095-96/000001', 'WR/2095-96/000001']);
  });
});
