import { request as playwrightRequest } from '@playwright/test';
import { MAX_STAFF_BODY_BYTES } from '@/lib/auth/staff-paths';
import { expect, test } from './support/fixtures';
import { sessionCookie, staffMember, staffSession } from './support/staff-boundary';

/**
 * Bodies before sessions: only the investor upload forms take large bodies, nothing under /staff
 * is read before its session is checked, and a staff body must say how long it is.
 */
test('staff bodies: 1 MB outside the upload forms, and no session, no reading', async ({
  baseURL,
}) => {
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const admin = await staffMember(['admin']);
  const cookie = await sessionCookie(admin, await staffSession(admin));
  const big = Buffer.alloc(MAX_STAFF_BODY_BYTES + 1, 'a');
  const post = (url: string, headers: Record<string, string>, data: Buffer) =>
    api.post(url, { headers: { 'content-type': 'text/plain', ...headers }, data });

  // A signed-in admin: over 1 MB to any staff page but the upload forms is refused unread.
  for (const url of [
    '/staff',
    '/staff/enquiries',
    '/staff/accounts',
    '/api/staff/payments/export',
  ]) {
    const response = await post(url, { cookie }, big);
    expect(response.status(), url).toBe(413);
  }
  // The upload forms take it (the action's own checks then answer, not the size gate).
  const upload = await post('/staff/investors/documents', { cookie }, big);
  expect(upload.status()).not.toBe(413);

  // Anonymous: even a large upload is sent to sign in before anything reads it.
  const anonymous = await post('/staff/investors/documents', {}, Buffer.alloc(3 * 1024 * 1024));
  expect(anonymous.status()).toBe(307);
  expect(new URL(anonymous.headers().location!, 'http://x').pathname).toBe('/staff/login');
  await api.dispose();
});
