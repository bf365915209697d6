import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as hi from '@/content/hi/service';
import * as en from '@/content/service';
import { SERVICE_STATUS_LABELS } from '@/content/service';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { NUMBER_SERIES } from '@/lib/features';
import { documentNumber, financialYear, reserveNumber } from '@/lib/platform/numbering';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import {
  addServiceNote,
  changeServiceStatus,
  countOpenServiceRequests,
  findServiceRequest,
  findServiceRequestPhoto,
  listServiceRequests,
  reassignServiceRequest,
} from './admin';
import { nearestServiceCentre } from './assign';
import { createServiceRequest } from './create';
import { statusMailText, type ServiceNotifier } from './notifier';
import { serviceFieldsSchema, type ServiceInput } from './schema';
import { sampleLookup } from '@/lib/catalogue/testing';
import { sampleCatalogue } from '@/lib/catalogue/sample';
import { photo, portBlairCentre, validService } from './testing';
import { serviceDays } from './promise';
import { customerDate, trackFromForm, trackServiceRequest } from './track';

let storageDir: string;
const saved = { ...env };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'service-test-'));
  Object.assign(env, { STORAGE_DIR: storageDir });
  // Connect before the first transaction, which otherwise may wait past Prisma's 2 s on a busy machine.
  await db().$queryRaw`SELECT 1`;
});
afterAll(async () => {
  Object.assign(env, saved);
  await rm(storageDir, { recursive: true, force: true });
  await db().$disconnect();
});

const client = { ip: '192.0.2.10', userAgent: 'Jest' };

/** A notifier that records its calls (the e-mail one is checked through the outbox). */
function spyNotifier() {
  const calls: { ticket: string; status: string; note: string | null }[] = [];
  const notifier: ServiceNotifier = {
    async statusChanged(request, event) {
      calls.push({ ticket: request.ticket, status: event.status, note: event.publicNote });
    },
  };
  return { calls, notifiers: [notifier] };
}

// Andaman pincodes: far from any outlet other tests make. Port Blair 744101, 744103 about 20 km
// away, Mayabunder 744201 about 120 km away.
const outlet = portBlairCentre;

const input = async (over: Record<string, unknown> = {}): Promise<ServiceInput> =>
  serviceFieldsSchema(sampleLookup).parseAsync(validService(over));

describe('ticket numbers', () => {
  it('are SR/<financial year>/<six digits>, one after another, restarting each year', async () => {
    expect(documentNumber(NUMBER_SERIES.service, '2026-27', 1)).toBe('SR/2026-27/000001');
    // A far-off year of its own, so other tests' tickets do not interleave.
    const at = new Date('2090-06-01T00:00:00+05:30');
    const first = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.service, at));
    const second = await db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.service, at));
    expect(first).toEqual({ number: 'SR/2090-91/000001', financialYear: '2090-91', sequence: 1 });
    expect(second.sequence).toBe(2);
    const next = await db().$transaction((tx) =>
      reserveNumber(tx, NUMBER_SERIES.service, new Date('2091-04-01T00:00:00+05:30')),
    );
    expect(next.number).toBe('SR/2091-92/000001');
  });

  it('have no gaps: a rolled-back request gives its number back', async () => {
    const at = new Date('2092-06-01T00:00:00+05:30');
    await db()
      .$transaction(async (tx) => {
        await reserveNumber(tx, NUMBER_SERIES.service, at);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [a, b] = await Promise.all([
      db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.service, at)),
      db().$transaction((tx) => reserveNumber(tx, NUMBER_SERIES.service, at)),
    ]);
    expect([a.sequence, b.sequence].sort()).toEqual([1, 2]);
  });
});

describe('assignment to the nearest service centre', () => {
  // A product line of this test's own, so outlets other tests make do not compete.
  const line = `l-${randomUUID().slice(0, 30)}`;

  it('picks the nearest active service centre of the line, skipping the rest', async () => {
    const near = await outlet({
      productLines: [line],
      pincode: '744103',
      lat: 11.763395,
      lng: 92.599084,
    });
    await outlet({ productLines: [line], pincode: '744201', lat: 12.720524, lng: 92.917596 });
    // Nearer, but each wrong in one way: inactive, a dealer, another line, not located.
    await outlet({ productLines: [line], active: false });
    await outlet({ productLines: [line], type: 'dealer' });
    await outlet({ productLines: ['bess'] });
    await outlet({ productLines: [line], lat: null, lng: null });
    expect((await nearestServiceCentre(db(), line, '744101'))?.id).toBe(near.id);
  });

  it('finds none for a line nobody serves, or a pincode the data set lacks', async () => {
    expect(await nearestServiceCentre(db(), `l-${randomUUID().slice(0, 30)}`, '744101')).toBeNull();
    expect(await nearestServiceCentre(db(), line, '999999')).toBeNull();
  });
});

describe('creating a request', () => {
  it('stores it assigned to the nearest centre, with its events, photos and one e-mail', async () => {
    const centre = await outlet({
      productLines: ['cctv'],
      pincode: '744301',
      lat: 9.157317,
      lng: 92.75807,
    });
    const spy = spyNotifier();
    const email = `cust-${randomUUID()}@example.com`;
    const { id, ticket } = await createServiceRequest(
      await input({
        productLine: 'cctv',
        modelCode: 'CC-DOME-2',
        pincode: '744301',
        email,
        photos: [photo()],
      }),
      client,
      spy.notifiers,
    );
    expect(ticket).toMatch(new RegExp(`^SR/${financialYear(new Date())}/\\d{6}$`));
    const row = await db().serviceRequest.findUniqueOrThrow({
      where: { id },
      include: { events: { orderBy: { at: 'asc' } } },
    });
    expect(row).toMatchObject({ status: 'assigned', outletId: centre.id, ip: '192.0.2.10' });
    expect(row.events.map((e) => [e.kind, e.status, e.public, e.actor])).toEqual([
      ['status', 'received', true, 'system'],
      ['assign', null, true, 'system'],
      ['status', 'assigned', true, 'system'],
    ]);
    expect(spy.calls).toEqual([{ ticket, status: 'assigned', note: null }]);
    expect(row.photos).toEqual([`private/service-requests/${id}/1.jpg`]);
    const staff = await signedInActor(['service']);
    expect(await findServiceRequestPhoto(staff, id, 1)).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await findServiceRequestPhoto(staff, id, 2)).toBeNull();
  });

  it('links the warranty registered for the same serial', async () => {
    const serial = `IU2404-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const warranty = await db().warrantyRegistration.create({
      data: {
        number: `WR/2099-00/${randomUUID().slice(0, 6)}`,
        financialYear: '2099-00',
        sequence: Math.floor(Math.random() * 1e9),
        productLine: 'inverter-ups',
        modelCode: 'IU-1100',
        serial,
        purchasedOn: new Date('2024-05-01'),
        warrantyEndsOn: new Date('2029-05-01'),
        invoiceKey: 'private/warranty-invoices/x.pdf',
        name: 'Asha Rao',
        mobile: '9876543210',
        email: 'asha@example.com',
        pincode: '411001',
      },
    });
    const { id } = await createServiceRequest(
      await input({ serial: serial.toLowerCase() }),
      client,
      [],
    );
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ serial, warrantyRegistrationId: warranty.id });
  });

  it('e-mails the customer through the outbox by default', async () => {
    const email = `cust-${randomUUID()}@example.com`;
    const { ticket } = await createServiceRequest(await input({ email }), client);
    const mails = await db().mailOutbox.findMany({ where: { to: email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(ticket);
    expect(mails[0]!.text).toContain('/service-request/track');
  });

  it('stays received and unassigned when no centre serves the line there', async () => {
    // 999999 is a well-formed pincode the distance data lacks: no centre is "nearest".
    const spy = spyNotifier();
    const { id, ticket } = await createServiceRequest(
      await input({ pincode: '999999' }),
      client,
      spy.notifiers,
    );
    const row = await db().serviceRequest.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'received', outletId: null });
    expect(spy.calls).toEqual([{ ticket, status: 'received', note: null }]);
  });

  it('stores nothing, photos included, when the transaction fails', async () => {
    const failing: ServiceNotifier = {
      statusChanged: async () => {
        throw new Error('notifier down');
      },
    };
    const email = `fail-${randomUUID()}@example.com`;
    const folder = path.join(storageDir, 'private', 'service-requests');
    // Every stored photo file (an emptied request folder may stay behind: it holds nothing).
    const files = async () =>
      (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    const before = await files();
    await expect(
      createServiceRequest(await input({ email, photos: [photo()] }), client, [failing]),
    ).rejects.toThrow('notifier down');
    expect(await db().serviceRequest.count({ where: { email } })).toBe(0);
    expect(await files()).toEqual(before);
  });
});

describe('tracking: the next step, by when, the phones, each step once', () => {
  it('for a request assigned at once: the centre calls by the promised day; phones as Indians write them', async () => {
    await outlet({
      productLines: ['cctv'],
      pincode: '744102',
      lat: 11.66,
      lng: 92.74,
      phones: ['1722200002', '9876500002'],
    });
    const mobile = '9123456001';
    const { id, ticket } = await createServiceRequest(
      await input({ productLine: 'cctv', modelCode: 'CC-NVR-8', pincode: '744102', mobile }),
      client,
      spyNotifier().notifiers,
    );
    const { outlet: centre, ...stored } = await db().serviceRequest.findUniqueOrThrow({
      where: { id },
      include: { outlet: true },
    });
    const tracked = (await trackServiceRequest({ ticket, mobile }))!;
    expect(tracked.status).toBe(en.SERVICE_STATUS_LABELS.assigned);
    expect(tracked.next).toBe(
      en.SERVICE_TRACK_TEXT.next.assigned(centre!.name, serviceDays(stored, 'en').callBy),
    );
    expect(tracked.unassigned).toBeNull();
    expect(tracked.centre!.phones).toEqual(
      centre!.phones.map((digits) => ({
        display: digits.startsWith('9') ? '+91 98765 00002' : '0172 220 0002',
        href: `tel:+91${digits}`,
      })),
    );
    // Received, then the assignment naming the centre: the status "assigned" is not shown again.
    expect(tracked.timeline.map((e) => e.text)).toEqual([
      en.SERVICE_STATUS_LABELS.received,
      en.SERVICE_EVENT_TEXT.assigned(centre!.name),
    ]);
    const hindi = (await trackServiceRequest({ ticket, mobile }, 'hi'))!;
    expect(hindi.next).toBe(
      hi.SERVICE_TRACK_TEXT.next.assigned(centre!.name, serviceDays(stored, 'hi').callBy),
    );
  });

  it('for a request waiting for a centre: by when one is chosen, and customer care to call', async () => {
    const mobile = '9123456002';
    const { id, ticket } = await createServiceRequest(
      await input({ productLine: 'cctv', modelCode: 'CC-NVR-8', pincode: '999999', mobile }),
      client,
      spyNotifier().notifiers,
    );
    const stored = await db().serviceRequest.findUniqueOrThrow({ where: { id } });
    const days = serviceDays(stored, 'en');
    const tracked = (await trackServiceRequest({ ticket, mobile }))!;
    expect(tracked.centre).toBeNull();
    expect(tracked.unassigned).toBe(en.SERVICE_TRACK_TEXT.notAssigned(days.assignBy));
    expect(tracked.next).toBe(en.SERVICE_TRACK_TEXT.next.received(days.assignBy, days.callBy));
    expect(tracked.helpline).toEqual({ display: '+91 98765 43211', href: 'tel:+919876543211' });
  });
});

describe('tracking and staff changes', () => {
  let id: string;
  let ticket: string;
  let centre: { id: string; name: string };
  const mobile = '9123456789';

  beforeAll(async () => {
    centre = await outlet({
      productLines: ['cctv'],
      pincode: '744301',
      lat: 9.157317,
      lng: 92.75807,
    });
    ({ id, ticket } = await createServiceRequest(
      await input({ productLine: 'cctv', modelCode: 'CC-NVR-8', pincode: '744301', mobile }),
      client,
      spyNotifier().notifiers,
    ));
  });

  it('moves the status along allowed moves, telling the customer once per change', async () => {
    const staff = await signedInActor(['service']);
    const spy = spyNotifier();
    expect(
      await changeServiceStatus(staff, id, 'visit_scheduled', 'Tomorrow 10 am', spy.notifiers),
    ).toBe('status');
    expect(await changeServiceStatus(staff, id, 'assigned', null, spy.notifiers)).toBe(
      'notAllowed',
    );
    expect(await changeServiceStatus(staff, id, 'resolved', null, spy.notifiers)).toBe('status');
    expect(await changeServiceStatus(staff, id, 'in_progress', null, spy.notifiers)).toBe('status');
    expect(spy.calls.map((c) => c.status)).toEqual(['visit_scheduled', 'resolved', 'in_progress']);
    expect(spy.calls[0]!.note).toBe('Tomorrow 10 am');
    const audit = await db().auditLog.count({ where: { entityId: id, actorEmail: staff.email } });
    expect(audit).toBe(3);
  });

  it('adds internal and public notes; tracking shows only public ones and no staff e-mail', async () => {
    const staff = await signedInActor(['service'], `tech-${randomUUID()}@example.com`);
    expect(await addServiceNote(staff, id, 'Customer was rude on the phone', false)).toBe('note');
    expect(await addServiceNote(staff, id, 'Spare part ordered', true)).toBe('note');
    const tracked = await trackServiceRequest({ ticket: ticket.toLowerCase(), mobile });
    expect(tracked).not.toBeNull();
    const text = JSON.stringify(tracked);
    expect(text).toContain('Spare part ordered');
    expect(text).toContain('Tomorrow 10 am');
    expect(text).not.toContain('rude');
    expect(text).not.toContain(staff.email);
    expect(text).not.toContain('@example.com');
    const assigned = await db().serviceRequest.findUniqueOrThrow({
      where: { id },
      include: { outlet: true },
    });
    expect(tracked!.centre?.name).toBe(assigned.outlet?.name);
    expect(tracked!.timeline[0]).toMatchObject({
      kind: 'status',
      text: SERVICE_STATUS_LABELS.received,
    });
    // Staff see everything, with who did it.
    const detail = await findServiceRequest(staff, id);
    expect(detail!.history.map((h) => h.note)).toContain('Customer was rude on the phone');
    expect(detail!.history.map((h) => h.actor)).toContain(staff.email);
  });

  it('answers null alike for a wrong mobile, an unknown ticket and rubbish', async () => {
    expect(await trackServiceRequest({ ticket, mobile: '9000000000' })).toBeNull();
    expect(await trackServiceRequest({ ticket: 'SR/2001-02/999999', mobile })).toBeNull();
    expect(await trackServiceRequest({ ticket: "' OR 1=1 --", mobile })).toBeNull();
    expect(await trackServiceRequest(null)).toBeNull();
  });

  it('reassigns to another centre of the line; a request that waited for one becomes assigned', async () => {
    const staff = await signedInActor(['service']);
    const other = await outlet({ productLines: ['cctv'] });
    expect(await reassignServiceRequest(staff, id, other.id)).toBe('assigned');
    expect(await reassignServiceRequest(staff, id, other.id)).toBe('notAllowed');
    const dealer = await outlet({ productLines: ['cctv'], type: 'dealer' });
    expect(await reassignServiceRequest(staff, id, dealer.id)).toBe('missing');

    const waiting = await createServiceRequest(
      await input({ pincode: '999999', productLine: 'cctv', modelCode: 'CC-DOME-2' }),
      client,
      spyNotifier().notifiers,
    );
    const spy = spyNotifier();
    expect(await reassignServiceRequest(staff, waiting.id, other.id, spy.notifiers)).toBe(
      'assigned',
    );
    expect(spy.calls.map((c) => c.status)).toEqual(['assigned']);
    expect(
      (await db().serviceRequest.findUniqueOrThrow({ where: { id: waiting.id } })).status,
    ).toBe('assigned');
  });

  it('closes for good', async () => {
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null, [])).toBe('status');
    expect(await changeServiceStatus(staff, id, 'in_progress', null, [])).toBe('notAllowed');
    expect(await reassignServiceRequest(staff, id, centre.id)).toBe('notAllowed');
  });

  it('tells nobody once the customer was erased (lib/privacy), and keeps the record going', async () => {
    const staff = await signedInActor(['service']);
    const other = await outlet({ productLines: ['cctv'] });
    const waiting = await createServiceRequest(
      await input({ pincode: '999999', productLine: 'cctv', modelCode: 'CC-DOME-2' }),
      client,
      spyNotifier().notifiers,
    );
    await db().serviceRequest.update({
      where: { id: waiting.id },
      data: {
        name: '[erased]',
        mobile: 'erased',
        email: `erased.${'0'.repeat(16)}.${'1'.repeat(16)}@erased.invalid`,
      },
    });
    const spy = spyNotifier();
    expect(await reassignServiceRequest(staff, waiting.id, other.id, spy.notifiers)).toBe(
      'assigned',
    );
    expect(spy.calls).toEqual([]);
  });

  it('lists by status, line, centre and age; counts open requests by age', async () => {
    const staff = await signedInActor(['service']);
    const filter = (q: Record<string, string>) => parseInboxFilter({ q: ticket, ...q });
    expect((await listServiceRequests(staff, filter({}))).total).toBe(1);
    expect((await listServiceRequests(staff, filter({ type: 'closed' }))).total).toBe(1);
    expect((await listServiceRequests(staff, filter({ type: 'open' }))).total).toBe(0);
    expect((await listServiceRequests(staff, filter({ line: 'bess' }))).total).toBe(0);
    expect((await listServiceRequests(staff, filter({ age: 'under-1d' }))).total).toBe(1);
    expect((await listServiceRequests(staff, filter({ age: 'over-7d' }))).total).toBe(0);
    expect((await listServiceRequests(staff, filter({ centre: 'unassigned' }))).total).toBe(0);
    const counts = await countOpenServiceRequests(staff);
    expect(counts.ages.map((a) => a.value)).toEqual(['under-1d', '1-3d', '3-7d', 'over-7d']);
  });

  it('refuses a member without the sales role before reading anything', async () => {
    const accounts = await signedInActor(['accounts']);
    await expect(changeServiceStatus(accounts, id, 'closed', null)).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    await expect(findServiceRequest(accounts, id)).rejects.toBeInstanceOf(NotAllowedError);
  });
});

describe('in the language of the page', () => {
  const mobile = '9123456780';
  let id: string;
  let ticket: string;
  let email: string;
  let centre: { id: string; name: string };
  const mails = () =>
    db().mailOutbox.findMany({
      where: { to: email },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });

  beforeAll(async () => {
    centre = await outlet({ productLines: ['cctv'] });
    email = `hindi-${randomUUID()}@example.com`;
    // A pincode the distance data lacks: received, waiting for staff to assign a centre.
    ({ id, ticket } = await createServiceRequest(
      await input({
        productLine: 'cctv',
        modelCode: 'CC-DOME-2',
        pincode: '999999',
        mobile,
        email,
      }),
      client,
      undefined,
      'hi',
    ));
  });

  it('stores the language and writes the first mail in it', async () => {
    expect(await db().serviceRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({
      language: 'hi',
      status: 'received',
    });
    const [first] = await mails();
    expect(first!.subject).toBe(hi.SERVICE_MAIL.subject(ticket, hi.SERVICE_STATUS_LABELS.received));
  });

  it('writes every later mail staff cause in the request’s language: assignment, status, note', async () => {
    const staff = await signedInActor(['service']);
    expect(await reassignServiceRequest(staff, id, centre.id)).toBe('assigned');
    expect(await changeServiceStatus(staff, id, 'visit_scheduled', 'मंगलवार सुबह', undefined)).toBe(
      'status',
    );
    const [, assigned, visit, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(assigned!.subject).toBe(
      hi.SERVICE_MAIL.subject(ticket, hi.SERVICE_STATUS_LABELS.assigned),
    );
    expect(assigned!.text).toContain(hi.SERVICE_MAIL.centre(centre.name, '9876543210'));
    expect(visit!.subject).toBe(
      hi.SERVICE_MAIL.subject(ticket, hi.SERVICE_STATUS_LABELS.visit_scheduled),
    );
    const lines = visit!.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        hi.SERVICE_MAIL.greeting('Asha Rao'),
        hi.SERVICE_MAIL.statusLine(ticket, hi.SERVICE_STATUS_LABELS.visit_scheduled),
        hi.SERVICE_MAIL.note,
        'मंगलवार सुबह',
        hi.SERVICE_MAIL.track(new URL('/hi/service-request/track', env.SITE_URL).toString()),
        hi.SERVICE_MAIL.signOff,
      ]),
    );
    for (const english of [en.SERVICE_MAIL.note, en.SERVICE_MAIL.signOff, 'Dear'])
      expect(visit!.text).not.toContain(english);
  });

  it('shows tracking in the page’s language: statuses, timeline, product and dates', async () => {
    const tracked = await trackServiceRequest({ ticket, mobile }, 'hi');
    expect(tracked).toMatchObject({
      // The catalogue's Hindi name of CC-DOME-2.
      product: `CCTV: ${sampleCatalogue().find((m) => m.code === 'CC-DOME-2')!.nameHi}`,
      problem: hi.serviceCategoryLabel('backup'),
      status: hi.SERVICE_STATUS_LABELS.visit_scheduled,
    });
    // Each step once: the assignment names the centre, its status "assigned" is not repeated.
    expect(tracked!.timeline.map((e) => e.text)).toEqual([
      hi.SERVICE_STATUS_LABELS.received,
      hi.SERVICE_EVENT_TEXT.assigned(centre.name),
      hi.SERVICE_STATUS_LABELS.visit_scheduled,
    ]);
    expect(tracked!.next).toBe(hi.SERVICE_TRACK_TEXT.next.visit_scheduled);
    const first = tracked!.timeline[0]!;
    expect(first.when).toBe(customerDate(new Date(first.at), 'hi'));
    // The same request on the English page reads in English, as before.
    const english = await trackServiceRequest({ ticket, mobile });
    expect(english).toMatchObject({
      product: 'CCTV: Dome camera 2 MP',
      status: en.SERVICE_STATUS_LABELS.visit_scheduled,
    });
    expect(english!.timeline[0]!.when).toBe(customerDate(new Date(first.at)));
  });

  it('writes dates in Hindi words, no Latin am/pm; English as staff read them', () => {
    const at = new Date('2026-11-26T11:03:00Z');
    expect(customerDate(at, 'hi')).toBe('26 नवंबर 2026 को शाम 4:33 बजे');
    expect(customerDate(at, 'en')).toBe('26 Nov 2026, 4:33 pm');
  });

  it('answers the tracking form in the page’s language, its refusal too', async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    expect(await trackFromForm(form({ ticket, mobile: '9000000000' }), ip, 'hi')).toMatchObject({
      message: hi.SERVICE_TRACK_TEXT.notFound,
      request: null,
    });
    expect(await trackFromForm(form({ ticket, mobile: '9000000000' }), ip)).toMatchObject({
      message: en.SERVICE_TRACK_TEXT.notFound,
    });
    const found = await trackFromForm(form({ ticket, mobile }), ip, 'hi');
    expect(found.request?.status).toBe(hi.SERVICE_STATUS_LABELS.visit_scheduled);
  });

  it('writes an old row’s unknown language in English', async () => {
    const mail = statusMailText(
      {
        id: '00000000-0000-7000-8000-000000000000',
        ticket,
        name: 'Asha',
        mobile,
        email,
        status: 'closed',
        centre: null,
        language: 'xx',
        smsUpdates: false,
        whatsappUpdates: false,
        assignBy: new Date(),
        callBy: new Date(),
      },
      { status: 'closed', at: new Date(), publicNote: null },
    );
    expect(mail.split('\n')[0]).toBe(en.SERVICE_MAIL.greeting('Asha'));
  });
});
