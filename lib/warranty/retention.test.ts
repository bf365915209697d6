import { randomInt, randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { cutoff } from '@/lib/platform/retention';
import { PRUNE_DAYS, PRUNE_NOW } from '@/lib/platform/retention-testing';
import type { FileStorage } from '@/lib/platform/storage';
import { temporaryStorage, type TemporaryStorage } from '@/lib/platform/storage/testing';
import { pruneWarrantyRegistrations } from './retention';

let storage: TemporaryStorage;
let files: FileStorage;
beforeAll(async () => {
  storage = await temporaryStorage('retention-test');
  files = storage.files;
});
afterAll(async () => {
  await storage.remove();
  await db().$disconnect();
});

// `npm run prune`'s step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune', () => {
  it('warranty registrations, by the day the warranty ended, with their invoices', async () => {
    const day = (ms: number) => new Date(`${new Date(ms).toISOString().slice(0, 10)}T00:00:00Z`);
    const ends = {
      older: day(cutoff(PRUNE_DAYS, PRUNE_NOW).getTime() - 86_400_000),
      boundary: day(cutoff(PRUNE_DAYS, PRUNE_NOW).getTime()),
      newer: day(cutoff(PRUNE_DAYS, PRUNE_NOW).getTime() + 86_400_000),
    };
    const run = randomUUID().slice(0, 8);
    const made: Record<string, { id: string; invoiceKey: string }> = {};
    for (const [age, warrantyEndsOn] of Object.entries(ends)) {
      const sequence = randomInt(1, 2e9);
      const invoiceKey = `private/warranty-invoices/${age}-${run}.pdf`;
      await files.put(invoiceKey, new Uint8Array([0x25, 0x50, 0x44, 0x46]));
      made[age] = await db().warrantyRegistration.create({
        data: {
          number: `WR/2099-01/${sequence}`,
          financialYear: '2099-01',
          sequence,
          productLine: 'inverter-ups',
          modelCode: 'IU-1100',
          serial: `SN-${age}-${run}`,
          purchasedOn: new Date(warrantyEndsOn.getTime() - 730 * 86_400_000),
          warrantyEndsOn,
          invoiceKey,
          name: 'Old Owner',
          mobile: '9876543210',
          email: 'old-owner@example.com',
          pincode: '411001',
          // Made long ago: only the end of the warranty counts.
          createdAt: new Date(warrantyEndsOn.getTime() - 10_000 * 86_400_000),
        },
      });
    }
    expect(await pruneWarrantyRegistrations(PRUNE_DAYS, PRUNE_NOW, files)).toBe(1);
    const left = await db().warrantyRegistration.findMany({
      where: { id: { in: Object.values(made).map((m) => m.id) } },
    });
    expect(left.map((r) => r.serial.split('-')[1]).sort()).toEqual(['boundary', 'newer']);
    expect(await files.exists(made.older!.invoiceKey)).toBe(false);
    expect(await files.exists(made.boundary!.invoiceKey)).toBe(true);
    expect(await files.exists(made.newer!.invoiceKey)).toBe(true);
  });
});
