import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { answerPageViewBeacon } from './page-view-beacon';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

const URL = 'http://localhost/api/clicklogs/navigation';
const newIp = randomClientAddress;
const post = (body: string, headers: Record<string, string> = {}) =>
  answerPageViewBeacon(
    new Request(URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers },
    }),
  );

afterAll(() => db().$disconnect());

describe('the page-view beacon (POST /api/clicklogs/navigation, answered by proxy.ts)', () => {
  it('records the page view with browser and system and answers 204', async () => {
    const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 ${randomUUID()}`;
    const response = await post(JSON.stringify({ path: '/our-customers' }), {
      'user-agent': userAgent,
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const rows = await db().clickLog.findMany({ where: { userAgent } });
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'navigation',
        element: 'Navigated to /our-customers',
        path: '/our-customers',
        browser: 'Chrome',
        operatingSystem: 'Windows 10',
      }),
    ]);
  });

  it.each([
    ['no path', '{}', 'path must be a site path.'],
    [
      'a path that is not a site path',
      '{"path":"https://example.com/"}',
      'path must be a site path.',
    ],
    ['a number', '{"path":42}', 'path must be a site path.'],
    [
      'a path longer than any page address',
      `{"path":"/${'x'.repeat(400)}"}`,
      'path must be a site path.',
    ],
    ['a body that is not JSON', 'path=/', 'The request body must be valid JSON.'],
    ['a JSON list', '["/"]', 'The request body must be a JSON object.'],
  ])('answers 400 with a message for %s, storing nothing', async (_, body, message) => {
    const userAgent = randomUUID();
    const response = await post(body, { 'user-agent': userAgent });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('counts only pages of the site: a phone number or a notice as a path is a 400, storing nothing', async () => {
    const userAgent = randomUUID();
    const paths = [
      '/call-9876543210-for-your-refund',
      '/Your-account-is-blocked.-Call-+91-98765-43210',
      '/about-us/9876543210',
      '/hi/call-9876543210',
      '/investor-relations/financials/9876543210',
      '/%61bout-us',
      // The catalogue: a model that does not exist, one under another line, a line we lack.
      '/products/led-lights/call-9876543210',
      '/products/led-lights/iu-1100',
      '/products/call-9876543210',
    ];
    // Thirty at once, from thirty addresses (never near the limit).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(JSON.stringify({ path: paths[i % paths.length] }), { 'user-agent': userAgent }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(400));
    expect(await answers[0]!.json()).toEqual({ message: 'path must be a page of the site.' });
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('counts a Hindi page and a year of an investor list, which are pages', async () => {
    const userAgent = randomUUID();
    for (const path of ['/hi/our-team', '/investor-relations/financials/2023-24/2']) {
      expect((await post(JSON.stringify({ path }), { 'user-agent': userAgent })).status).toBe(204);
    }
    const rows = await db().clickLog.findMany({ where: { userAgent }, orderBy: { path: 'asc' } });
    expect(rows.map((r) => r.path)).toEqual([
      '/hi/our-team',
      '/investor-relations/financials/2023-24/2',
    ]);
  });

  it('counts the catalogue’s pages: a line’s finder and a model’s page, in both languages', async () => {
    const userAgent = randomUUID();
    const paths = [
      '/products',
      '/products/compare',
      '/products/inverter-ups',
      '/products/inverter-ups/iu-1100',
      '/hi/products/inverter-ups/iu-1100',
    ];
    for (const path of paths) {
      expect((await post(JSON.stringify({ path }), { 'user-agent': userAgent })).status).toBe(204);
    }
    const rows = await db().clickLog.findMany({ where: { userAgent } });
    expect(rows.map((r) => r.path).sort()).toEqual([...paths].sort());
  });

  it('refuses another website (403) and a body that is not JSON by type (415), storing nothing', async () => {
    const userAgent = randomUUID();
    const body = JSON.stringify({ path: '/' });
    const foreign = await post(body, { 'user-agent': userAgent, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      message: 'Requests from other websites are not accepted.',
    });
    const plain = await post(body, { 'user-agent': userAgent, 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('answers 429 with Retry-After after 120 reports a minute from one address', async () => {
    const ip = newIp();
    const statuses = [];
    await startInOneWindow();
    for (let i = 0; i < 120; i++) {
      statuses.push((await post('{}', { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const refused = await post('{}', { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a body over 1 KB (413) and a body cut short (400), storing nothing', async () => {
    const userAgent = randomUUID();
    const huge = await post(JSON.stringify({ path: `/${'x'.repeat(2_000)}` }), {
      'user-agent': userAgent,
    });
    expect(huge.status).toBe(413);
    const cut = await post('{"path":"/our-te', { 'user-agent': userAgent });
    expect(cut.status).toBe(400);
    expect(await cut.json()).toEqual({ message: 'The request body must be valid JSON.' });
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(0);
  });

  it('stores exactly 120 of 140 beacons sent at once from one address; the rest are 429', async () => {
    const ip = newIp();
    const userAgent = randomUUID();
    await startInOneWindow();
    const statuses = await Promise.all(
      Array.from({ length: 140 }, () =>
        post(JSON.stringify({ path: '/our-team' }), {
          'x-forwarded-for': ip,
          'user-agent': userAgent,
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await db().clickLog.count({ where: { userAgent } })).toBe(120);
  });
});
