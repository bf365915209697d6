import { SITEMAP_ROUTES as HI_SITEMAP_ROUTES } from '../content/hi/routes';
import { request as playwrightRequest } from '@playwright/test';
import { SITEMAP_ROUTES } from '../content/routes';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import {
  actionBodies,
  actionBody,
  insertMarkers,
  markerState,
  serverActions,
  sessionCookie,
  staffMember,
  staffRoutes,
  staffSession,
} from './support/staff-boundary';

/**
 * Another website can make a signed-in admin's browser post to our pages (a hidden form, or a
 * script posting a server action's body): the browser adds the admin's cookie and the other
 * site's Origin. Every server action in the build and every page, public and staff, posted to
 * that way is refused with a 403 (never Next.js's server error) and changes nothing.
 */
test('writes from another website: every server action and page answers 403 and nothing changes', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const markers = await insertMarkers();
  const admin = await staffMember(['admin']);
  const cookie = await sessionCookie(admin, await staffSession(admin));
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const ours = new URL(baseURL!).origin;
  const foreign = [
    'https://evil.example',
    'null',
    `${ours}.evil.example`,
    ours.replace('http:', 'https:'),
  ];

  const actions = serverActions(markers);
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['markHandled', 'erasePersonData', 'reviewCspReport', 'confirmAction']),
  );
  expect(actions.find((a) => a.name === 'confirmAction')!.pages).toEqual(
    expect.arrayContaining(['/hi/newsletter/confirm', '/newsletter/confirm']),
  );
  const [body] = actionBodies([markers.contactId]);
  const before = await markerState(markers);
  const posts = [
    // Each action on every page that carries it (the Hindi mail-link pages' too).
    ...actions.flatMap((a) =>
      (a.pages.length ? a.pages : [a.page]).map((url) => ({
        url,
        what: `${a.name} on ${url}`,
        action: a.id,
      })),
    ),
    ...SITEMAP_ROUTES.map((r) => ({ url: r.path, what: r.path, action: null })),
    // The same pages in every other language (/hi/…).
    ...HI_SITEMAP_ROUTES.map((r) => ({ url: r.path, what: r.path, action: null })),
    // Each staff page file once (the boundary spec tries its other tables and rows).
    ...[
      ...new Map(
        staffRoutes(markers)
          .filter((r) => r.kind === 'page')
          .reverse()
          .map((r) => [r.pattern, r]),
      ).values(),
    ].map((r) => ({ url: r.url, what: r.url, action: null })),
  ];
  for (const { url, what, action } of posts) {
    for (const origin of foreign) {
      const response = await api.post(url, {
        headers: { cookie, origin, ...(action ? { 'Next-Action': action } : {}) },
        multipart: body!,
      });
      expect(response.status(), `${what} from ${origin}`).toBe(403);
      expect(await response.text()).toBe('Requests from other websites are not accepted.');
    }
  }
  expect(await markerState(markers)).toBe(before);

  // The control: the same call from our own pages' origin does what it says.
  const mark = actions.find((a) => a.name === 'markHandled' && a.pages.includes('/staff/dealers'))!;
  const response = await api.post('/staff/dealers', {
    headers: { cookie, origin: ours, 'Next-Action': mark.id },
    multipart: actionBody(['$K1'], { id: markers.dealerId, handled: 'true' }),
  });
  expect(response.status()).toBe(200);
  const [row] = await sql<{ handledAt: Date | null }>(
    `SELECT "handledAt" FROM "DealerEnquiry" WHERE id = $1`,
    [markers.dealerId],
  );
  expect(row!.handledAt).not.toBeNull();
  await api.dispose();
});
