import { randomInt, randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { setHandled } from './handled';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { NotAllowedError, type StaffActor } from '@/lib/platform/auth/access';

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

  it('lets the service role mark a warranty registration, and not sales', async () => {
    const sequence = randomInt(1, 2e9);
    const row = await db().warrantyRegistration.create({
      data: {
        number: `WR/2099-00/H${sequence}`,
        financialYear: '2099-00',
        sequence,
        productLine: 'inverter-ups',
        modelCode: 'IU-1100',
        serial: `SN-H-${randomUUID().slice(0, 30)}`,
        purchasedOn: new Date('2026-01-10'),
        warrantyEndsOn: new Date('2028-01-10'),
        invoiceKey: '',
        name: 'Warrantee',
        mobile: '9876543210',
        email: 'warrantee@example.com',
        pincode: '411001',
      },
    });
    const handledAt = async () =>
      (await db().warrantyRegistration.findUniqueOrThrow({ where: { id: row.id } })).handledAt;
    await expect(setHandled(actor, 'WarrantyRegistration', row.id, true)).rejects.toThrow(
      NotAllowedError,
    );
    expect(await handledAt()).toBeNull();
    expect(await db().auditLog.count({ where: { entityId: row.id } })).toBe(0);
    const service = await signedInActor(['service']);
    expect(await setHandled(service, 'WarrantyRegistration', row.id, true)).toBe(true);
    expect(await handledAt()).not.toBeNull();
  });
});
