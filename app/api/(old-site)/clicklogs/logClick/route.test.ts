import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { POST } from './route';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/clicklogs/logClick';
const newIp = randomClientAddress;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers },
    }),
  );
const click = (userAgent: string) => ({
  type: 'click',
  element: 'Download brochure',
  ipAddress: '1.2.3.4',
  browser: 'Chrome',
  operatingSystem: 'Windows 10',
  userAgent,
});

afterAll(() => db().$disconnect());

describe('POST /api/clicklogs/logClick', () => {
  it('stores the click with the address from our proxy, not the body', async () => {
    const userAgent = randomUUID();
    const response = await post(click(userAgent), { 'x-forwarded-for': '192.0.2.5' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Logged.' });
    const rows = await db().clickLog.findMany({ where: { userAgent } });
    expect(rows).toEqual([
      expect.objectContaining({ element: 'Download brochure', ipAddress: '192.0.2.5' }),
    ]);
  });

  it('answers 422 with every failing field, storing nothing', async () => {
    const userAgent = randomUUID();
    const response = await post({ ...click(userAgent), type: ' ', browser: 'Lynx' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The click log is not valid.',
      errors: {
        type: 'type is required.',
        browser: 'browser must be one of the known browsers.',
      },
    });
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        body: '{nope',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
      }),
    );
    expect(response.status).toBe(400);
  });

  it('answers 429 after 120 logs a minute from one address', async () => {
    const ip = newIp();
    const statuses = [];
    await startInOneWindow();
    for (let i = 0; i < 121; i++) {
      statuses.push((await post({}, { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.slice(0, 120).every((s) => s === 422)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
