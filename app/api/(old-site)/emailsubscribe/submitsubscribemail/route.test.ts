import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { NEWSLETTER_CONSENT } from '@/content/newsletter';
import { env } from '@/lib/platform/env';
import { NEWSLETTER_MAIL, SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import * as hi from '@/content/hi/newsletter';
import { confirmSubscription } from '@/lib/newsletter/confirm';
import { POST } from './route';

const URL = 'http://localhost/api/emailsubscribe/submitsubscribemail';
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomClientAddress(),
        ...headers,
      },
    }),
  );
const uniqueEmail = () => `reader-${randomUUID()}@example.com`;
const rowsFor = (email: string) => db().subscriber.count({ where: { email: email.toLowerCase() } });

afterAll(() => db().$disconnect());

describe('POST /api/emailsubscribe/submitsubscribemail', () => {
  it('stores a new subscriber once, with the client address, and answers 201', async () => {
    const email = uniqueEmail();
    const response = await post(JSON.stringify({ email }), {
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      'user-agent': 'JestBrowser/1.0',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: SUBSCRIBE_MESSAGES.subscribed });
    const row = await db().subscriber.findUniqueOrThrow({
      where: { list_email: { list: 'newsletter', email } },
    });
    expect(row).toMatchObject({ ip: '198.51.100.7', userAgent: 'JestBrowser/1.0' });
  });

  it('stores the sign-up pending with the consent shown, and queues one confirmation mail', async () => {
    const email = uniqueEmail();
    await post(JSON.stringify({ email }));
    const row = await db().subscriber.findUniqueOrThrow({
      where: { list_email: { list: 'newsletter', email } },
    });
    expect(row).toMatchObject({
      state: 'pending',
      confirmedAt: null,
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: NEWSLETTER_CONSENT.text,
      language: 'en',
    });
    const [mail, ...more] = await db().mailOutbox.findMany({ where: { to: email } });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(NEWSLETTER_MAIL.confirm.subject);
    expect(mail!.text).toMatch(/^Hello,\n/);
  });

  it('from a Hindi page: answers in Hindi, keeps `hi` and the Hindi consent, mails in Hindi, then welcomes in Hindi', async () => {
    const email = uniqueEmail();
    const response = await post(JSON.stringify({ email }), { 'content-language': 'hi' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: hi.SUBSCRIBE_MESSAGES.subscribed });
    const row = await db().subscriber.findUniqueOrThrow({
      where: { list_email: { list: 'newsletter', email } },
    });
    expect(row).toMatchObject({
      state: 'pending',
      language: 'hi',
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: hi.NEWSLETTER_CONSENT.text,
    });
    const [mail] = await db().mailOutbox.findMany({ where: { to: email } });
    expect(mail!.subject).toBe(hi.NEWSLETTER_MAIL.confirm.subject);
    // The links open the Hindi pages.
    const link = /\S+\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text);
    expect(link![0]).toMatch(new RegExp(`^${env.SITE_URL}/hi/newsletter/confirm\\?token=c\\.`));
    expect(mail!.text).toContain(
      hi.NEWSLETTER_MAIL.confirm.text(link![0], env.NEWSLETTER_CONFIRM_HOURS),
    );
    const footer = hi.NEWSLETTER_MAIL.footer(`${env.SITE_URL}/hi/newsletter/unsubscribe?token=`);
    expect(mail!.text).toContain(footer);

    expect(await confirmSubscription(link![1])).toBe('confirmed');
    const welcome = await db().mailOutbox.findFirstOrThrow({
      where: { to: email, subject: hi.NEWSLETTER_MAIL.welcome.subject },
    });
    expect(welcome.text).toContain(hi.NEWSLETTER_MAIL.welcome.text);
    expect(welcome.text).toContain(footer);
  });

  it('from a Hindi page: refuses an empty and an invalid address in Hindi', async () => {
    const headers = { 'content-language': 'hi' };
    const empty = await post(JSON.stringify({ email: '' }), headers);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: hi.SUBSCRIBE_MESSAGES.empty });
    const invalid = await post(JSON.stringify({ email: 'not-an-email' }), headers);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({ message: hi.SUBSCRIBE_MESSAGES.invalid });
  });

  it('answers a repeated sign-up (any case) exactly like a new one, adding no row', async () => {
    const email = uniqueEmail();
    await post(JSON.stringify({ email }));
    const again = await post(JSON.stringify({ email: email.toUpperCase() }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ message: SUBSCRIBE_MESSAGES.subscribed });
    expect(await rowsFor(email)).toBe(1);
  });

  it('keeps one row and queues one mail when the same address arrives concurrently', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(JSON.stringify({ email }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(await rowsFor(email)).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it.each([
    ['an empty e-mail', JSON.stringify({ email: '' }), 400, SUBSCRIBE_MESSAGES.empty],
    ['no e-mail', JSON.stringify({}), 400, SUBSCRIBE_MESSAGES.empty],
    [
      'an invalid e-mail',
      JSON.stringify({ email: 'not-an-email' }),
      422,
      SUBSCRIBE_MESSAGES.invalid,
    ],
    ['malformed JSON', '{"email": ', 400, 'The request body must be valid JSON.'],
    ['a JSON array', '[]', 400, 'The request body must be a JSON object.'],
    [
      'a body over 10 KB',
      JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(11_000) }),
      413,
      'The request is too large (at most 10 KB).',
    ],
  ])('refuses %s with %i and a message, storing nothing', async (_, body, status, message) => {
    // Other test files insert subscribers in parallel: count only rows with this request's agent.
    const userAgent = randomUUID();
    const response = await post(body, { 'user-agent': userAgent });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(await db().subscriber.count({ where: { userAgent } })).toBe(0);
  });
});
