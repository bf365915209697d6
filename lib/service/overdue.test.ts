import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { sampleLookup } from '@/lib/catalogue/testing';
import { changeServiceStatus, listServiceRequests } from './admin';
import { createServiceRequest } from './create';
import { escalateOverdueRequests, isOverdue, serviceClock } from './overdue';
import { serviceFieldsSchema } from './schema';
import { portBlairCentre, validService } from './testing';

const HOUR = 3_600_000;
const manager = `manager-${randomUUID()}@example.com`;
let storageDir: string;
const saved = { ...env };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'overdue-test-'));
  Object.assign(env, { STORAGE_DIR: storageDir, SERVICE_MANAGER_EMAIL: manager });
  await db().$queryRaw`SELECT 1`;
});
afterAll(async () => {
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
    [],
  );

/** The manager's mails about one ticket. */
const escalations = (ticket: string) =>
  db().mailOutbox.findMany({ where: { to: manager, subject: { contains: ticket } } });

async function assignedRequest(mobile: string) {
  // An active centre for CCTV in Port Blair, so that the request is assigned at once.
  await portBlairCentre();
  return raise('744102', mobile);
}

describe('overdue requests and their escalation (injected clock, no waits)', () => {
  it('escalates each request once per missed deadline, however often and at once it runs', async () => {
    // Waits for its centre (a pincode no data knows), and one assigned at once.
    const waiting = await raise('999999', '9123460001');
    const assigned = await assignedRequest('9123460002');
    const row = (id: string) => db().serviceRequest.findUniqueOrThrow({ where: { id } });
    expect((await row(waiting.id)).status).toBe('received');
    expect((await row(assigned.id)).status).toBe('assigned');

    const start = serviceClock.now();
    expect(isOverdue(await row(waiting.id), serviceClock.date())).toBe(false);
    await escalateOverdueRequests();
    expect(await escalations(waiting.ticket)).toHaveLength(0);

    // A day and an hour later: the centre is late, the call not yet due.
    serviceClock.advance(25 * HOUR);
    expect(isOverdue(await row(waiting.id), serviceClock.date())).toBe(true);
    expect(isOverdue(await row(assigned.id), serviceClock.date())).toBe(false);
    await escalateOverdueRequests();
    await escalateOverdueRequests();
    const mails = await escalations(waiting.ticket);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('no service centre chosen');
    expect(mails[0]!.text).toContain(`/staff/service-requests/${waiting.id}`);
    expect(await escalations(assigned.ticket)).toHaveLength(0);

    // Past the call too: thirty runs at once, one mail.
    serviceClock.advance(24 * HOUR);
    await Promise.all(Array.from({ length: 30 }, () => escalateOverdueRequests()));
    expect(await escalations(assigned.ticket)).toHaveLength(1);
    expect((await escalations(assigned.ticket))[0]!.subject).toContain('no visit fixed');
    // A request still without a centre is late for that, once: not again for the call.
    expect(await escalations(waiting.ticket)).toHaveLength(1);
    const stamped = await row(assigned.id);
    expect(stamped.callEscalatedAt).not.toBeNull();
    expect(stamped.assignEscalatedAt).toBeNull();
    expect(serviceClock.now() - start).toBeGreaterThanOrEqual(49 * HOUR);
  });

  it('is never overdue for the call once a visit is scheduled', async () => {
    const member = await signedInActor(['service']);
    const assigned = await assignedRequest('9123460003');
    expect(await changeServiceStatus(member, assigned.id, 'visit_scheduled', null, [])).toBe(
      'status',
    );
    const later = new Date(serviceClock.now() + 100 * HOUR);
    await escalateOverdueRequests(later);
    expect(await escalations(assigned.ticket)).toHaveLength(0);
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: assigned.id } });
    expect(isOverdue(row, later)).toBe(false);
  });

  it('stands out in the inbox: the row says so, and ?state=overdue lists only such rows', async () => {
    const member = await signedInActor(['service']);
    const late = await raise('999999', '9123460004');
    const onTime = await raise('999999', '9123460005');
    // The late one was promised a centre an hour ago (the clock has moved in the test above).
    await db().serviceRequest.update({
      where: { id: late.id },
      data: { assignBy: new Date(serviceClock.now() - HOUR) },
    });
    await db().serviceRequest.update({
      where: { id: onTime.id },
      data: {
        assignBy: new Date(serviceClock.now() + HOUR),
        callBy: new Date(serviceClock.now() + 2 * HOUR),
      },
    });
    const list = async (state?: string) =>
      (
        await listServiceRequests(
          member,
          parseInboxFilter({ q: '9123460004', ...(state ? { state } : {}) }),
        )
      ).rows;
    const [row] = await list();
    expect(row).toMatchObject({ ticket: late.ticket, overdue: true });
    expect((await list('overdue')).map((r) => r.ticket)).toEqual([late.ticket]);
    const both = await listServiceRequests(
      member,
      parseInboxFilter({ q: '912346000', state: 'overdue' }),
    );
    expect(both.rows.map((r) => r.ticket)).not.toContain(onTime.ticket);
  });
});
