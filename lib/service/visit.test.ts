import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import * as en from '@/content/service';
import * as hi from '@/content/hi/service';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { sampleLookup } from '@/lib/catalogue/testing';
import { findServiceRequest } from './admin';
import { createServiceRequest } from './create';
import type { ServiceNotifier } from './notifier';
import { serviceFieldsSchema } from './schema';
import { portBlairCentre, validService } from './testing';
import { trackServiceRequest } from './track';
import { setServiceVisit } from './visit';
import { addDays, indiaDay, isVisitDay, visitDayLabel } from './visit-days';

const V = en.SERVICE_VISIT_TEXT;
let storageDir: string;
const saved = { ...env };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'visit-test-'));
  Object.assign(env, { STORAGE_DIR: storageDir });
  await db().$queryRaw`SELECT 1`;
});
afterAll(async () => {
  Object.assign(env, saved);
  await rm(storageDir, { recursive: true, force: true });
  await db().$disconnect();
});

/** The next days a visit may be fixed on (today's real date: the schema's own clock). */
const visitDays = () => {
  const today = indiaDay(new Date());
  return Array.from({ length: 10 }, (_, i) => addDays(today, i + 1)).filter((d) =>
    isVisitDay(d, new Date()),
  );
};

function spy() {
  const calls: { status: string; visit?: unknown }[] = [];
  const notifier: ServiceNotifier = {
    async statusChanged(_request, event) {
      calls.push({ status: event.status, visit: event.visit });
    },
  };
  return { calls, notifiers: [notifier] };
}

async function raise(over: Record<string, unknown> = {}) {
  const mobile = `91234${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const email = `visit-${randomUUID()}@example.com`;
  const made = await createServiceRequest(
    await serviceFieldsSchema(sampleLookup).parseAsync(
      validService({
        productLine: 'cctv',
        modelCode: 'CC-NVR-8',
        pincode: '999999',
        mobile,
        email,
        ...over,
      }),
    ),
    { ip: null, userAgent: null },
    [],
    (over.language as 'hi' | undefined) ?? 'en',
  );
  return { ...made, mobile, email };
}

const seenOf = async (id: string) => {
  const member = await signedInActor(['service']);
  return (await findServiceRequest(member, id))!.visit.seen;
};

describe('the preferred visit and staff confirming or proposing it', () => {
  it('is stored as asked for, and the tracking page says so', async () => {
    const [day] = visitDays();
    const made = await raise({ preferredDate: day, preferredWindow: 'morning' });
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    expect(row).toMatchObject({ visitState: 'requested', visitWindow: 'morning' });
    expect(row.preferredDate!.toISOString().slice(0, 10)).toBe(day);
    const tracked = (await trackServiceRequest({ ticket: made.ticket, mobile: made.mobile }))!;
    expect(tracked.visit).toBe(
      V.track.requested(V.when(visitDayLabel(day!, 'en'), V.windows.morning)),
    );
  });

  it('confirms the window: the visit stored, a public entry, one message about it', async () => {
    const [day] = visitDays();
    const made = await raise({ preferredDate: day, preferredWindow: 'afternoon' });
    const member = await signedInActor(['service']);
    const { calls, notifiers } = spy();
    const seen = await seenOf(made.id);
    expect(await setServiceVisit(member, made.id, { action: 'confirm', seen }, notifiers)).toBe(
      'visit',
    );
    expect(calls).toEqual([
      { status: 'received', visit: { day, window: 'afternoon', state: 'confirmed' } },
    ]);
    const tracked = (await trackServiceRequest({ ticket: made.ticket, mobile: made.mobile }))!;
    const when = V.when(visitDayLabel(day!, 'en'), V.windows.afternoon);
    expect(tracked.visit).toBe(V.track.confirmed(when));
    expect(tracked.timeline.map((e) => e.text)).toContain(V.event.confirmed(when));
    // Nothing left to confirm.
    expect(
      await setServiceVisit(member, made.id, { action: 'confirm', seen: await seenOf(made.id) }),
    ).toBe('notAllowed');
  });

  it('proposes another day and window, e-mailed in the request’s language', async () => {
    const days = visitDays();
    const made = await raise({ language: 'hi' });
    const member = await signedInActor(['service']);
    const seen = await seenOf(made.id);
    expect(seen).toBe('||');
    const day = days[1]!;
    expect(
      await setServiceVisit(member, made.id, {
        action: 'propose',
        seen,
        date: day,
        window: 'evening',
      }),
    ).toBe('visit');
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    expect(row).toMatchObject({ visitState: 'proposed', visitWindow: 'evening' });
    const mails = await db().mailOutbox.findMany({
      where: { to: made.email },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const H = hi.SERVICE_VISIT_TEXT;
    expect(mails.at(-1)!.subject).toBe(H.mail.subject(made.ticket, H.mail.states.proposed));
    expect(mails.at(-1)!.text).toContain(
      H.mail.proposed(H.when(visitDayLabel(day, 'hi'), H.windows.evening)),
    );
    const tracked = (await trackServiceRequest(
      { ticket: made.ticket, mobile: made.mobile },
      'hi',
    ))!;
    expect(tracked.visit).toBe(
      H.track.proposed(H.when(visitDayLabel(day, 'hi'), H.windows.evening)),
    );
  });

  it('moves an assigned request to "visit scheduled" (so it is no longer waiting for the call)', async () => {
    await portBlairCentre();
    const [day] = visitDays();
    const made = await raise({ pincode: '744102', preferredDate: day, preferredWindow: 'morning' });
    const member = await signedInActor(['service']);
    const { calls, notifiers } = spy();
    expect(
      await setServiceVisit(
        member,
        made.id,
        { action: 'confirm', seen: await seenOf(made.id) },
        notifiers,
      ),
    ).toBe('visit');
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.status).toBe('visit_scheduled');
    expect(calls).toHaveLength(1);
  });

  it('lets exactly one of two members acting on the same page win (the other form is stale)', async () => {
    const days = visitDays();
    const made = await raise({ preferredDate: days[0], preferredWindow: 'morning' });
    const [a, b] = await Promise.all([signedInActor(['service']), signedInActor(['service'])]);
    const seen = await seenOf(made.id);
    const outcomes = await Promise.all([
      setServiceVisit(a, made.id, { action: 'confirm', seen }),
      setServiceVisit(b, made.id, { action: 'propose', seen, date: days[2]!, window: 'evening' }),
    ]);
    expect(outcomes.sort()).toEqual(['stale', 'visit']);
    const events = await db().serviceRequestEvent.count({
      where: { requestId: made.id, kind: 'visit' },
    });
    expect(events).toBe(1);
  });

  it('refuses a bad day or window, an unknown or malformed id, and members without the role', async () => {
    const made = await raise();
    const member = await signedInActor(['service']);
    const seen = await seenOf(made.id);
    const today = indiaDay(new Date());
    for (const [date, window] of [
      [today, 'morning'],
      [addDays(today, 31), 'morning'],
      ['2026-02-30', 'morning'],
      [visitDays()[0]!, 'night'],
    ] as const) {
      expect(
        await setServiceVisit(member, made.id, { action: 'propose', seen, date, window }),
      ).toBe('invalidVisit');
    }
    expect(await setServiceVisit(member, randomUUID(), { action: 'confirm', seen: '||' })).toBe(
      'missing',
    );
    expect(await setServiceVisit(member, 'nope', { action: 'confirm', seen: '||' })).toBe(
      'missing',
    );
    const sales = await signedInActor(['sales']);
    await expect(setServiceVisit(sales, made.id, { action: 'confirm', seen })).rejects.toThrow(
      NotAllowedError,
    );
    expect(
      await db().serviceRequestEvent.count({ where: { requestId: made.id, kind: 'visit' } }),
    ).toBe(0);
  });
});
