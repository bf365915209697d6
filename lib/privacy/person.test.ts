import { execFile } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { NotAllowedError } from '@/lib/auth/access';
import { signedInActor } from '@/lib/auth/test-actors';
import { db } from '@/lib/db/client';
import { findReceiptByToken } from '@/lib/payments/receipts';
import { personCsv, personJson } from './export';
import { IdentifierError, parseIdentifier } from './identifier';
import { countRecords, erasePerson, exportPerson, findPerson } from './person';
import { receiptPdfData } from '@/lib/receipts/pdf-data';

afterAll(() => db().$disconnect());
jest.setTimeout(60_000);

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
  await db().loginAttempt.create({ data: { email, success: false } });
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
  return { run, email, phone, spaced, stranger, order };
}

const sizes = (r: Awaited<ReturnType<typeof findPerson>>['records']) => ({
  contactEnquiries: r.contactEnquiries.length,
  dealerEnquiries: r.dealerEnquiries.length,
  subscribers: r.subscribers.length,
  payments: r.payments.length,
  mail: r.mail.length,
  signInAttempts: r.signInAttempts.length,
});

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
    expect(sizes(byEmail.records)).toEqual({
      contactEnquiries: 1,
      dealerEnquiries: 0,
      subscribers: 1,
      payments: 1,
      mail: 1,
      signInAttempts: 1,
    });
    const byPhone = await findPerson(admin, p.spaced);
    expect(sizes(byPhone.records)).toEqual({
      contactEnquiries: 1,
      dealerEnquiries: 1,
      subscribers: 0,
      payments: 1,
      mail: 2,
      signInAttempts: 0,
    });
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
  });

  it('erases in one step after a matching confirmation: deletes, masks payments, keeps the accounts', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    await expect(erasePerson(admin, p.email, 'someone-else@example.com')).rejects.toThrow(
      new IdentifierError(
        'The confirmation does not match. Type the same e-mail address or mobile number again.',
      ),
    );
    expect(countRecords((await findPerson(admin, p.email)).records)).toBe(5);

    const result = await erasePerson(admin, p.email, ` ${p.email.toUpperCase()}`);
    expect(result).toEqual({
      deleted: {
        contactEnquiries: 1,
        dealerEnquiries: 0,
        subscribers: 1,
        mail: 1,
        signInAttempts: 1,
      },
      masked: { payments: 1 },
    });
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
    expect(sizes((await findPerson(admin, p.email)).records)).toMatchObject({
      contactEnquiries: 0,
      subscribers: 0,
      payments: 1,
      mail: 0,
      signInAttempts: 0,
    });
    const byPhone = await findPerson(admin, p.phone);
    expect(byPhone.records.payments).toHaveLength(1);
    expect(byPhone.records.contactEnquiries).toHaveLength(0);
    expect(await db().subscriber.count({ where: { email: p.stranger } })).toBe(1);
    expect(await db().contactEnquiry.count({ where: { email: p.stranger } })).toBe(1);

    // Twice is the same as once.
    expect(await erasePerson(admin, p.email, p.email)).toEqual({
      deleted: {
        contactEnquiries: 0,
        dealerEnquiries: 0,
        subscribers: 0,
        mail: 0,
        signInAttempts: 0,
      },
      masked: { payments: 0 },
    });
    expect(await db().paymentOrder.findUniqueOrThrow({ where: { id: p.order.id } })).toMatchObject({
      email: order.email,
    });

    // Erasing by phone then takes the dealer lead and its mail, and leaves the payment as it is.
    expect(await erasePerson(admin, p.spaced, p.phone)).toMatchObject({
      deleted: { contactEnquiries: 0, dealerEnquiries: 1, mail: 1 },
      masked: { payments: 0 },
    });
    expect(countRecords((await findPerson(admin, p.phone)).records)).toBe(1);
  });

  it('the receipt of an erased payer still renders, with the masked name', async () => {
    const admin = await signedInActor(['admin']);
    const p = await plantPerson();
    await erasePerson(admin, p.phone, p.spaced);
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
    await erasePerson(admin, p.email, p.email);
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
    expect(rows[2]!.summary).toContain('masked 1 payments');
  });

  it('refuses members who are not admins, and bad input with a clear message', async () => {
    const p = await plantPerson();
    const sales = await signedInActor(['sales', 'accounts', 'investor_relations']);
    for (const call of [
      () => findPerson(sales, p.email),
      () => exportPerson(sales, p.email, 'json'),
      () => erasePerson(sales, p.email, p.email),
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
