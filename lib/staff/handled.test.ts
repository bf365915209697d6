import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { setHandled } from './handled';
import { signedInActor } from '@/lib/auth/test-actors';
import type { StaffActor } from '@/lib/auth/access';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['sales']);
});

afterAll(() => db().$disconnect());

describe('setHandled', () => {
  it('stamps the row and records who did it', async () => {
    const row = await db().dealerEnquiry.create({
      data: { name: `Dealer ${randomUUID()}`, number: '9876543210', location: 'Mohali' },
    });
    expect(await setHandled(actor, 'DealerEnquiry', row.id, true)).toBe(true);
    const after = await db().dealerEnquiry.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.handledBy).toBe(actor.email);
    const audit = await db().auditLog.findMany({ where: { entityId: row.id } });
    expect(audit.map((a) => a.action)).toEqual(['mark-handled']);
  });

  it('answers false for a row that no longer exists, and records nothing', async () => {
    const id = randomUUID();
    for (const entity of ['Subscriber', 'ContactEnquiry', 'DealerEnquiry'] as const) {
      expect(await setHandled(actor, entity, id, true)).toBe(false);
    }
    expect(await db().auditLog.count({ where: { entityId: id } })).toBe(0);
  });
});
