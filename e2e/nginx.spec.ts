import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { pageRoutesOnDisk } from './support/app-routes';
import { requestFrom } from './support/from-address';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { NGINX, startNginx, viaNginx } from './support/nginx';
import { E2E } from './support/settings';

/**
 * The site behind a real nginx, configured as docs/operations/nginx.md says. What a
 * client sends in X-Forwarded-For never becomes its address: the address nginx saw does, and the
 * limits count on it.
 */
test.skip(!existsSync(NGINX), 'nginx is not installed (apt-get install nginx)');
test.describe.configure({ mode: 'serial' });

let edge: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => {
  edge = await startNginx(E2E.sitePort);
});
test.afterAll(async () => {
  await edge?.stop();
});

/** A loopback address of this test's own (127.0.0.0/8 all reaches this machine). */
const ownLoopback = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

const subscribe = (from: string, email: string, forwarded: string) =>
  viaNginx(edge.port, from, {
    method: 'POST',
    path: '/api/emailsubscribe/submitsubscribemail',
    headers: {
      'content-type': 'application/json',
      origin: new URL(`http://127.0.0.1:${E2E.sitePort}`).origin,
      'x-forwarded-for': forwarded,
    },
    body: JSON.stringify({ email }),
  });

test('the stored address is the one nginx saw, not the forged header', async () => {
  const from = ownLoopback();
  const email = `edge-${randomUUID()}@example.com`;
  const answer = await subscribe(from, email, '203.0.113.9');
  expect(answer.status).toBeLessThan(300);
  expect(await sql('SELECT ip FROM "Subscriber" WHERE email = $1', [email])).toEqual([
    { ip: from },
  ]);
});

test("the site answers under nginx's request id, so one id names the request in both logs", async () => {
  const from = ownLoopback();
  for (const path of ['/', '/api/director/board-of-directors']) {
    const answer = await viaNginx(edge.port, from, {
      path,
      headers: { 'x-request-id': 'chosen-by-the-client-0000' },
    });
    // nginx's $request_id: 32 hex digits, replacing whatever the client sent.
    expect(answer.headers['x-request-id'], path).toMatch(/^[0-9a-f]{32}$/);
  }
});

test('forging a new X-Forwarded-For (valid or junk) on every request does not escape the limit', async () => {
  const from = ownLoopback();
  const forged = [
    '198.51.100.1',
    'x'.repeat(60),
    '2001:db8::7',
    'not-an-ip',
    '10.0.0.1',
    '1.2.3.4',
  ];
  const statuses = [];
  // Six requests in a second or two: the sixth is refused even across a minute's edge
  // (lib/platform/rate-limit/rate-limit.test.ts, "a burst across the edge"), so no waiting.
  for (const value of forged) {
    statuses.push((await subscribe(from, `edge-${randomUUID()}@example.com`, value)).status);
  }
  expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
  expect(statuses[5]).toBe(429);
});

test('over HTTPS at the edge, pages, the API and assets carry HSTS and the security headers', async () => {
  const from = ownLoopback();
  const home = await viaNginx(edge.port, from, { path: '/' });
  expect(home.status).toBe(200);
  const asset = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
  expect(asset).toBeTruthy();
  for (const path of ['/', '/online-payment', asset!, '/api/director/board-of-directors']) {
    const answer = await viaNginx(edge.port, from, { path });
    expect(answer.headers['strict-transport-security'], path).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
  }
  expect(home.headers['content-security-policy']).toContain('upgrade-insecure-requests');
});

test("one visitor's language choice never redirects another, whatever the home page's query string", async () => {
  const tag = randomUUID().slice(0, 8);
  for (const query of [`?utm_source=newsletter-${tag}`, `?utm_source=a-${tag}&utm_medium=mail`]) {
    const path = `/${query}`;
    const chooser = await viaNginx(edge.port, ownLoopback(), {
      path,
      headers: { cookie: 'lang=hi' },
    });
    expect(chooser.status, path).toBe(307);
    expect(chooser.headers.location, path).toBe(`/hi${query}`);
    // Six other visitors, within the copy's second: each gets the English home page.
    for (let i = 0; i < 6; i++) {
      const other = await viaNginx(edge.port, ownLoopback(), { path });
      expect([path, i, other.status]).toEqual([path, i, 200]);
    }
    // And the chooser, after them, still goes to the Hindi home page.
    const again = await viaNginx(edge.port, ownLoopback(), {
      path,
      headers: { cookie: 'lang=hi' },
    });
    expect(again.status, path).toBe(307);
  }
});

test("redirects through the edge are relative: never Next's own host or port", async () => {
  const from = ownLoopback();
  for (const [path, location] of [
    ['/api/newsletter/unsubscribe?token=abc', '/newsletter/unsubscribe?token=abc'],
    ['/About-Us?x=1', '/about-us?x=1'],
    ['/%61bout-us', '/about-us'],
    ['/staff/enquiries', '/staff/login?callbackUrl=%2Fstaff%2Fenquiries'],
  ] as const) {
    const answer = await viaNginx(edge.port, from, { path });
    expect([path, answer.status >= 300 && answer.status < 400]).toEqual([path, true]);
    expect([path, answer.headers.location]).toEqual([path, location]);
    expect(answer.body, path).not.toContain(String(E2E.sitePort));
  }
});

test('every spelling of a page reaches it under its own name: a 308 to the plain spelling, never a 500', async () => {
  // Each page of the app/ tree, English and Hindi, with each segment's first letter escaped
  // (/%61bout-us, /%68i/%61bout-us) and a hyphen escaped, directly and through the edge.
  const spellings = pageRoutesOnDisk()
    .filter((page) => page !== '/')
    .flatMap((page) => {
      const escaped = page.replace(
        /\/([a-z])/g,
        (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`,
      );
      return [
        [escaped, page],
        [`/%68i${escaped}`, `/hi${page}`],
        ...(page.includes('-') ? [[page.replace('-', '%2D'), page]] : []),
      ] as const;
    });
  expect(spellings.length).toBeGreaterThan(60);
  const from = ownLoopback();
  for (const [spelled, plain] of spellings) {
    for (const [where, ask] of [
      ['direct', () => requestFrom(from, `http://127.0.0.1:${E2E.sitePort}`, { path: spelled })],
      ['edge', () => viaNginx(edge.port, from, { path: spelled })],
    ] as const) {
      const answer = await ask();
      expect([where, spelled, answer.status, answer.headers.location]).toEqual([
        where,
        spelled,
        308,
        plain,
      ]);
    }
  }
  // Escapes no page has: the site's not-found page, never a server error (nginx itself refuses
  // an escape without two hex digits, 400).
  for (const path of ['/%zz', '/%FF', '/about-us%', '/about-us%2F', '/%2F', '/%E0%A4']) {
    const direct = await requestFrom(from, `http://127.0.0.1:${E2E.sitePort}`, { path });
    expect([path, direct.status]).toEqual([path, 404]);
    const edged = await viaNginx(edge.port, from, { path });
    expect([path, edged.status]).toEqual([path, /%(?![0-9A-Fa-f]{2})/.test(path) ? 400 : 404]);
  }
});

test('the Hindi payment page spelled with an escape gets the nonce policy, as every spelling of it does', async () => {
  const from = ownLoopback();
  for (const spelled of ['/%68i/online-payment', '/hi/%6Fnline-payment', '/%6Fnline-payment']) {
    const redirect = await viaNginx(edge.port, from, { path: spelled });
    expect([spelled, redirect.status]).toEqual([spelled, 308]);
    const page = await viaNginx(edge.port, from, { path: redirect.headers.location as string });
    expect(page.status, spelled).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp, spelled).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(csp, spelled).toContain('report-to csp-endpoint');
    expect(page.headers['reporting-endpoints'], spelled).toBeTruthy();
  }
});

test("the edge's access log never holds a token, a query string or a Referer's path", async () => {
  const from = ownLoopback();
  const token = () => randomBytes(32).toString('base64url');
  const secrets = [token(), token(), token(), token(), token(), `led-${randomUUID()}`];
  const [receipt, password, confirm, unsubscribe, oneClick, search] = secrets;
  const asked = [
    `/api/payment/receipt/${receipt}`,
    `/staff/set-password/${password}`,
    `/hi/newsletter/confirm?token=${confirm}`,
    `/newsletter/unsubscribe?token=${unsubscribe}`,
    `/api/newsletter/unsubscribe?token=${oneClick}`,
    `/search?q=${search}`,
  ];
  for (const path of asked) {
    const answer = await viaNginx(edge.port, from, {
      path,
      headers: { referer: `https://127.0.0.1/staff/set-password/${password}?token=${confirm}` },
    });
    expect(answer.status, path).toBeLessThan(500);
    // Pages whose address holds a secret send no Referer on (search results hold none).
    if (!path.startsWith('/search')) {
      expect([path, answer.headers['referrer-policy']]).toEqual([path, 'no-referrer']);
    }
  }
  // nginx writes a line once the answer is sent.
  const linesFrom = async () =>
    (await readFile(nodePath.join(edge.dir, 'access.log'), 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith(`${from} `));
  await expect.poll(async () => (await linesFrom()).length).toBe(asked.length);
  const log = await linesFrom();
  for (const secret of secrets) expect(log.join('\n')).not.toContain(secret);
  expect(log.map((line) => /"GET (\S+) HTTP/.exec(line)?.[1])).toEqual([
    '/api/payment/receipt/:token',
    '/staff/set-password/:token',
    '/hi/newsletter/confirm?[redacted]',
    '/newsletter/unsubscribe?[redacted]',
    '/api/newsletter/unsubscribe?[redacted]',
    '/search?[redacted]',
  ]);
  for (const line of log) expect(line).toContain('"https://127.0.0.1" ');
});
