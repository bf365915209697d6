import { execFile } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { findReceiptByToken } from '@/lib/payments/receipts';
import { personCsv, personJson } from './export';
import { IdentifierError, parseIdentifier } from '../platform/privacy/identifier';
import { countRecords, erasePerson, exportPerson, findPerson } from './person';
import { PERSON_TABLES, type PersonTableName } from '@/lib/features/privacy';
import { receiptPdfData } from '@/lib/receipts/pdf-data';
import { subscribe } from '@/lib/newsletter/subscribe';
import { inviteStaffMember } from '@/lib/staff/accounts';
import type { FileStorage } from '@/lib/platform/storage';
import { temporaryStorage, type TemporaryStorage } from '@/lib/platform/storage/testing';

let storage: TemporaryStorage;
let files: FileStorage;
beforeAll(async () => {
  storage = await temporaryStorage('privacy-test');
  files = storage.files;
});
afterAll(async () => {
  await storage.remove();
  await db().$disconnect();
});
jest.setTimeout(60_000);

/** A warranty registration and a service request (with notes) of one person, files stored. */
async function plantWarrantyAndService(run: string, email: string, mobile: string, name: string) {
  const sequence = randomInt(1, 2e9);
  const invoiceKey = `private/warranty-invoices/${run}-${sequence}.pdf`;
  await files.put(invoiceKey, new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  const warranty = await db().warrantyRegistration.create({
    data: {
      number: `WR/2099-00/${run}${sequence}`.slice(0, 30),
      financialYear: '2099-00',
      sequence,
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      serial: `SN-${run}-${sequence}`,
      purchasedOn: new Date('2026-01-10'),
      warrantyEndsOn: new Date('2028-01-10'),
      dealerName: 'Pune Power House',
      invoiceKey,
      name,
      mobile,
      email,
      pincode: '411001',
      ip: '203.0.113.7',
      userAgent: 'Jest',
    },
  });
  const photos = [1, 2].map((n) => `private/service-requests/${run}-${sequence}/${n}.jpg`);
  for (const key of photos) await files.put(key, new Uint8Array([0xff, 0xd8, 0xff]));
  const service = await db().serviceRequest.create({
    data: {
      ticket: `SR/2099-00/${run}${sequence}`.slice(0, 30),
      financialYear: '2099-00',
      sequence,
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      serial: warranty.serial,
      warrantyRegistrationId: warranty.id,
      category: 'backup',
      description: `Backup lasts ten minutes. Call ${name} on ${mobile.slice(0, 5)} ${mobile.slice(5)}.`,
      photos,
      address: '12 MG Road, Pune',
      pincode: '411001',
      name,
      mobile,
      email,
      ip: '203.0.113.8',
      userAgent: 'Jest',
      // Each event a second after the one before: made in one statement, they would share a
      // time, and their order (by time) would be the database's choice.
      events: {
        create: [
          { kind: 'status', status: 'received', actor: 'system', at: new Date(Date.now() - 3000) },
          {
            kind: 'note',
            note: `Spoke to ${name.split(' ')[0]} at 12 MG Road, Pune; mail ${email.toUpperCase()}.`,
            actor: 'engineer@example.com',
            at: new Date(Date.now() - 2000),
          },
          {
            kind: 'note',
            note: 'Battery replaced under warranty.',
            public: true,
            actor: 'system',
            at: new Date(Date.now() - 1000),
          },
        ],
      },
    },
    include: { events: { orderBy: { at: 'asc' } } },
  });
  return { warranty, service, invoiceKey, photos };
}

/** One person's rows in every table that holds personal data, plus a stranger's that must stay. */
async function plantPerson() {
  const run = randomUUID().slice(0, 8);
  const email = `person-${run}@example.com`;
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const spaced = `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`;
  const stranger = `stranger-${run}@example.com`;
  const contact = (address: string, mobile: string) =>
    db().contactEnquiry.create({
      data: {
        types: ['led-lights'],
        name: `Contact ${run}`,
        mobile,
        email: address,
        city: 'Pune',
        pincode: '411001',
        message: 'Hello',
      },
    });
  await contact(email.toUpperCase(), phone);
  await contact(stranger, '9000000001');
  await db().dealerEnquiry.create({
    data: { name: `Dealer ${run}`, number: spaced, location: 'Pune' },
  });
  await db().subscriber.create({ data: { email } });
  await db().subscriber.create({ data: { email: stranger } });
  await db().mailOutbox.createMany({
    data: [
      {
        to: 'sales@example.com',
        replyTo: email,
        subject: `Enquiry ${run}`,
        text: `Mobile: ${phone}`,
      },
      { to: 'sales@example.com', subject: `Dealer ${run}`, text: `Mobile: ${spaced}` },
      {
        to: 'sales@example.com',
        replyTo: stranger,
        subject: `Other ${run}`,
        text: 'Mobile: 9000000001',
      },
    ],
  });
  await db().loginAttempt.create({ data: { email, clientKey: 'unknown', success: false } });
  const order = await db().paymentOrder.create({
    data: {
      razorpayOrderId: `order_${run}`,
      amountPaise: 150_050,
      purpose: 'Invoice',
      name: 'Asha Person',
      email,
      phone,
      status: 'PAID',
      ip: '203.0.113.9',
      paidAt: new Date(),
      payments: { create: { id: `pay_${run}`, status: 'captured', amountPaise: 150_050 } },
      receipt: {
        create: {
          number: `RCPT/2099-00/${run}`,
          financialYear: '2099-00',
          sequence: randomInt(1, 1e9),
          paymentId: `pay_${run}`,
          amountPaise: 150_050,
          downloadToken: randomBytes(32).toString('base64url'),
        },
      },
    },
    include: { receipt: true },
  });
  const own = await plantWarrantyAndService(run, email, phone, 'Asha Person');
  const other = await plantWarrantyAndService(`${run}x`, stranger, '9000000001', 'Other Stranger');
  return { run, email, phone, spaced, stranger, order, own, other };
}

/**
 * How many rows of each table the tool found, for every table the manifests declare
 * (PERSON_TABLES): a new feature's table is checked too, without an edit here.
 */
const sizes = (r: Awaited<ReturnType<typeof findPerson>>['records']) =>
  Object.fromEntries(PERSON_TABLES.map((table) => [table, r[table].length]));

/** Every table at 0 but those named: what a search should find when only these were planted. */
const only = (counts: Partial<Record<PersonTableName, number>>) => ({
  ...Object.fromEntries(PERSON_TABLES.map((table) => [table, 0])),
  ...counts,
});

type Erasure = Awaited<ReturnType<typeof erasePerson>>;

/**
 * An erasure's result: the counts named, every other table at 0, and each table reported once,
 * deleted or masked (which, its server half decides).
 */
function expectErasure(
  result: Erasure,
  expected: { deleted: Record<string, number>; masked: Record<string, number>; files: number },
) {
  expect(Object.keys({ ...result.deleted, ...result.masked }).sort()).toEqual(
    [...PERSON_TABLES].sort(),
  );
  const zeros = (part: Record<string, number>) =>
    Object.fromEntries(Object.keys(part).map((table) => [table, 0]));
  expect(result).toEqual({
    deleted: { ...zeros(result.deleted), ...expected.deleted },
    masked: { ...zeros(result.masked), ...expected.masked },
    files: expected.files,
  });
}

describe('parseIdentifier', () => {
  it.each([
    [' Asha@Example.COM ', { kind: 'email', value: 'asha@example.com' }],
    ['+91 98765 43210', { kind: 'phone', value: '9876543210' }],
    ['919876543210', { kind: 'phone', value: '9876543210' }],
    ['098765-43210', { kind: 'phone', value: '9876543210' }],
    ['(98765) 43210', { kind: 'phone', value: '9876543210' }],
  ])('reads %j', (raw, expected) => {
    expect(parseIdentifier(raw)).toEqual(expected);
  });

  it.each(['', 'asha', 'asha@', '12345', '+1 555 123 4567 89', 'x9876543210', null, 42])(
    'refuses %j',
    (raw) => {
      expect(parseIdentifier(raw)).toBeNull();
    },
  );
});

describe('the personal-data tool', () => {
  it('finds one person across every table by e-mail (any case) and by phone (any spelling)', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    const byEmail = await findPerson(admin, p.email.toUpperCase());
    expect(sizes(byEmail.records)).toEqual(
      only({
        contactEnquiries: 1,
        subscribers: 1,
        payments: 1,
        mail: 1,
        signInAttempts: 1,
        warrantyRegistrations: 1,
        serviceRequests: 1,
      }),
    );
    const byPhone = await findPerson(admin, p.spaced);
    expect(sizes(byPhone.records)).toEqual(
      only({
        contactEnquiries: 1,
        dealerEnquiries: 1,
        payments: 1,
        mail: 2,
        warrantyRegistrations: 1,
        serviceRequests: 1,
      }),
    );
    // Any common spelling of the number finds the same warranty and service rows.
    for (const spelling of [
      `0${p.phone}`,
      `91${p.phone}`,
      `(${p.phone.slice(0, 5)}) ${p.phone.slice(5)}`,
    ]) {
      const found = await findPerson(admin, spelling);
      expect(found.records.warrantyRegistrations.map((r) => r.id)).toEqual([p.own.warranty.id]);
      expect(found.records.serviceRequests.map((r) => r.id)).toEqual([p.own.service.id]);
    }
    expect(byEmail.records.warrantyRegistrations[0]).toMatchObject({
      number: p.own.warranty.number,
      serial: p.own.warranty.serial,
      mobile: p.phone,
      warrantyEndsOn: '2028-01-10T00:00:00.000Z',
    });
    const [service] = byEmail.records.serviceRequests;
    expect(service).toMatchObject({ ticket: p.own.service.ticket, address: '12 MG Road, Pune' });
    // The history comes with the request; the staff member's e-mail does not.
    expect(service!.events).toHaveLength(3);
    expect(JSON.stringify(service)).not.toContain('engineer@example.com');
    const [payment] = byEmail.records.payments;
    expect(payment).toMatchObject({
      amountPaise: 150_050,
      receipt: { number: p.order.receipt!.number, amountPaise: 150_050 },
      attempts: [{ id: `pay_${p.run}`, status: 'captured' }],
    });
    // The receipt's download link is a bearer secret: never in a search or an export.
    expect(JSON.stringify(byEmail)).not.toContain(p.order.receipt!.downloadToken);
    expect(JSON.stringify(byEmail)).not.toContain(p.stranger);
  });

  it('exports what it finds as JSON and as one CSV line per field', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    const found = await exportPerson(admin, p.email, 'json');
    const body = personJson(found.id, found.records, new Date('2026-01-01T00:00:00Z'));
    expect(body).toMatchObject({
      person: { email: p.email },
      exportedAt: '2026-01-01T00:00:00.000Z',
      subscribers: [{ email: p.email }],
      payments: [{ name: 'Asha Person', phone: p.phone }],
    });
    const csv = personCsv(found.records);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFtable,record,field,value');
    expect(csv).toContain(`payments,${p.order.id},receipt.number,RCPT/2099-00/${p.run}`);
    expect(csv).toContain(`subscribers,${found.records.subscribers[0]!.id},email,${p.email}`);
    expect(body).toMatchObject({
      warrantyRegistrations: [{ number: p.own.warranty.number, email: p.email }],
      serviceRequests: [{ ticket: p.own.service.ticket, email: p.email }],
    });
    expect(csv).toContain(
      `warrantyRegistrations,${p.own.warranty.id},serial,${p.own.warranty.serial}`,
    );
    expect(csv).toContain(
      `serviceRequests,${p.own.service.id},events.2.note,Battery replaced under warranty.`,
    );
    expect(csv).not.toContain(p.stranger);
  });

  it('hides the secret links of the mail it finds and exports, never their tokens', async () => {
    const admin = await signedInActor(['admin']);
    const email = `links-${randomUUID()}@example.com`;
    // The address invited as a member (a set-password link) and subscribed (confirm and
    // unsubscribe links): with any of them, the admin could act as that person unseen.
    expect(
      await inviteStaffMember(admin, { name: 'Link Holder', email, roles: ['sales'] }),
    ).toEqual({ ok: true });
    await subscribe({ email }, { ip: '198.18.0.2', userAgent: 'Jest' });
    const mails = await db().mailOutbox.findMany({ where: { to: email } });
    const tokens = mails.flatMap((m) =>
      [...`${m.text} ${m.unsubscribeUrl}`.matchAll(/(?:set-password\/|token=)([\w.-]+)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const found = await findPerson(admin, email);
    const exported = await exportPerson(admin, email, 'csv');
    expect(found.records.mail).toHaveLength(2);
    for (const shown of [
      JSON.stringify(found.records),
      JSON.stringify(personJson(exported.id, exported.records)),
      personCsv(exported.records),
    ]) {
      expect(shown).toContain('/staff/set-password/[hidden]');
      expect(shown).toContain('/newsletter/confirm?token=[hidden]');
      expect(shown).toContain('/api/newsletter/unsubscribe?token=[hidden]');
      for (const token of tokens) expect(shown).not.toContain(token);
    }
  });

  it('erases in one step after a matching confirmation: deletes, masks payments, keeps the accounts', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    await expect(erasePerson(admin, p.email, 'someone-else@example.com')).rejects.toThrow(
      new IdentifierError(
        'The confirmation does not match. Type the same e-mail address or mobile number again.',
      ),
    );
    expect(countRecords((await findPerson(admin, p.email)).records)).toBe(7);

    const result = await erasePerson(admin, p.email, ` ${p.email.toUpperCase()}`, files);
    expectErasure(result, {
      deleted: { contactEnquiries: 1, subscribers: 1, mail: 1, signInAttempts: 1 },
      masked: { payments: 1, warrantyRegistrations: 1, serviceRequests: 1 },
      files: 3,
    });
    // The warranty and the service record stay, without the person; their files are gone.
    const warranty = await db().warrantyRegistration.findUniqueOrThrow({
      where: { id: p.own.warranty.id },
    });
    expect(warranty).toMatchObject({
      name: '[erased]',
      mobile: 'erased',
      ip: null,
      userAgent: null,
      invoiceKey: '',
      number: p.own.warranty.number,
      serial: p.own.warranty.serial,
      warrantyEndsOn: p.own.warranty.warrantyEndsOn,
      dealerName: 'Pune Power House',
    });
    expect(warranty.email).toMatch(/^erased\.[0-9a-f]{16}\.[0-9a-f]{16}@erased\.invalid$/);
    const service = await db().serviceRequest.findUniqueOrThrow({
      where: { id: p.own.service.id },
      include: { events: { orderBy: { at: 'asc' } } },
    });
    expect(service).toMatchObject({
      name: '[erased]',
      address: '[erased]',
      ip: null,
      photos: [],
      ticket: p.own.service.ticket,
      status: 'received',
      description: 'Backup lasts ten minutes. Call [erased] on [erased].',
    });
    expect(service.mobile.trim()).toBe('erased');
    expect(service.events.map((e) => e.note)).toEqual([
      null,
      'Spoke to [erased] at [erased]; mail [erased].',
      'Battery replaced under warranty.',
    ]);
    for (const key of [p.own.invoiceKey, ...p.own.photos]) {
      expect(await files.exists(key)).toBe(false);
    }
    // The stranger's registration, request and files are untouched.
    for (const key of [p.other.invoiceKey, ...p.other.photos]) {
      expect(await files.exists(key)).toBe(true);
    }
    expect(
      await db().serviceRequest.findUniqueOrThrow({ where: { id: p.other.service.id } }),
    ).toMatchObject({ name: 'Other Stranger', email: p.stranger, photos: p.other.photos });
    expect(
      await db().warrantyRegistration.findUniqueOrThrow({ where: { id: p.other.warranty.id } }),
    ).toMatchObject({ name: 'Other Stranger', invoiceKey: p.other.invoiceKey });
    const order = await db().paymentOrder.findUniqueOrThrow({
      where: { id: p.order.id },
      include: { receipt: true, payments: true },
    });
    expect(order).toMatchObject({
      name: '[erased]',
      phone: 'erased',
      ip: null,
      amountPaise: 150_050,
      status: 'PAID',
      razorpayOrderId: `order_${p.run}`,
      receipt: { number: p.order.receipt!.number, amountPaise: 150_050 },
      payments: [{ id: `pay_${p.run}`, amountPaise: 150_050 }],
    });
    expect(order.email).toMatch(/^erased\.[0-9a-f]{16}\.[0-9a-f]{16}@erased\.invalid$/);
    // Search by e-mail or phone now finds the kept payment only; the stranger keeps everything.
    expect(sizes((await findPerson(admin, p.email)).records)).toEqual(
      only({ payments: 1, warrantyRegistrations: 1, serviceRequests: 1 }),
    );
    const byPhone = await findPerson(admin, p.phone);
    expect(byPhone.records.payments).toHaveLength(1);
    expect(byPhone.records.warrantyRegistrations).toHaveLength(1);
    expect(byPhone.records.serviceRequests).toHaveLength(1);
    expect(byPhone.records.contactEnquiries).toHaveLength(0);
    expect(await db().subscriber.count({ where: { email: p.stranger } })).toBe(1);
    expect(await db().contactEnquiry.count({ where: { email: p.stranger } })).toBe(1);

    // Twice is the same as once.
    expectErasure(await erasePerson(admin, p.email, p.email, files), {
      deleted: {},
      masked: {},
      files: 0,
    });
    expect(await db().paymentOrder.findUniqueOrThrow({ where: { id: p.order.id } })).toMatchObject({
      email: order.email,
    });
    expect(
      await db().warrantyRegistration.findUniqueOrThrow({ where: { id: p.own.warranty.id } }),
    ).toEqual(warranty);
    expect(
      await db().serviceRequest.findUniqueOrThrow({
        where: { id: p.own.service.id },
        include: { events: { orderBy: { at: 'asc' } } },
      }),
    ).toEqual(service);

    // Erasing by phone then takes the dealer lead and its mail, and leaves the payment as it is.
    expectErasure(await erasePerson(admin, p.spaced, p.phone, files), {
      deleted: { dealerEnquiries: 1, mail: 1 },
      masked: {},
      files: 0,
    });
    expect(countRecords((await findPerson(admin, p.phone)).records)).toBe(3);
  });

  it('erasing by phone masks the warranty and service rows found by the number alone', async () => {
    const admin = await signedInActor(['admin']);
    const run = randomUUID().slice(0, 8);
    const phone = `8${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const rows = await plantWarrantyAndService(run, `only-${run}@example.com`, phone, 'Ravi Kumar');
    const result = await erasePerson(admin, `+91-${phone}`, `0${phone}`, files);
    expect(result.masked).toEqual({ payments: 0, warrantyRegistrations: 1, serviceRequests: 1 });
    expect(result.files).toBe(3);
    for (const key of [rows.invoiceKey, ...rows.photos]) {
      expect(await files.exists(key)).toBe(false);
    }
    // The masked rows are still found by the e-mail the person gave, through its digest.
    const later = await findPerson(admin, `only-${run}@example.com`);
    expect(sizes(later.records)).toMatchObject({ warrantyRegistrations: 1, serviceRequests: 1 });
    expect(JSON.stringify(later.records)).not.toContain('Ravi');
  });

  it('the receipt of an erased payer still renders, with the masked name', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    await erasePerson(admin, p.phone, p.spaced, files);
    const receipt = await findReceiptByToken(p.order.receipt!.downloadToken);
    expect(receipt).toMatchObject({ receipt_id: p.order.receipt!.number, name: '[erased]' });
    const text = await new Promise<{ pages: string[] }>((resolve, reject) => {
      const child = execFile(
        'node_modules/.bin/tsx',
        ['scripts/receipt-pdf-text.ts'],
        { maxBuffer: 10 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
      );
      child.stdin!.end(JSON.stringify(receiptPdfData(receipt!)));
    });
    expect(text.pages[0]).toContain(p.order.receipt!.number);
    expect(text.pages[0]).toContain('[erased]');
    expect(text.pages[0]).not.toContain(p.email);
  });

  it('audits every search, export and erasure without the address in clear', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    await findPerson(admin, p.email);
    await exportPerson(admin, p.email, 'csv');
    await erasePerson(admin, p.email, p.email, files);
    const rows = await db().auditLog.findMany({
      where: { actorEmail: admin.email },
      orderBy: { createdAt: 'asc' },
    });
    expect(rows.map((r) => r.action)).toEqual([
      'privacy-search',
      'privacy-export',
      'privacy-erase',
    ]);
    const masked = `p***@example.com (ref `;
    for (const row of rows) {
      expect(row.summary).toContain(masked);
      expect(row.summary).not.toContain(p.email);
      expect(row.entity).toBe('Person');
    }
    // One person, one reference: the three rows can be matched up.
    const refs = rows.map((r) => /\(ref ([0-9a-f]{16})\)/.exec(r.summary)?.[1]);
    expect(new Set(refs).size).toBe(1);
    expect(rows[2]!.summary).toContain('deleted 1 contactEnquiries');
    // The masked tables in the tool's order, the features' (lib/features/privacy.ts).
    expect(rows[2]!.summary).toContain(
      'masked 1 warrantyRegistrations, 1 serviceRequests, 1 payments; removed 3 files',
    );
  });

  it('refuses members who are not admins, and bad input with a clear message', async () => {
    const p = await plantPerson();
    const sales = await signedInActor(['sales', 'service', 'accounts', 'investor_relations']);
    for (const call of [
      () => findPerson(sales, p.email),
      () => exportPerson(sales, p.email, 'json'),
      () => erasePerson(sales, p.email, p.email, files),
    ]) {
      await expect(call()).rejects.toThrow(NotAllowedError);
    }
    expect(await db().subscriber.count({ where: { email: p.email } })).toBe(1);
    const admin = await signedInActor(['admin']);
    await expect(findPerson(admin, 'not an address')).rejects.toThrow(
      new IdentifierError('Enter an e-mail address or a 10-digit mobile number.'),
    );
  });
});
