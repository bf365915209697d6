import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTACT_MESSAGES } from '@/content/contact';
import { CROSS_SITE_MESSAGES } from '@/content/api';
import { WARRANTY_MESSAGES as M } from '@/content/warranty';
import * as hi from '@/content/hi';
import { db } from '@/lib/platform/db/client';
import { createTestOutlet } from '@/lib/locator/testing';
import { env } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { financialYear } from '@/lib/platform/numbering';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { POST } from './route';

const URL = 'http://localhost/api/warranty/register';
const SECRET = 'jest-recaptcha-secret';
const token = (score = 0.9, action = 'warranty') =>
  standInToken(score, action, new globalThis.URL(env.SITE_URL).hostname);
let stopVerify: () => Promise<void>;
let files: string;

const PDF = new TextEncoder().encode('%PDF-1.4\n% invoice\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
/** A fresh serial of the inverter line, so parallel test files never collide. */
const serial = () => `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;

function fields(over: Record<string, string | Blob | undefined> = {}) {
  const values: Record<string, string | Blob | undefined> = {
    productLine: 'inverter-ups',
    modelCode: 'IU-1100',
    serial: serial(),
    purchasedOn: '2024-01-31',
    dealerName: 'Gill Electricals, Bathinda',
    invoice: new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
    name: 'Meera Singh',
    mobile: '9123456780',
    email: 'Meera@Example.com',
    pincode: '160022',
    recaptchaToken: token(),
    ...over,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) form.set(name, value);
  }
  return form;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': randomClientAddress(), ...headers },
    }),
  );

const invoiceFiles = async () =>
  readdir(path.join(files, 'private/warranty-invoices')).catch(() => [] as string[]);

beforeAll(async () => {
  const verify = await startSiteverifyStandIn(SECRET);
  stopVerify = verify.close;
  files = await mkdtemp(path.join(tmpdir(), 'warranty-files-'));
  Object.assign(env, {
    RECAPTCHA_SITE_KEY: 'jest-site-key',
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_VERIFY_URL: verify.url,
    STORAGE_DIR: files,
  });
});

afterAll(async () => {
  await stopVerify();
  await rm(files, { recursive: true, force: true });
  await db().$disconnect();
});

describe('POST /api/warranty/register', () => {
  it('registers: 201 with the WR number and end date, the row, the private invoice and the mail', async () => {
    const form = fields();
    const response = await post(form);
    expect(response.status).toBe(201);
    const answer = await response.json();
    const year = financialYear(new Date());
    expect(answer).toEqual({
      message: M.registered,
      registration: {
        number: expect.stringMatching(new RegExp(`^WR/${year}/\\d{6}$`)),
        // IU-1100: 60 months; 31 January + 60 months.
        warrantyEndsOn: '2029-01-31',
      },
    });
    const row = await db().warrantyRegistration.findUniqueOrThrow({
      where: { number: answer.registration.number },
    });
    expect(row).toMatchObject({
      serial: form.get('serial'),
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      email: 'meera@example.com',
      dealerName: 'Gill Electricals, Bathinda',
      dealerOutletId: null,
      financialYear: year,
      language: 'en',
    });
    expect(row.invoiceKey).toMatch(/^private\/warranty-invoices\/[0-9a-f-]{36}\.pdf$/);
    expect(await invoiceFiles()).toContain(path.basename(row.invoiceKey));
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { subject: { contains: answer.registration.number } },
    });
    expect(mail.to).toBe('meera@example.com');
    expect(mail.text).toContain('31 January 2029');
  });

  it('takes a PNG invoice and a lower-case serial with spaces, stored normalised', async () => {
    const typed = serial().toLowerCase().replace('-', ' - ');
    const response = await post(
      fields({ serial: typed, invoice: new File([PNG], 'bill.png'), dealerName: '' }),
    );
    expect(response.status).toBe(201);
    const { registration } = await response.json();
    const row = await db().warrantyRegistration.findUniqueOrThrow({
      where: { number: registration.number },
    });
    expect(row.serial).toBe(typed.replace(/\s+/g, '').toUpperCase());
    expect(row.dealerName).toBeNull();
    expect(row.invoiceKey).toMatch(/\.png$/);
  });

  it.each([
    ['no fields at all', {}, true],
    ['a serial of another line', { serial: 'LB2404-012345' }, false],
  ])('answers 422 with field messages: %s', async (_, over, empty) => {
    const response = await post(empty ? new FormData() : fields(over as Record<string, string>));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(M.invalid);
    if (empty) {
      expect(body.errors).toMatchObject({
        productLine: M.productLine,
        serial: M.serial,
        purchasedOn: M.purchasedOn,
        invoice: M.invoice,
        name: M.name,
        mobile: M.mobile,
        email: M.email,
        pincode: M.pincode,
      });
    } else {
      expect(body.errors).toEqual({ serial: M.serialFormat('IU2404-012345') });
    }
  });

  it('refuses a purchase date in the future or before the model was launched', async () => {
    const future = await post(fields({ purchasedOn: '2999-01-01' }));
    expect(future.status).toBe(422);
    expect((await future.json()).errors).toEqual({ purchasedOn: M.purchasedInFuture });
    // IU-3500 was launched on 1 April 2023.
    const early = await post(fields({ modelCode: 'IU-3500', purchasedOn: '2023-03-31' }));
    expect(early.status).toBe(422);
    expect((await early.json()).errors).toEqual({
      purchasedOn: M.purchasedBeforeLaunch('1 April 2023'),
    });
    const wrongLine = await post(fields({ modelCode: 'LB-12-100' }));
    expect((await wrongLine.json()).errors).toEqual({ modelCode: M.modelNotInLine });
  });

  it('takes its models from the catalogue: one staff just added is registered with its own warranty, one not there is refused', async () => {
    const code = `IU-NEW-${randomInt(1e6)}`;
    const unknown = await post(fields({ modelCode: code }));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual({ modelCode: M.modelNotInLine });

    // A model as staff add it (lib/catalogue/admin.ts), with a warranty of 18 months.
    await db().catalogueModel.create({
      data: {
        code,
        slug: code.toLowerCase(),
        line: 'inverter-ups',
        series: 'home-ups',
        nameEn: `Home UPS ${code}`,
        nameHi: `होम UPS ${code}`,
        summaryEn: 'x',
        summaryHi: 'x',
        specs: {
          ratingVa: 900,
          outputWatts: 720,
          waveform: 'pure-sine',
          batteryVoltage: 12,
          backupHours: 2,
        },
        certifications: [],
        warrantyMonths: 18,
        launchedOn: new Date('2024-01-01T00:00:00Z'),
      },
    });
    const registered = await post(fields({ modelCode: code }));
    expect(registered.status).toBe(201);
    const { registration } = await registered.json();
    expect(registration.warrantyEndsOn).toBe('2025-07-31');
    const mail = await db().mailOutbox.findFirst({
      where: { subject: { contains: registration.number } },
    });
    expect(mail?.text).toContain(`Home UPS ${code}`);
  });

  it('refuses an invoice that is not a PDF, JPEG or PNG by its bytes, and keeps no file', async () => {
    const before = await invoiceFiles();
    const s = serial();
    const response = await post(
      fields({ serial: s, invoice: new File(['<html>not a pdf</html>'], 'invoice.pdf') }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ invoice: M.invoiceType });
    expect(await db().warrantyRegistration.count({ where: { serial: s } })).toBe(0);
    expect((await invoiceFiles()).length).toBe(before.length);
  });

  it('answers 413 past the size limit and 422 for an invoice just over 5 MB', async () => {
    const huge = await post(
      fields({ invoice: new File([new Uint8Array(6 * 1024 * 1024)], 'a.pdf') }),
    );
    expect(huge.status).toBe(413);
    const over = new Uint8Array(5 * 1024 * 1024 + 10);
    over.set(PDF);
    const tooLarge = await post(fields({ invoice: new File([over], 'a.pdf') }));
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).errors).toEqual({ invoice: M.invoiceTooLarge });
  });

  it('refuses JSON (415) and another site (403)', async () => {
    const json = await post(JSON.stringify({ serial: serial() }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toBe(CROSS_SITE_MESSAGES.multipart);
    const foreign = await post(fields(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe(CROSS_SITE_MESSAGES.origin);
  });

  it('answers a filled honeypot as taken and stores nothing', async () => {
    const form = fields();
    form.set('website', 'http://spam.example');
    const response = await post(form);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: M.registered });
    expect(
      await db().warrantyRegistration.count({ where: { serial: String(form.get('serial')) } }),
    ).toBe(0);
  });

  it('asks for the reCAPTCHA when there is no token, and refuses a token of another form', async () => {
    const missing = await post(fields({ recaptchaToken: undefined }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(CONTACT_MESSAGES.captcha);
    const other = await post(fields({ recaptchaToken: token(0.9, 'contact') }));
    expect(other.status).toBe(400);
    expect((await other.json()).message).toBe(CONTACT_MESSAGES.captchaRefused);
  });

  it('refuses a serial registered before with 409 and whom to contact', async () => {
    const s = serial();
    expect((await post(fields({ serial: s }))).status).toBe(201);
    const again = await post(fields({ serial: s.toLowerCase(), mobile: '9876543210' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: M.duplicate });
    expect(M.duplicate).toMatch(/call our service desk/);
  });

  it('of two registrations of one serial at once, one is 201 and one 409; no invoice is left over', async () => {
    const s = serial();
    const before = (await invoiceFiles()).length;
    const answers = await Promise.all([post(fields({ serial: s })), post(fields({ serial: s }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db().warrantyRegistration.count({ where: { serial: s } })).toBe(1);
    expect((await invoiceFiles()).length).toBe(before + 1);
  });
});

describe('the dealer, chosen from the directory', () => {
  const dealer = (over: Partial<Parameters<typeof createTestOutlet>[0]> = {}) =>
    createTestOutlet({
      name: `Dealer ${randomInt(1_000_000)}`,
      pincode: '151001',
      city: 'Bathinda',
      productLines: ['inverter-ups', 'lithium-battery'],
      ...over,
    });

  it('stores the outlet and its name as it is today, and no typed name', async () => {
    const outlet = await dealer({ type: 'distributor' });
    const form = fields({ dealerOutletId: outlet.id, dealerName: '' });
    const response = await post(form);
    expect(response.status).toBe(201);
    const row = await db().warrantyRegistration.findUniqueOrThrow({
      where: { serial: String(form.get('serial')) },
    });
    expect(row).toMatchObject({ dealerOutletId: outlet.id, dealerName: outlet.name });
  });

  it('refuses what the form never offers, with the field’s message, storing nothing', async () => {
    const inactive = await dealer({ active: false });
    const centre = await dealer({ type: 'service_centre' });
    const otherLine = await dealer({ productLines: ['cctv'] });
    const listed = await dealer();
    const before = (await invoiceFiles()).length;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ dealerOutletId: inactive.id, dealerName: '' }, { dealerOutletId: M.dealerUnknown }],
      [{ dealerOutletId: centre.id, dealerName: '' }, { dealerOutletId: M.dealerUnknown }],
      [
        { dealerOutletId: otherLine.id, dealerName: '' },
        { dealerOutletId: M.dealerOtherLine('Inverter & UPS') },
      ],
      // An id of nothing, and no id at all.
      [
        { dealerOutletId: '0190b7c5-0000-7000-8000-000000000000', dealerName: '' },
        { dealerOutletId: M.dealerUnknown },
      ],
      [{ dealerOutletId: 'not-an-id', dealerName: '' }, { dealerOutletId: M.dealerUnknown }],
      [{ dealerOutletId: listed.id, dealerName: 'Typed too' }, { dealerName: M.dealerBoth }],
    ];
    for (const [over, errors] of cases) {
      const form = fields(over);
      const response = await post(form);
      expect([over, response.status]).toEqual([over, 422]);
      expect(await response.json()).toEqual({ message: M.invalid, errors });
      const stored = await db().warrantyRegistration.count({
        where: { serial: String(form.get('serial')) },
      });
      expect(stored).toBe(0);
    }
    expect((await invoiceFiles()).length).toBe(before);
  });
});

describe('in Hindi (the form of /hi/warranty posts with Content-Language: hi)', () => {
  const H = hi.warranty.WARRANTY_MESSAGES;
  const HINDI = { 'content-language': 'hi' };

  it('answers in Hindi, keeps the language on the row and writes the mail in Hindi', async () => {
    const form = fields();
    const response = await post(form, HINDI);
    expect(response.status).toBe(201);
    const answer = await response.json();
    // The same shape as in English, the message in Hindi.
    expect(answer).toEqual({
      message: H.registered,
      registration: {
        number: expect.stringMatching(/^WR\/\d{4}-\d{2}\/\d{6}$/),
        warrantyEndsOn: '2029-01-31',
      },
    });
    const { number } = answer.registration;
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { number } });
    expect(row.language).toBe('hi');
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { subject: { contains: number } },
    });
    expect(mail.subject).toBe(hi.warranty.WARRANTY_MAIL.subject(number));
    expect(mail.text).toBe(
      hi.warranty.WARRANTY_MAIL.text({
        name: 'Meera Singh',
        number,
        model: 'लिथियम इन्वर्टर 1100 VA',
        serial: String(form.get('serial')),
        purchasedOn: '31 जनवरी 2024',
        endsOn: '31 जनवरी 2029',
      }),
    );
  });

  it('the same post without the header answers in English, as before', async () => {
    const response = await post(fields());
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(Object.keys(answer)).toEqual(['message', 'registration']);
    expect(answer.message).toBe(M.registered);
    const row = await db().warrantyRegistration.findUniqueOrThrow({
      where: { number: answer.registration.number },
    });
    expect(row.language).toBe('en');
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { subject: { contains: answer.registration.number } },
    });
    expect(mail.subject).toBe(`Warranty registered: ${answer.registration.number}`);
  });

  it('refuses fields in Hindi, facts in the message included, and stores nothing', async () => {
    const otherLine = await createTestOutlet({
      name: `Dealer ${randomInt(1_000_000)}`,
      pincode: '151001',
      city: 'Bathinda',
      productLines: ['cctv'],
    });
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ serial: 'IU-12' }, { serial: H.serialFormat('IU2404-012345') }],
      // IU-3500 was launched on 1 April 2023.
      [
        { modelCode: 'IU-3500', purchasedOn: '2023-03-31' },
        { purchasedOn: H.purchasedBeforeLaunch('1 अप्रैल 2023') },
      ],
      [
        { mobile: '12345', email: 'no' },
        { mobile: H.mobile, email: H.email },
      ],
      [
        { dealerOutletId: otherLine.id, dealerName: '' },
        { dealerOutletId: H.dealerOtherLine('इन्वर्टर और UPS') },
      ],
    ];
    for (const [over, errors] of cases) {
      const form = fields(over);
      const response = await post(form, HINDI);
      expect([over, response.status]).toEqual([over, 422]);
      expect(await response.json()).toEqual({ message: H.invalid, errors });
      const stored = await db().warrantyRegistration.count({
        where: { serial: String(form.get('serial')) },
      });
      expect(stored).toBe(0);
    }
  });

  it('a serial registered before is 409 with whom to contact, in Hindi', async () => {
    const form = fields();
    expect((await post(form, HINDI)).status).toBe(201);
    const again = await post(fields({ serial: String(form.get('serial')) }), HINDI);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: H.duplicate });
  });
});
