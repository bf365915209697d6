import { randomUUID } from 'node:crypto';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { requestFrom } from './support/from-address';
import { siteUrl } from './support/settings';
import { createStaffUser, STAFF_PASSWORD } from './support/staff';

/**
 * A client that reaches the site directly (not through the trusted proxy at 127.0.0.1, which
 * the other specs speak as) is its connection's address, whatever it says about itself: the
 * site's server (scripts/next-server.mjs) drops every such header. Each test comes from a
 * loopback address of its own.
 */
test.describe.configure({ mode: 'serial' });

const origin = siteUrl();
/** Headers a client may send to pass for someone else, each naming a new address. */
const forgery = (i: number): Record<string, string> => ({
  'x-forwarded-for': `198.51.100.${i + 1}`,
  'x-real-ip': `198.51.101.${i + 1}`,
  forwarded: `for=198.51.102.${i + 1}`,
  'true-client-ip': `198.51.103.${i + 1}`,
  'x-client-ip': `198.51.104.${i + 1}`,
});

const subscribe = (from: string, email: string, i: number) =>
  requestFrom(from, origin, {
    method: 'POST',
    path: '/api/emailsubscribe/submitsubscribemail',
    headers: { 'content-type': 'application/json', origin, ...forgery(i) },
    body: JSON.stringify({ email }),
  });

test('a direct client is stored as its connection, not as any header it sends', async () => {
  const email = `direct-${randomUUID()}@example.com`;
  const answer = await subscribe('127.0.0.2', email, 0);
  expect(answer.status).toBeLessThan(300);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(await sql('SELECT ip FROM "Subscriber" WHERE email = $1', [email])).toEqual([
    { ip: '127.0.0.2' },
  ]);
});

test('rotating the headers on every post does not escape the limit', async () => {
  // Six requests in a second or two: the sixth is refused even across a minute's edge
  // (lib/platform/rate-limit/rate-limit.test.ts, "a burst across the edge"), so no waiting.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await subscribe('127.0.0.4', `rotate-${randomUUID()}@example.com`, i)).status);
  }
  expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
  expect(statuses[5]).toBe(429);
});

/** next-auth's password step, as the sign-in form posts it, from `from`. */
async function signInFrom(from: string, email: string, password: string, i: number) {
  const csrf = await requestFrom(from, origin, { path: '/api/auth/csrf' });
  const cookie = [csrf.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const answer = await requestFrom(from, origin, {
    method: 'POST',
    path: '/api/auth/callback/credentials',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      cookie,
      ...forgery(i),
    },
    body: new URLSearchParams({ email, password, csrfToken, json: 'true' }).toString(),
  });
  return JSON.parse(answer.body) as { url: string };
}

test('rotating the headers buys no password guesses: the sixth try, right or not, is locked', async () => {
  test.slow(); // argon2id on every try
  const email = await createStaffUser();
  for (let i = 0; i < 5; i++) {
    const { url } = await signInFrom('127.0.0.3', email, `wrong-${i}`, i);
    expect(url).toContain('error=CredentialsSignin');
  }
  const { url } = await signInFrom('127.0.0.3', email, STAFF_PASSWORD, 5);
  expect(url).toContain('error=Locked');
  const attempts = await sql<{ ip: string }>('SELECT ip FROM "LoginAttempt" WHERE email = $1', [
    email,
  ]);
  expect(attempts.length).toBeGreaterThanOrEqual(5);
  expect(new Set(attempts.map((a) => a.ip))).toEqual(new Set(['127.0.0.3']));
});

test('every answer carries a request id: pages, the API, assets, files and errors', async () => {
  const home = await requestFrom('127.0.0.2', origin, { path: '/' });
  const asset = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
  expect(asset).toBeTruthy();
  const ids = new Set<string>();
  for (const path of [
    '/',
    '/online-payment',
    asset!,
    '/robots.txt',
    '/api/director/board-of-directors',
    '/no-such-page',
    '/staff',
  ]) {
    const answer = await requestFrom('127.0.0.2', origin, {
      path,
      headers: { 'x-request-id': 'chosen-by-the-client-0000' },
    });
    const id = answer.headers['x-request-id'];
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(String(id));
  }
  expect(ids.size).toBe(7);
});
