import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { CUSTOMER_COOKIE, customerSessionFrom } from '@/lib/customer-account/session';
import { proofFor } from '@/lib/customer-account/testing.jest';
import { mobileCheckClock } from '@/lib/mobile-check/codes';
import { freshMobile, startSmsStandIn } from '@/lib/mobile-check/testing.jest';
import { POST } from './route';

let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  sms = await startSmsStandIn();
});
afterAll(async () => {
  await sms.close();
  await db().$disconnect();
});

const SITE = new URL(env.SITE_URL).origin;

const open = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(`${SITE}/api/my-account/session`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomClientAddress(),
        ...headers,
      },
    }),
  );

const tokenIn = (response: Response) =>
  new RegExp(`^${CUSTOMER_COOKIE}=([^;]+);`).exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('POST /api/my-account/session', () => {
  it('opens a session with a proof of the sign-in purpose, in an HttpOnly SameSite=Lax cookie', async () => {
    const mobile = freshMobile();
    const response = await open({ mobile, mobileProof: await proofFor(mobile, sms.codeFor) });
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/);
    expect((await customerSessionFrom(tokenIn(response)))?.mobile).toBe(mobile);
  });

  it('refuses, with 4xx and no cookie: no proof, another purpose’s, a spent one, a bad body, another site', async () => {
    const mobile = freshMobile();
    const spent = await proofFor(mobile, sms.codeFor);
    expect((await open({ mobile, mobileProof: spent })).status).toBe(201);
    mobileCheckClock.advance(61_000);
    const service = await proofFor(mobile, sms.codeFor, 'service-request');
    const answers = [
      await open({ mobile }),
      await open({ mobile, mobileProof: spent }),
      await open({ mobile, mobileProof: service }),
      await open({ mobile: '12345', mobileProof: service }),
      await open('{not json'),
      await open([1, 2]),
      await open({ mobile, mobileProof: 'x'.repeat(100_000) }),
      await open({ mobile, mobileProof: spent }, { origin: 'https://attacker.example' }),
      await open({ mobile, mobileProof: spent }, { 'content-type': 'text/plain' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 400, 400, 413, 403, 415]);
  });
});
