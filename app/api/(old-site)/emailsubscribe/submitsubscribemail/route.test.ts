import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { NEWSLETTER_CONSENT } from '@/content/newsletter';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
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
    });
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(1);
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
