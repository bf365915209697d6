import { request as playwrightRequest } from '@playwright/test';
import { ACCESS_MESSAGES } from '@/content/api';
import { staffDynamicParents } from './support/app-routes';
import { expect, test } from './support/fixtures';

/**
 * An encoded slash stays inside its segment when Next.js routes a request, so
 * `/staff/accounts/..%2F..%2F..%2Fabout-us` is the page `/staff/accounts/[id]`, though a path
 * resolved the usual way reads `/about-us`. The proxy's gate judges every reading: each staff
 * address with a [dynamic] segment (found in the app tree), walked out with encoded slashes, meets
 * the gate (its sign-in redirect carries the address asked for; the pages' own has none).
 */
test('encoded slashes do not walk a staff address past the gate', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const parents = staffDynamicParents();
  expect(parents).toEqual(expect.arrayContaining(['/staff/accounts', '/api/staff/warranty']));
  for (const parent of parents) {
    for (const walk of [
      '..%2F..%2F..%2F..%2Fabout-us',
      '..%2f..%2f..%2f..%2f',
      '%2E%2E%2F..%2F..%2F..%2Fhealth',
    ]) {
      const url = `${parent}/${walk}`;
      const response = await api.get(url);
      if (parent.startsWith('/api/')) {
        expect(response.status(), url).toBe(401);
        expect(await response.json(), url).toEqual({ message: ACCESS_MESSAGES.signIn });
        expect(response.headers()['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      } else {
        expect(response.status(), url).toBe(307);
        const location = new URL(response.headers().location!, baseURL);
        expect(location.pathname, url).toBe('/staff/login');
        expect(location.searchParams.get('callbackUrl'), url).toBe(new URL(url, baseURL).pathname);
      }
    }
  }
  await api.dispose();
});
