import { randomInt, randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { PRUNE_AGES, PRUNE_DAYS, PRUNE_NOW } from '@/lib/platform/retention-testing';
import type { FileStorage } from '@/lib/platform/storage';
import { temporaryStorage, type TemporaryStorage } from '@/lib/platform/storage/testing';
import { pruneServiceRequests } from './retention';

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
  it('service requests closed before the cut-off with nothing since, with photos and history', async () => {
    const run = randomUUID().slice(0, 8);
    const make = async (
      tag: string,
      status: 'closed' | 'resolved',
      events: {
        at: Date;
        kind: 'status' | 'note';
        status?: 'closed' | 'resolved';
        note?: string;
      }[],
    ) => {
      const sequence = randomInt(1, 2e9);
      const photos = [`private/service-requests/${tag}-${run}/1.jpg`];
      await files.put(photos[0]!, new Uint8Array([0xff, 0xd8, 0xff]));
      return db().serviceRequest.create({
        data: {
          ticket: `SR/2099-01/${sequence}`,
          financialYear: '2099-01',
          sequence,
          productLine: 'inverter-ups',
          modelCode: 'IU-1100',
          category: 'backup',
          description: tag,
          photos,
          address: '12 MG Road, Pune',
          pincode: '411001',
          name: 'Old Customer',
          mobile: '9876543210',
          email: 'old-customer@example.com',
          status,
          createdAt: new Date(PRUNE_AGES.older.getTime() - 30 * 86_400_000),
          events: {
            create: [
              {
                at: new Date(PRUNE_AGES.older.getTime() - 30 * 86_400_000),
                kind: 'status',
                status: 'received',
                actor: 'system',
              },
              ...events.map((e) => ({ ...e, actor: 'staff@example.com' })),
            ],
          },
        },
      });
    };
    const rows = [
      await make('older', 'closed', [{ at: PRUNE_AGES.older, kind: 'status', status: 'closed' }]),
      await make('boundary', 'closed', [
        { at: PRUNE_AGES.boundary, kind: 'status', status: 'closed' },
      ]),
      await make('newer', 'closed', [{ at: PRUNE_AGES.newer, kind: 'status', status: 'closed' }]),
      // Closed long ago, but a note came later: its period starts again.
      await make('noted', 'closed', [
        { at: PRUNE_AGES.older, kind: 'status', status: 'closed' },
        { at: PRUNE_AGES.newer, kind: 'note', note: 'Customer called back.' },
      ]),
      // Resolved, never closed: kept however old.
      await make('open', 'resolved', [
        { at: PRUNE_AGES.older, kind: 'status', status: 'resolved' },
      ]),
    ];
    expect(await pruneServiceRequests(PRUNE_DAYS, PRUNE_NOW, files)).toBe(1);
    const left = await db().serviceRequest.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
    });
    expect(left.map((r) => r.description).sort()).toEqual(['boundary', 'newer', 'noted', 'open']);
    expect(await db().serviceRequestEvent.count({ where: { requestId: rows[0]!.id } })).toBe(0);
    for (const row of rows) {
      expect(await files.exists(row.photos[0]!)).toBe(row.description !== 'older');
    }
  });
});
