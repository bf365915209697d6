import { randomUUID } from 'node:crypto';
import { sampleLookup } from '@/lib/catalogue/testing';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { createServiceRequest } from './create';
import { attainment, serviceReport } from './report';
import { serviceFieldsSchema } from './schema';
import { portBlairCentre, validService } from './testing';

afterAll(async () => {
  await db().$disconnect();
});

const HOUR = 3_600_000;
/** A far-off time of its own: no other test file's requests fall in these months. */
const ist = (local: string) => new Date(`${local}+05:30`);
const NOW = ist('2088-03-20T12:00:00');

let centre: { id: string; name: string };

beforeAll(async () => {
  centre = await portBlairCentre({
    name: `Report centre ${randomUUID()}`,
    productLines: ['inverter-ups'],
    lat: null,
    lng: null,
  });
});

/**
 * A request raised at `at` whose history is as given: the centre chosen `assignedAfter` hours
 * later, a visit fixed `calledAfter` hours later, rated `rating`.
 */
async function history(
  at: Date,
  {
    assignedAfter,
    calledAfter,
    rating,
  }: { assignedAfter?: number; calledAfter?: number; rating?: number } = {},
) {
  const input = await serviceFieldsSchema(sampleLookup).parseAsync(
    validService({ pincode: '999999', email: `report-${randomUUID()}@example.com` }),
  );
  const { id } = await createServiceRequest(input, { ip: null, userAgent: 'Jest' }, []);
  await db().serviceRequestEvent.deleteMany({ where: { requestId: id } });
  const events: {
    kind: 'status' | 'assign';
    status?: 'received' | 'assigned' | 'visit_scheduled';
    at: Date;
    outletId?: string;
  }[] = [{ kind: 'status', status: 'received', at }];
  if (assignedAfter !== undefined) {
    const when = new Date(at.getTime() + assignedAfter * HOUR);
    events.push({ kind: 'assign', at: when, outletId: centre.id });
    events.push({ kind: 'status', status: 'assigned', at: when });
  }
  if (calledAfter !== undefined) {
    events.push({
      kind: 'status',
      status: 'visit_scheduled',
      at: new Date(at.getTime() + calledAfter * HOUR),
    });
  }
  await db().serviceRequestEvent.createMany({
    data: events.map((e) => ({ ...e, requestId: id, public: true, actor: 'system' })),
  });
  await db().serviceRequest.update({
    where: { id },
    data: {
      createdAt: at,
      // The promise of the day: a centre within 24 hours, a visit within 48.
      assignBy: new Date(at.getTime() + 24 * HOUR),
      callBy: new Date(at.getTime() + 48 * HOUR),
      outletId: assignedAfter === undefined ? null : centre.id,
      status:
        calledAfter !== undefined
          ? 'visit_scheduled'
          : assignedAfter !== undefined
            ? 'assigned'
            : 'received',
    },
  });
  if (rating) await db().serviceFeedback.create({ data: { requestId: id, rating } });
  return id;
}

describe('the service report', () => {
  it('counts the promises kept per month and centre, each once it fell due, and the ratings', async () => {
    // February: one kept both promises (rated 5), one broke both (rated 2), one never got a
    // centre. The first of February, 00:30 in India, is still January in UTC: it counts in
    // February.
    await history(ist('2088-02-01T00:30:00'), { assignedAfter: 2, calledAfter: 30, rating: 5 });
    await history(ist('2088-02-10T09:00:00'), { assignedAfter: 30, calledAfter: 60, rating: 2 });
    await history(ist('2088-02-12T09:00:00'));
    // March, judged at NOW: one raised two hours ago (nothing due yet); one with its centre in
    // time and its visit not due yet; one that kept both early, before they fell due.
    await history(ist('2088-03-20T10:00:00'));
    await history(ist('2088-03-19T18:00:00'), { assignedAfter: 1 });
    await history(ist('2088-03-20T08:00:00'), { assignedAfter: 1, calledAfter: 3, rating: 4 });
    // After NOW, and before the months asked for: left out.
    await history(ist('2088-03-21T10:00:00'), { assignedAfter: 1 });
    await history(ist('2088-01-31T23:00:00'), { assignedAfter: 1 });

    const staff = await signedInActor(['service']);
    const rows = await serviceReport(staff, { months: 2, now: NOW });
    expect(rows).toEqual([
      {
        month: '2088-03',
        centreId: centre.id,
        centre: centre.name,
        requests: 2,
        assignDue: 2,
        assignMet: 2,
        callDue: 1,
        callMet: 1,
        ratings: 1,
        averageRating: 4,
      },
      {
        month: '2088-03',
        centreId: null,
        centre: null,
        requests: 1,
        assignDue: 0,
        assignMet: 0,
        callDue: 0,
        callMet: 0,
        ratings: 0,
        averageRating: null,
      },
      {
        month: '2088-02',
        centreId: centre.id,
        centre: centre.name,
        requests: 2,
        assignDue: 2,
        assignMet: 1,
        callDue: 2,
        callMet: 1,
        ratings: 2,
        averageRating: 3.5,
      },
      {
        month: '2088-02',
        centreId: null,
        centre: null,
        requests: 1,
        assignDue: 1,
        assignMet: 0,
        callDue: 1,
        callMet: 0,
        ratings: 0,
        averageRating: null,
      },
    ]);
  });

  it('is for service staff and admins only', async () => {
    await expect(serviceReport(await signedInActor(['sales']))).rejects.toThrow(NotAllowedError);
    await expect(serviceReport(await signedInActor(['admin']))).resolves.toEqual(expect.any(Array));
  });

  it('writes attainment as staff read it', () => {
    expect(attainment(18, 20)).toBe('18 of 20 (90%)');
    expect(attainment(0, 3)).toBe('0 of 3 (0%)');
    expect(attainment(0, 0)).toBe('—');
  });
});
