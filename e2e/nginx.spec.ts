import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
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
