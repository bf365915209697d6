import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { DEALER_MESSAGES as M } from '@/content/dealers';
import { DEALER_MESSAGES as HI } from '@/content/hi/dealers';
import { POST } from './route';
import { CROSS_SITE_MESSAGES } from '@/content/api';
import { CONTACT_MESSAGES } from '@/content/contact';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/dealers/dealersubmit';
const newIp = randomClientAddress;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

const dealer = (over: Record<string, string> = {}) => ({
  name: 'Ravi Traders',
  number: '+91 98765-43210',
  location: `Shop 4, Ludhiana (${randomUUID()})`,
  ...over,
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, { method: 'POST', body, headers: { 'x-forwarded-for': newIp(), ...headers } }),
  );

const stored = (location: string) => db().dealerEnquiry.findMany({ where: { location } });
// Other test files insert enquiries in parallel: a request that must store nothing carries a
// user agent of its own, and only rows with it are counted.
const storedFrom = (userAgent: string) => db().dealerEnquiry.count({ where: { userAgent } });

afterAll(() => db().$disconnect());

describe('POST /api/dealers/dealersubmit', () => {
  it('stores a multipart enquiry with address and agent, queues the mail, answers 201', async () => {
    const fields = dealer({ name: '  Ravi Traders ' });
    const response = await post(form(fields), {
      'x-forwarded-for': '192.0.2.77',
      'user-agent': 'JestBrowser/3.0',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: M.received });
    const [row] = await stored(fields.location);
    expect(row).toMatchObject({
      name: 'Ravi Traders',
      number: '+91 98765-43210',
      ip: '192.0.2.77',
      userAgent: 'JestBrowser/3.0',
      language: 'en',
    });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { text: { contains: fields.location } },
    });
    expect(mail).toMatchObject({
      to: env.SALES_EMAIL,
      subject: 'Dealer enquiry from Ravi Traders',
    });
  });

  it('from a Hindi page: stores `hi`, answers in Hindi, and the mail to sales stays English', async () => {
    const fields = dealer();
    const response = await post(form(fields), { 'content-language': 'hi' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: HI.received });
    const [row] = await stored(fields.location);
    expect(row).toMatchObject({ name: 'Ravi Traders', language: 'hi' });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { text: { contains: fields.location } },
    });
    expect(mail.subject).toBe('Dealer enquiry from Ravi Traders');
    expect(mail.text).toContain('Location / address: ');
  });

  it('from a Hindi page: answers 422 in Hindi, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post(form({ name: ' ', number: '12-34', location: '' }), {
      'user-agent': userAgent,
      'content-language': 'hi',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: HI.invalid,
      errors: { name: HI.name, number: HI.number, location: HI.location },
    });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('refuses a URL-encoded form, which another site could post without a preflight, with 415', async () => {
    const fields = dealer();
    const response = await post(new URLSearchParams(fields));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGES.multipart });
    expect(await stored(fields.location)).toHaveLength(0);
  });

  it('answers 422 with every failing field and its message, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post(form({ name: ' ', number: '12-34', location: '' }), {
      'user-agent': userAgent,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: M.invalid,
      errors: { name: M.name, number: M.number, location: M.location },
    });
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('refuses over-long fields and a file in place of text with 422', async () => {
    const fields = dealer({ name: 'n'.repeat(101) });
    const body = form(fields);
    body.set('number', new Blob(['9876543210']), 'number.txt');
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ name: M.nameTooLong, number: M.number });
    expect(await stored(fields.location)).toHaveLength(0);
  });

  it.each([
    ['JSON', JSON.stringify(dealer()), { 'content-type': 'application/json' }, 415],
    [
      'a broken multipart body',
      '--x\r\nnot a part',
      { 'content-type': 'multipart/form-data; boundary=x' },
      400,
    ],
    ['a body over 10 KB', form(dealer({ location: 'x'.repeat(11_000) })), {}, 413],
  ])('refuses %s', async (_, body, headers, status) => {
    const userAgent = randomUUID();
    expect((await post(body, { ...headers, 'user-agent': userAgent })).status).toBe(status);
    expect(await storedFrom(userAgent)).toBe(0);
  });

  it('drops a filled honeypot silently: 201, nothing stored', async () => {
    const fields = dealer({ website: 'spam' });
    expect((await post(form(fields))).status).toBe(201);
    expect(await stored(fields.location)).toHaveLength(0);
  });

  it('answers 429 with Retry-After on the sixth request in a minute', async () => {
    const ip = newIp();
    await startInOneWindow();
    for (let i = 0; i < 5; i++) {
      expect((await post(form(dealer()), { 'x-forwarded-for': ip })).status).toBe(201);
    }
    const fields = dealer();
    const limited = await post(form(fields), { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).message).toMatch(/^Too many submissions from your network\./);
    expect(await stored(fields.location)).toHaveLength(0);
  });
});

describe('POST /api/dealers/dealersubmit with reCAPTCHA configured', () => {
  const SECRET = 'jest-dealer-recaptcha-secret';
  const hostname = new globalThis.URL(env.SITE_URL).hostname;
  const saved = { ...env };
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
    Object.assign(env, saved);
    await stopVerify();
  });

  it('stores an enquiry whose token was made for the dealer action', async () => {
    const fields = dealer({ recaptchaToken: standInToken(0.9, 'dealer', hostname) });
    expect((await post(form(fields))).status).toBe(201);
    expect(await stored(fields.location)).toHaveLength(1);
  });

  it.each([
    ['no token', undefined, CONTACT_MESSAGES.captcha],
    [
      "the contact form's token",
      standInToken(0.9, 'contact', hostname),
      CONTACT_MESSAGES.captchaRefused,
    ],
    ['a low score', standInToken(0.2, 'dealer', hostname), CONTACT_MESSAGES.captchaRefused],
  ])(
    "refuses %s with 400, with the contact form's message, storing nothing",
    async (_, token, message) => {
      const fields = dealer(token ? { recaptchaToken: token } : {});
      const response = await post(form(fields));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
      expect(await stored(fields.location)).toHaveLength(0);
    },
  );
});
