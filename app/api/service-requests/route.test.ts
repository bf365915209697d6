import { addDays, isVisitDay, visitDayRange } from '@/lib/service/visit-days';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CROSS_SITE_MESSAGES } from '@/content/api';
import { CONTACT_MESSAGES } from '@/content/contact';
import * as hi from '@/content/hi/service';
import * as en from '@/content/service';
import { SERVICE_MESSAGES as M } from '@/content/service';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { randomClientAddress, sentAsClient } from '@/lib/platform/http/testing';
import { MAX_SERVICE_BODY_BYTES } from '@/lib/service/schema';
import { JPEG, validService } from '@/lib/service/testing';
import { POST } from './route';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/service-requests';

const form = (fields: Record<string, unknown>, photos: Blob[] = []) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  for (const photo of photos) body.append('photos', photo, 'photo.jpg');
  return body;
};

const request = (over: Record<string, unknown> = {}) =>
  validService({ description: `Dead since Monday (${randomUUID()})`, ...over });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': randomClientAddress(), ...headers },
    }),
  );

const stored = (description: unknown) =>
  db().serviceRequest.findMany({ where: { description: String(description) } });

const mailsTo = (email: string) =>
  db().mailOutbox.findMany({
    where: { to: email },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });

let storageDir: string;
const saved = { ...env };
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'service-route-'));
  Object.assign(env, { STORAGE_DIR: storageDir });
});
afterAll(async () => {
  Object.assign(env, saved);
  await rm(storageDir, { recursive: true, force: true });
  await db().$disconnect();
});

describe('POST /api/service-requests', () => {
  it('stores a request with a photo and answers 201 with its ticket', async () => {
    const fields = request();
    const response = await post(form(fields, [new Blob([JPEG])]));
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.ticket).toMatch(/^SR\/\d{4}-\d{2}\/\d{6}$/);
    expect(answer.message).toBe(M.received(answer.ticket));
    const [row] = await stored(fields.description);
    expect(row).toMatchObject({ ticket: answer.ticket, email: 'asha@example.com' });
    expect(row!.photos).toHaveLength(1);
  });

  it('answers 422 with every failing field and its message, storing nothing', async () => {
    const fields = request({ productLine: 'toaster', mobile: '123', email: 'x', name: '' });
    const response = await post(form(fields, [new Blob(['GIF89a'])]));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: M.invalid,
      errors: {
        productLine: M.productLine,
        mobile: M.mobile,
        email: M.email,
        name: M.name,
        photos: M.photoType,
      },
    });
    expect(await stored(fields.description)).toHaveLength(0);
  });

  it('takes a preferred visit, and refuses a bad one with 422 and its messages, storing nothing', async () => {
    const { min } = visitDayRange(new Date());
    const day = [0, 1].map((i) => addDays(min, i)).find((d) => isVisitDay(d, new Date()))!;
    const fields = request({ preferredDate: day, preferredWindow: 'evening' });
    const response = await post(form(fields));
    expect(response.status).toBe(201);
    const [row] = await stored(fields.description);
    expect(row).toMatchObject({ visitState: 'requested', preferredWindow: 'evening' });
    for (const [bad, errors] of [
      [{ preferredDate: '2020-01-01', preferredWindow: 'morning' }, { preferredDate: M.visitDate }],
      [{ preferredDate: '2026-99-99', preferredWindow: 'morning' }, { preferredDate: M.visitDate }],
      [{ preferredDate: day, preferredWindow: 'midnight' }, { preferredWindow: M.visitWindow }],
      [{ preferredDate: day }, { preferredWindow: M.visitWindow }],
      [{ preferredWindow: 'morning' }, { preferredDate: M.visitDate }],
    ] as const) {
      const refused = request(bad);
      const answer = await post(form(refused));
      expect([bad, answer.status]).toEqual([bad, 422]);
      expect((await answer.json()).errors).toEqual(errors);
      expect(await stored(refused.description)).toHaveLength(0);
    }
  });

  it('refuses a model the catalogue does not have, or one of another line, storing nothing', async () => {
    for (const modelCode of ['CC-NOT-MADE', 'LB-12-100', 'x'.repeat(41)]) {
      const fields = request({ modelCode });
      const response = await post(form(fields));
      expect([modelCode, response.status]).toEqual([modelCode, 422]);
      expect((await response.json()).errors).toEqual({ modelCode: M.modelCode });
      expect(await stored(fields.description)).toHaveLength(0);
    }
  });

  it.each([
    ['JSON', () => JSON.stringify(request()), { 'content-type': 'application/json' }, 415],
    ['a form-encoded body', () => new URLSearchParams({ a: 'b' }), {}, 415],
    ["another site's post", () => form(request()), { origin: 'https://attacker.example' }, 403],
    [
      'a broken multipart body',
      () => '--x\r\nnot a part',
      { 'content-type': 'multipart/form-data; boundary=x' },
      400,
    ],
  ])('refuses %s', async (_, body, headers, status) => {
    const response = await post(body(), headers);
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGES.origin });
    }
  });

  it('refuses a body over the limit, read as a client sends it', async () => {
    const photo = new Blob([JPEG, new Uint8Array(MAX_SERVICE_BODY_BYTES)]);
    const { body, type } = await sentAsClient(form(request(), [photo]));
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'x-forwarded-for': randomClientAddress(), 'content-type': type },
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('drops a filled honeypot silently: 201 without a ticket, nothing stored', async () => {
    const fields = request({ website: 'spam' });
    const response = await post(form(fields));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: M.receivedNoTicket });
    expect(await stored(fields.description)).toHaveLength(0);
  });

  it('answers 429 on the sixth request in a minute', async () => {
    const ip = randomClientAddress();
    await startInOneWindow();
    for (let i = 0; i < 5; i++) {
      await post(form(request({ name: '' })), { 'x-forwarded-for': ip });
    }
    expect((await post(form(request()), { 'x-forwarded-for': ip })).status).toBe(429);
  });
});

describe('POST /api/service-requests from the Hindi page (Content-Language: hi)', () => {
  const HINDI = { 'content-language': 'hi' };
  const own = () => request({ email: `hindi-${randomUUID()}@example.com` });

  it('stores the language, answers in Hindi and writes the customer’s mail in Hindi', async () => {
    const fields = own();
    const response = await post(form(fields), HINDI);
    expect(response.status).toBe(201);
    const answer = await response.json();
    // The same shape as in English: the message (a sentence with the ticket) and the ticket.
    expect(Object.keys(answer).sort()).toEqual(['assignBy', 'callBy', 'message', 'ticket']);
    expect(answer.message).toBe(hi.SERVICE_MESSAGES.received(answer.ticket));
    const [row] = await stored(fields.description);
    expect(row).toMatchObject({ ticket: answer.ticket, language: 'hi' });
    const [mail, ...more] = await mailsTo(String(fields.email).toLowerCase());
    expect(more).toHaveLength(0);
    const status = hi.SERVICE_STATUS_LABELS[row!.status];
    expect(mail!.subject).toBe(hi.SERVICE_MAIL.subject(answer.ticket, status));
    const track = new globalThis.URL('/hi/service-request/track', env.SITE_URL).toString();
    for (const line of [
      hi.SERVICE_MAIL.greeting(String(fields.name)),
      hi.SERVICE_MAIL.statusLine(answer.ticket, status),
      hi.SERVICE_MAIL.track(track),
      hi.SERVICE_MAIL.signOff,
    ])
      expect(mail!.text.split('\n')).toContain(line);
    expect(mail!.text).not.toContain(en.SERVICE_MAIL.signOff);
  });

  it('answers refused fields in Hindi, a serial of another product included', async () => {
    const fields = own();
    const response = await post(
      form({ ...fields, mobile: '123', name: '', serial: 'zz' }, [new Blob(['GIF89a'])]),
      HINDI,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: hi.SERVICE_MESSAGES.invalid,
      errors: {
        mobile: hi.SERVICE_MESSAGES.mobile,
        name: hi.SERVICE_MESSAGES.name,
        photos: hi.SERVICE_MESSAGES.photoType,
        serial: hi.SERVICE_MESSAGES.serial('IU2404-012345'),
      },
    });
    // A serial of the right form but another line's: the message names the chosen line's example.
    const cctv = { ...own(), productLine: 'cctv', modelCode: 'CC-DOME-2', serial: 'IU2404-012345' };
    const refused = await post(form(cctv), HINDI);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({
      serial: hi.SERVICE_MESSAGES.serial('CC2404-012345'),
    });
    expect(await stored(fields.description)).toHaveLength(0);
    expect(await stored(cctv.description)).toHaveLength(0);
  });

  it('answers the same post without the header exactly as before: English', async () => {
    const fields = own();
    const response = await post(form(fields));
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({
      message: en.SERVICE_MESSAGES.received(answer.ticket),
      ticket: answer.ticket,
      // The promise stored on the request, for the confirmation.
      assignBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      callBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await stored(fields.description);
    expect(row).toMatchObject({ ticket: answer.ticket, language: 'en' });
    const [mail] = await mailsTo(String(fields.email).toLowerCase());
    const status = en.SERVICE_STATUS_LABELS[row!.status];
    expect(mail!.subject).toBe(en.SERVICE_MAIL.subject(answer.ticket, status));
    expect(mail!.text.split('\n')).toEqual(
      expect.arrayContaining([
        en.SERVICE_MAIL.greeting(String(fields.name)),
        en.SERVICE_MAIL.statusLine(answer.ticket, status),
        en.SERVICE_MAIL.track(
          new globalThis.URL('/service-request/track', env.SITE_URL).toString(),
        ),
      ]),
    );
    const refused = await post(form({ ...own(), serial: 'zz' }));
    expect(await refused.json()).toEqual({
      message: en.SERVICE_MESSAGES.invalid,
      errors: { serial: en.SERVICE_MESSAGES.serial('IU2404-012345') },
    });
  });

  it('takes a language it does not have as English', async () => {
    const fields = own();
    const response = await post(form(fields), { 'content-language': 'fr' });
    const answer = await response.json();
    expect(answer.message).toBe(en.SERVICE_MESSAGES.received(answer.ticket));
    expect((await stored(fields.description))[0]).toMatchObject({ language: 'en' });
  });
});

describe('POST /api/service-requests with reCAPTCHA configured', () => {
  const SECRET = 'jest-service-recaptcha-secret';
  const hostname = new globalThis.URL(env.SITE_URL).hostname;
  let stopVerify = async () => {};

  beforeAll(async () => {
    const verify = await startSiteverifyStandIn(SECRET);
    stopVerify = verify.close;
    Object.assign(env, {
      RECAPTCHA_SITE_KEY: 'jest-site-key',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: verify.url,
    });
  });
  afterAll(async () => {
    Object.assign(env, {
      RECAPTCHA_SITE_KEY: saved.RECAPTCHA_SITE_KEY,
      RECAPTCHA_SECRET_KEY: saved.RECAPTCHA_SECRET_KEY,
      RECAPTCHA_VERIFY_URL: saved.RECAPTCHA_VERIFY_URL,
    });
    await stopVerify();
  });

  it('stores a request whose token was made for the service request action', async () => {
    const fields = request({ recaptchaToken: standInToken(0.9, 'service_request', hostname) });
    expect((await post(form(fields))).status).toBe(201);
    expect(await stored(fields.description)).toHaveLength(1);
  });

  it.each([
    ['no token', undefined, CONTACT_MESSAGES.captcha],
    [
      "the dealer form's token",
      standInToken(0.9, 'dealer', hostname),
      CONTACT_MESSAGES.captchaRefused,
    ],
    [
      'a low score',
      standInToken(0.2, 'service_request', hostname),
      CONTACT_MESSAGES.captchaRefused,
    ],
  ])('refuses %s with 400, storing nothing', async (_, token, message) => {
    const fields = request(token ? { recaptchaToken: token } : {});
    const response = await post(form(fields));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await stored(fields.description)).toHaveLength(0);
  });
});
