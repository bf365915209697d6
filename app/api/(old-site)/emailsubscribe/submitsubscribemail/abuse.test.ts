import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { POST } from './route';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/emailsubscribe/submitsubscribemail';
const post = (body: unknown, ip: string) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    }),
  );
const newIp = randomClientAddress;
const email = () => `reader-${randomUUID()}@example.com`;

afterAll(() => db().$disconnect());

describe('subscribe: rate limit and honeypot', () => {
  it('drops a filled honeypot: thanks the bot, stores nothing', async () => {
    const address = email();
    const response = await post({ email: address, website: 'x' }, newIp());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: SUBSCRIBE_MESSAGES.subscribed });
    expect(await db().subscriber.count({ where: { email: address } })).toBe(0);
  });

  it('answers 429 with Retry-After on the sixth request in a minute from one address', async () => {
    const ip = newIp();
    await startInOneWindow();
    for (let i = 0; i < 5; i++) {
      expect((await post({ email: email() }, ip)).status).toBe(201);
    }
    const address = email();
    const limited = await post({ email: address }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await db().subscriber.count({ where: { email: address } })).toBe(0);
  });
});
