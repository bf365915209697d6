import { randomUUID } from 'node:crypto';
import type { StaffActor } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { allContactEnquiries } from '@/lib/enquiries/admin';
import { csvStream } from '../platform/inbox/csv';
import { PAGE_SIZE, parseInboxFilter } from '../platform/inbox/filters';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['sales']);
});
afterAll(() => db().$disconnect());

/** `count` enquiries of one test (findable by `tag`), three to each creation time. */
async function plant(tag: string, count: number, base = Date.parse('2026-03-01T10:00:00Z')) {
  const data = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    types: ['Dealership'],
    name: `Export ${tag} ${i}`,
    mobile: '9876543210',
    email: `export-${tag}@example.com`,
    city: 'Mohali',
    pincode: '160055',
    message: 'Please call.',
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  }));
  await db().contactEnquiry.createMany({ data });
  // Newest first, ties by id (NEWEST_FIRST).
  return data
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
}

describe('CSV exports (lib/platform/inbox/batches.ts)', () => {
  it('give every matching row once, in the inbox order, past a page and across batches', async () => {
    const tag = randomUUID();
    const expected = await plant(tag, PAGE_SIZE * 2 + 3);
    const ids: string[] = [];
    // Batches of 4: several end inside a run of equal creation times.
    for await (const batch of await allContactEnquiries(actor, parseInboxFilter({ q: tag }), 4)) {
      expect(batch.length).toBeLessThanOrEqual(4);
      ids.push(...batch.map((row) => row.id));
    }
    expect(ids).toEqual(expected);
  });

  it('neither repeat nor skip a row when rows are added or deleted during the export', async () => {
    const tag = randomUUID();
    const expected = await plant(tag, 12);
    const ids: string[] = [];
    const batches = await allContactEnquiries(actor, parseInboxFilter({ q: tag }), 5);
    let changed = false;
    for await (const batch of batches) {
      ids.push(...batch.map((row) => row.id));
      if (changed) continue;
      changed = true;
      // A new enquiry arrives (newer than all) and one not yet exported is erased.
      await plant(tag, 1, Date.parse('2026-04-01T10:00:00Z'));
      await db().contactEnquiry.delete({ where: { id: expected[8]! } });
    }
    expect(ids).toEqual(expected.filter((id) => id !== expected[8]));
  });

  it('write the header, then each batch as it comes, and stop reading when the download is cancelled', async () => {
    let returned = false;
    async function* batches() {
      try {
        yield [{ n: '=1+1' }, { n: 'a,b' }];
        yield [{ n: 'c' }];
        yield [{ n: 'never read' }];
      } finally {
        returned = true;
      }
    }
    const reader = csvStream(
      [{ header: 'n', value: (r: { n: string }) => r.n }],
      batches(),
    ).getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const chunks: string[] = [];
    for (let i = 0; i < 3; i++) chunks.push(decoder.decode((await reader.read()).value!));
    await reader.cancel();
    expect(chunks).toEqual(['\uFEFFn\r\n', `'=1+1\r\n"a,b"\r\n`, 'c\r\n']);
    expect(returned).toBe(true);
  });
});
