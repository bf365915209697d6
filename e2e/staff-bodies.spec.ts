import { request as playwrightRequest } from '@playwright/test';
import { HTTP_MESSAGES } from '@/content/api';
import { MAX_PUBLIC_PAGE_BODY_BYTES, MAX_STAFF_BODY_BYTES } from '@/lib/platform/auth/staff-paths';
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

/**
 * Public pages take server actions of a few hundred bytes (the warranty check, ticket tracking,
 * the newsletter links): a post to any page address, in any form Next.js would read as an
 * action, is refused with 413 above 64 KB before anything reads it. The 22 MB of the staff
 * uploads is theirs alone.
 */
test('public pages: no server action body over 64 KB, at any address', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const big = Buffer.alloc(2 * 1024 * 1024, 'a');
  const posts: [string, Record<string, string>][] = [
    ['/warranty/check', { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' }],
    ['/', { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' }],
    ['/about-us.rsc', { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' }],
    ['/newsletter/confirm', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['/service-request/track', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['/robots.txt', { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' }],
  ];
  for (const [url, headers] of posts) {
    const response = await api.post(url, { headers, data: big });
    expect(response.status(), url).toBe(413);
    expect(await response.text(), url).toBe(HTTP_MESSAGES.tooLargePlain);
  }
  // Just under the limit, the same post reaches Next.js (which finds no such action).
  const small = await api.post('/warranty/check', {
    headers: { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' },
    data: Buffer.alloc(MAX_PUBLIC_PAGE_BODY_BYTES, 'a'),
  });
  expect(small.status()).not.toBe(413);
  await api.dispose();
});
