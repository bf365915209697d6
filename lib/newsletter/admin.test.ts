import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { dailySeries } from '@/lib/staff/stats';
import { allSubscribers, listSubscribers, setSubscriberHandled } from './admin';
import { csvOf } from '@/lib/platform/inbox/csv';
import { csvColumns } from '@/lib/platform/inbox/columns';
import { SUBSCRIBER_COLUMNS } from './columns';

/** Every row of an export's batches. */
async function rowsOf<Row>(batches: AsyncIterable<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['sales']);
});

afterAll(() => db().$disconnect());

describe('subscriber inbox', () => {
  it('searches, filters by status and pages', async () => {
    const tag = randomUUID().slice(0, 8);
    await db().subscriber.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        email: `inbox-${tag}-${String(i).padStart(2, '0')}@example.com`,
      })),
    });
    const first = await listSubscribers(actor, parseInboxFilter({ q: `inbox-${tag}` }));
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    const second = await listSubscribers(actor, parseInboxFilter({ q: `INBOX-${tag}`, page: '2' }));
    expect(second.rows).toHaveLength(5);

    const target = first.rows[0]!;
    await setSubscriberHandled(actor, target.id, true);
    const handled = await listSubscribers(
      actor,
      parseInboxFilter({ q: `inbox-${tag}`, status: 'handled' }),
    );
    expect(handled.rows.map((r) => r.email)).toEqual([target.email]);
    expect(handled.rows[0]).toMatchObject({ handledBy: actor.email });
    const open = await listSubscribers(
      actor,
      parseInboxFilter({ q: `inbox-${tag}`, status: 'open' }),
    );
    expect(open.total).toBe(29);
  });

  it('exports in the same order as the paged list, even for sign-ups made at one instant', async () => {
    const tag = randomUUID().slice(0, 8);
    const createdAt = new Date();
    // Inserted in ascending id order, so the table's own order is not the list's (id desc).
    const ids = Array.from({ length: 6 }, () => randomUUID()).sort();
    await db().subscriber.createMany({
      data: ids.map((id, i) => ({ id, email: `same-${tag}-${i}@example.com`, createdAt })),
    });
    const filter = parseInboxFilter({ q: `same-${tag}` });
    const listed = (await listSubscribers(actor, filter)).rows.map((r) => r.id);
    expect(listed).toEqual([...ids].reverse());
    // The export walks in batches of 4 here: a batch ends inside the run of equal times.
    expect((await rowsOf(await allSubscribers(actor, filter, 4))).map((r) => r.id)).toEqual(listed);
  });

  it('records who marked a sign-up handled in the audit log', async () => {
    const row = await db().subscriber.create({
      data: { email: `audit-${randomUUID()}@example.com` },
    });
    await setSubscriberHandled(actor, row.id, true);
    const audit = await db().auditLog.findMany({
      where: { entity: 'Subscriber', entityId: row.id },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: actor.email, action: 'mark-handled' });
    expect(audit[0]!.summary).toContain(row.email);
  });

  it('changes nothing, audit included, for an unknown id', async () => {
    // Other test files write audit rows at the same time: count this file's member's only.
    const byActor = () => db().auditLog.count({ where: { actorEmail: actor.email } });
    const before = await byActor();
    expect(await setSubscriberHandled(actor, randomUUID(), true)).toBe(false);
    expect(await byActor()).toBe(before);
  });

  it('filters by signup date in Indian time', async () => {
    const email = `dated-${randomUUID()}@example.com`;
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    await db().subscriber.create({ data: { email, createdAt: new Date('2026-03-01T20:00:00Z') } });
    const onSecond = await listSubscribers(
      actor,
      parseInboxFilter({ q: email, from: '2026-03-02', to: '2026-03-02' }),
    );
    expect(onSecond.total).toBe(1);
    const onFirst = await listSubscribers(actor, parseInboxFilter({ q: email, to: '2026-03-01' }));
    expect(onFirst.total).toBe(0);
  });

  it("shows each row's state, filters by it, and exports it in the CSV", async () => {
    const tag = randomUUID().slice(0, 8);
    const at = new Date('2026-05-01T10:00:00Z');
    await db().subscriber.createMany({
      data: [
        { email: `state-${tag}-p@example.com` },
        { email: `state-${tag}-c@example.com`, state: 'confirmed', confirmedAt: at },
        { email: `state-${tag}-u@example.com`, state: 'unsubscribed', unsubscribedAt: at },
      ],
    });
    const states = async (type?: string) =>
      (await listSubscribers(actor, parseInboxFilter({ q: `state-${tag}`, type }))).rows
        .map((r) => `${r.email.slice(-13, -12)}:${r.state}`)
        .sort();
    expect(await states()).toEqual(['c:confirmed', 'p:pending', 'u:unsubscribed']);
    expect(await states('confirmed')).toEqual(['c:confirmed']);
    expect(await states('unsubscribed')).toEqual(['u:unsubscribed']);
    // An unknown state filters nothing, like any other unknown filter value.
    expect(await states('bogus')).toHaveLength(3);

    const csv = csvOf(
      csvColumns(SUBSCRIBER_COLUMNS),
      await rowsOf(
        await allSubscribers(actor, parseInboxFilter({ q: `state-${tag}`, type: 'confirmed' })),
      ),
    );
    const [header, row, ...rest] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'email,state,signed_up,confirmed_at,unsubscribed_at,consent_version,list,handled_at,handled_by',
    );
    expect(row).toMatch(
      new RegExp(
        `^state-${tag}-c@example.com,confirmed,[^,]+,2026-05-01T10:00:00.000Z,,,newsletter,,$`,
      ),
    );
    expect(rest).toEqual(['']);
  });

  it('counts only confirmed sign-ups as subscribers on the dashboard', async () => {
    // A day no other test writes to: 27 days ago, Indian time.
    const day = new Date(Date.now() - 27 * 86_400_000);
    const key = new Date(day.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const countOn = async () =>
      (await dailySeries(actor, 'subscribers')).days.find((d) => d.day === key)?.count;
    const before = await countOn();
    await db().subscriber.createMany({
      data: ['pending', 'confirmed', 'unsubscribed', 'pending'].map((state, i) => ({
        email: `dash-${randomUUID()}-${i}@example.com`,
        createdAt: day,
        state: state as 'pending' | 'confirmed' | 'unsubscribed',
      })),
    });
    expect(await countOn()).toBe(before! + 1);
  });
});
