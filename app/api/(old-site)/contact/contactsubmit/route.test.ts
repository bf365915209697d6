import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { CONTACT_MESSAGES as M } from '@/content/contact';
import { CONTACT_MESSAGES as HI } from '@/content/hi/contact';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { POST } from './route';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/contact/contactsubmit';
// Tokens made on the site's own pages (the server checks the hostname they were made on).
const token = (score: number, action: string) =>
  standInToken(score, action, new globalThis.URL(env.SITE_URL).hostname);
const SECRET = 'jest-recaptcha-secret';
let stopVerify: () => Promise<void>;

// A fresh documentation-range address per test, so rate limits do not leak between tests.
const newIp = randomClientAddress;

const enquiry = (over: Record<string, unknown> = {}) => ({
  enquiry: ['Lithium_Battery', 'Inverter_And_UPS'],
  name: 'Meera Singh',
  mobile: '9123456780',
  email: 'meera@example.com',
  city: 'Chandigarh',
  pincode: '160022',
  message: `Need a quote (${randomUUID()})`,
  recaptchaToken: token(0.9, 'contact'),
  ...over,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers },
    }),
  );

const stored = (message: unknown) =>
  db().contactEnquiry.findMany({ where: { message: String(message) } });
// Other test files insert enquiries in parallel: a request that must store nothing carries a
// user agent of its own, and only rows with it are counted.
const storedFrom = (userAgent: string) => db().contactEnquiry.count({ where: { userAgent } });

beforeAll(async () => {
  const verify = await startSiteverifyStandIn(SECRET);
  stopVerify = verify.close;
  // The captcha is configured for this file only (the suite's environment has no keys).
  Object.assign(env, {
    RECAPTCHA_SITE_KEY: 'jest-site-key',
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_VERIFY_URL: verify.url,
  });
});

afterAll(async () => {
  await stopVerify();
  await db().$disconnect();
});

describe('POST /api/contact/contactsubmit', () => {
  it('stores the enquiry with its types, address and agent, queues the mail, answers 201', async () => {
    const body = enquiry({ email: ' Meera@Example.com ' });
    const response = await post(body, {
      'x-forwarded-for': '203.0.113.50, 192.0.2.44',
      'user-agent': 'JestBrowser/2.0',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: M.sent });
    const [row] = await stored(body.message);
    expect(row).toMatchObject({
      types: ['Lithium_Battery', 'Inverter_And_UPS'],
      name: 'Meera Singh',
      email: 'meera@example.com',
      ip: '192.0.2.44',
      userAgent: 'JestBrowser/2.0',
      language: 'en',
    });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { text: { contains: String(body.message) } },
    });
    expect(mail).toMatchObject({ to: env.SALES_EMAIL, replyTo: 'meera@example.com' });
    expect(mail.text).toContain('Enquiry about: Lithium Battery, Inverter & UPS');
  });

  it('takes BESS and CCTV enquiries beside the old site’s four types, naming them in the mail', async () => {
    const body = enquiry({ enquiry: ['BESS', 'CCTV', 'Metal_Engineering_Profile', 'LED_lights'] });
    const response = await post(body);
    expect(response.status).toBe(201);
    const [row] = await stored(body.message);
    expect(row?.types).toEqual(['BESS', 'CCTV', 'Metal_Engineering_Profile', 'LED_lights']);
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { text: { contains: String(body.message) } },
    });
    expect(mail.text).toContain(
      'Enquiry about: Battery Energy Storage (BESS), CCTV, Metal Engineering Profile, LED Lights',
    );
  });

  it('refuses an enquiry type that is not one of the form’s with 422, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post(enquiry({ enquiry: ['Solar_Panels'] }), {
      'user-agent': userAgent,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: M.invalid, errors: { enquiry: M.enquiry } });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('from a Hindi page: stores `hi`, answers in Hindi, and the mail to sales stays English', async () => {
    const body = enquiry();
    const response = await post(body, { 'content-language': 'hi' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: HI.sent });
    const [row] = await stored(body.message);
    expect(row).toMatchObject({ name: 'Meera Singh', language: 'hi' });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { text: { contains: String(body.message) } },
    });
    expect(mail.subject).toBe('Website enquiry from Meera Singh (Chandigarh)');
    expect(mail.text).toContain('Enquiry about: Lithium Battery, Inverter & UPS');
  });

  it('from a Hindi page: answers 422 with every field’s message in Hindi, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post(
      { enquiry: [], mobile: '123', email: 'x', pincode: '1' },
      { 'user-agent': userAgent, 'content-language': 'hi' },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: HI.invalid,
      errors: {
        enquiry: HI.enquiry,
        name: HI.name,
        mobile: HI.mobile,
        email: HI.email,
        city: HI.city,
        pincode: HI.pincode,
        message: HI.message,
      },
    });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('answers 422 with every failing field and its message, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post(
      { enquiry: [], mobile: '123', email: 'x', pincode: '1' },
      { 'user-agent': userAgent },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: M.invalid,
      errors: {
        enquiry: M.enquiry,
        name: M.name,
        mobile: M.mobile,
        email: M.email,
        city: M.city,
        pincode: M.pincode,
        message: M.message,
      },
    });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it.each([
    ['no token', undefined, M.captcha],
    ['a low score', token(0.3, 'contact'), M.captchaRefused],
    ['another action', token(0.9, 'login'), M.captchaRefused],
    [
      'a token made on another site',
      standInToken(0.9, 'contact', 'copy.example'),
      M.captchaRefused,
    ],
    ['a forged token', 'not-a-real-token', M.captchaRefused],
  ])('refuses %s with 400 and stores nothing', async (_, recaptchaToken, message) => {
    const body = enquiry({ recaptchaToken });
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await stored(body.message)).toHaveLength(0);
  });

  it('answers 503 when the verify endpoint cannot be reached, storing nothing', async () => {
    const saved = env.RECAPTCHA_VERIFY_URL;
    env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/recaptcha/api/siteverify';
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const body = enquiry();
      const response = await post(body);
      expect(response.status).toBe(503);
      expect(await stored(body.message)).toHaveLength(0);
    } finally {
      quiet.mockRestore();
      env.RECAPTCHA_VERIFY_URL = saved;
    }
  });

  it.each([
    ['malformed JSON', '{"name": ', 400, 'The request body must be valid JSON.'],
    ['a JSON array', '[1]', 400, 'The request body must be a JSON object.'],
    [
      'a body over 16 KB',
      JSON.stringify(enquiry({ message: 'x'.repeat(17_000) })),
      413,
      'The request is too large (at most 16 KB).',
    ],
  ])('refuses %s', async (_, body, status, message) => {
    const userAgent = randomUUID();
    const response = await post(body, { 'user-agent': userAgent });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('drops a filled honeypot silently: 201, nothing stored', async () => {
    const body = enquiry({ website: 'http://spam.example' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await stored(body.message)).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 5 requests a minute from one address', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    await startInOneWindow();
    for (let i = 0; i < 5; i++) statuses.push((await post('{', { 'x-forwarded-for': ip })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const body = enquiry();
    const limited = await post(body, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Within two windows: the 6 of this minute weigh 4 or less 20 s into the next one.
    expect(retryAfter).toBeLessThanOrEqual(80);
    expect((await limited.json()).message).toMatch(
      /^Too many submissions from your network\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(await stored(body.message)).toHaveLength(0);
    // Another address is not affected.
    expect((await post(enquiry())).status).toBe(201);
  });
});

describe('POST /api/contact/contactsubmit: stored in one statement', () => {
  // The mail's text ends with the message on a line of its own.
  const mailsAbout = (message: string) =>
    db().mailOutbox.count({ where: { text: { endsWith: `\n${message}\n` } } });

  it('stores neither the enquiry nor its mail when the mail cannot be queued', async () => {
    const saved = env.SALES_EMAIL;
    // Longer than the outbox's 254-character address column: its INSERT fails.
    env.SALES_EMAIL = `${'s'.repeat(250)}@example.com`;
    try {
      const body = enquiry();
      const response = await post(body);
      expect(response.status).toBe(500);
      expect(await stored(body.message)).toHaveLength(0);
      expect(await mailsAbout(body.message)).toBe(0);
    } finally {
      env.SALES_EMAIL = saved;
    }
  });

  it('takes 5 of 30 concurrent enquiries from one address, each stored once with its mail', async () => {
    const ip = newIp();
    const marker = `burst-${randomUUID()}`;
    await startInOneWindow();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(enquiry({ message: `${marker} #${i}` }), { 'x-forwarded-for': ip }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(25).fill(429)]);
    const rows = await db().contactEnquiry.findMany({
      where: { message: { startsWith: marker } },
      select: { message: true },
    });
    expect(rows).toHaveLength(5);
    for (const { message } of rows) expect(await mailsAbout(message)).toBe(1);
  });
});
