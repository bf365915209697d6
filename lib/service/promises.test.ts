import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_PROMISE_MESSAGES as M } from '@/content/service';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { sampleLookup } from '@/lib/catalogue/testing';
import { createServiceRequest } from './create';
import { serviceDays } from './promise';
import {
  deleteServicePromise,
  listServicePromises,
  saveServicePromise,
  servicePromiseFor,
} from './promises';
import { serviceFieldsSchema } from './schema';
import { validService } from './testing';
import { trackServiceRequest } from './track';

// Lakshadweep (682551): no other test raises requests there, so its overrides touch no one else's.
const LAKSHADWEEP = '682551';
const HOUR = 3_600_000;
let storageDir: string;
const saved = { ...env };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'promise-test-'));
  Object.assign(env, { STORAGE_DIR: storageDir });
  await db().$queryRaw`SELECT 1`;
});
afterAll(async () => {
  await db().servicePromise.deleteMany({ where: { area: 'Lakshadweep' } });
  Object.assign(env, saved);
  await rm(storageDir, { recursive: true, force: true });
  await db().$disconnect();
});

const raise = async (pincode: string, mobile: string) =>
  createServiceRequest(
    await serviceFieldsSchema(sampleLookup).parseAsync(
      validService({ productLine: 'cctv', modelCode: 'CC-NVR-8', pincode, mobile }),
    ),
    { ip: null, userAgent: null },
  );

describe('the promise of a request (ServicePromise)', () => {
  it('is seeded as 24 and 48 hours for every product line in all of India', async () => {
    const rows = await db().servicePromise.findMany({ where: { area: '*' } });
    expect(rows.map((r) => [r.productLine, r.assignHours, r.callHours]).sort()).toEqual(
      ['bess', 'cctv', 'inverter-ups', 'led-lights', 'lithium-battery'].map((l) => [l, 24, 48]),
    );
  });

  it("takes the most specific row: the line's in the pincode's state, then the line's for all", async () => {
    const admin = await signedInActor(['service']);
    expect(
      await saveServicePromise(admin, {
        productLine: 'cctv',
        area: 'Lakshadweep',
        assignHours: '6',
        callHours: '10',
      }),
    ).toEqual({ ok: true, saved: 'created' });
    expect(await servicePromiseFor(db(), 'cctv', LAKSHADWEEP)).toEqual({
      assignHours: 6,
      callHours: 10,
    });
    // Another line in the same state, another state, a pincode of no state: the line's own.
    expect(await servicePromiseFor(db(), 'bess', LAKSHADWEEP)).toEqual({
      assignHours: 24,
      callHours: 48,
    });
    expect(await servicePromiseFor(db(), 'cctv', '194101')).toEqual({
      assignHours: 24,
      callHours: 48,
    });
    expect(await servicePromiseFor(db(), 'cctv', '999999')).toEqual({
      assignHours: 24,
      callHours: 48,
    });
    // A line without any row (a new one): today's default.
    expect(await servicePromiseFor(db(), 'toasters', LAKSHADWEEP)).toEqual({
      assignHours: 24,
      callHours: 48,
    });
  });

  it('is stored on the request when made: a later edit changes no promise already made', async () => {
    const member = await signedInActor(['service']);
    await saveServicePromise(member, {
      productLine: 'cctv',
      area: 'Lakshadweep',
      assignHours: 6,
      callHours: 10,
    });
    const mobile = '9123450001';
    const made = await raise(LAKSHADWEEP, mobile);
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.assignBy.getTime() - row.createdAt.getTime()).toBe(6 * HOUR);
    expect(row.callBy.getTime() - row.createdAt.getTime()).toBe(10 * HOUR);
    expect(made.callBy).toEqual(row.callBy);

    expect(
      await saveServicePromise(member, {
        productLine: 'cctv',
        area: 'Lakshadweep',
        assignHours: 100,
        callHours: 300,
      }),
    ).toEqual({ ok: true, saved: 'updated' });
    const after = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    expect(after.assignBy).toEqual(row.assignBy);
    expect(after.callBy).toEqual(row.callBy);
    const tracked = (await trackServiceRequest({ ticket: made.ticket, mobile }))!;
    // Received or assigned (a centre for CCTV another test made may be nearest): the call's day.
    expect(tracked.next).toContain(serviceDays(row, 'en').callBy);

    // The next request gets the new promise.
    const next = await raise(LAKSHADWEEP, '9123450002');
    const nextRow = await db().serviceRequest.findUniqueOrThrow({ where: { id: next.id } });
    expect(nextRow.callBy.getTime() - nextRow.createdAt.getTime()).toBe(300 * HOUR);
  });

  it('puts the promise in the received mail', async () => {
    const made = await raise(LAKSHADWEEP, '9123450003');
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { kind: 'service-request', subject: { contains: made.ticket } },
    });
    // Received (a centre chosen by, called by) or assigned at once (called by).
    expect(mail.text).toContain(serviceDays(row, 'en').callBy);
  });
});

describe('staff edits of the promises', () => {
  it('lists each line, its row for all of India first', async () => {
    const member = await signedInActor(['service']);
    const rows = await listServicePromises(member);
    expect(rows[0]).toMatchObject({ productLine: 'led-lights', area: '*', isDefault: true });
    expect(rows.filter((r) => r.isDefault)).toHaveLength(5);
  });

  it('refuses bad input with the form’s messages, and changes nothing', async () => {
    const member = await signedInActor(['service']);
    expect(
      await saveServicePromise(member, {
        productLine: 'cctv',
        area: 'Narnia',
        assignHours: '0',
        callHours: '9999',
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { area: M.area, assignHours: M.assignHours, callHours: M.callHours },
    });
    expect(await saveServicePromise(member, 'nonsense')).toMatchObject({ reason: 'invalid' });
    expect(await db().servicePromise.count({ where: { area: 'Narnia' } })).toBe(0);
  });

  it('deletes a state’s override, never the row for all of India; audited', async () => {
    const member = await signedInActor(['service']);
    await saveServicePromise(member, {
      productLine: 'led-lights',
      area: 'Lakshadweep',
      assignHours: 2,
      callHours: 4,
    });
    const rows = await listServicePromises(member);
    const override = rows.find((r) => r.productLine === 'led-lights' && r.area === 'Lakshadweep')!;
    const all = rows.find((r) => r.productLine === 'led-lights' && r.isDefault)!;
    expect(await deleteServicePromise(member, all.id)).toEqual({ ok: false, reason: 'isDefault' });
    expect(await deleteServicePromise(member, 'not-a-uuid')).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await deleteServicePromise(member, override.id)).toEqual({
      ok: true,
      saved: 'deleted',
    });
    expect(await deleteServicePromise(member, override.id)).toEqual({
      ok: false,
      reason: 'missing',
    });
    const audit = await db().auditLog.findMany({
      where: { entity: 'ServicePromise', entityId: override.id, actorEmail: member.email },
    });
    expect(audit).toHaveLength(2);
  });

  it('is refused to members without the service role, and without a session', async () => {
    const sales = await signedInActor(['sales']);
    const input = { productLine: 'cctv', area: '*', assignHours: 1, callHours: 1 };
    await expect(listServicePromises(sales)).rejects.toThrow(NotAllowedError);
    await expect(saveServicePromise(sales, input)).rejects.toThrow(NotAllowedError);
    await expect(deleteServicePromise(sales, 'x')).rejects.toThrow(NotAllowedError);
    await expect(saveServicePromise(null as never, input)).rejects.toThrow(NotAllowedError);
    expect(
      (await db().servicePromise.findFirstOrThrow({ where: { productLine: 'cctv', area: '*' } }))
        .assignHours,
    ).toBe(24);
  });
});
