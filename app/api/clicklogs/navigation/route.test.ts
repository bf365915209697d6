import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { POST } from './route';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/clicklogs/navigation';
const newIp = randomClientAddress;
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers },
    }),
  );

afterAll(() => db().$disconnect());

describe('POST /api/clicklogs/navigation', () => {
  it('records the navigation and answers 204', async () => {
    const userAgent = randomUUID();
    const response = await post(JSON.stringify({ path: '/our-customers' }), {
      'user-agent': userAgent,
    });
    expect(response.status).toBe(204);
    const rows = await db().clickLog.findMany({ where: { userAgent } });
    expect(rows).toEqual([expect.objectContaining({ element: 'Navigated to /our-customers' })]);
  });

  it.each([
    ['no path', {}],
    ['a path that is not a site path', { path: 'https://example.com/' }],
    ['a number', { path: 42 }],
    ['a path longer than any page address', { path: `/${'x'.repeat(400)}` }],
  ])('answers 422 with the field message for %s, storing nothing', async (_, body) => {
    const userAgent = randomUUID();
    const response = await post(JSON.stringify(body), { 'user-agent': userAgent });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'path must be a site path.',
      errors: { path: 'path must be a site path.' },
    });
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('answers 429 with Retry-After after 120 reports a minute from one address', async () => {
    const ip = newIp();
    const statuses = [];
    await startInOneWindow(25);
    for (let i = 0; i < 120; i++) {
      statuses.push((await post('{}', { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.every((s) => s === 422)).toBe(true);
    const refused = await post('{}', { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
