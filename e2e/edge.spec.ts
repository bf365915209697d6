import { LANGUAGE_CODES, localPath, splitLanguage, type Language } from '../content/languages';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { REDIS_SERVER, startInstance, startRedis, type Instance } from './support/instances';
import { NGINX, startNginx, viaNginx } from './support/nginx';
import { requestFrom } from './support/from-address';
import { E2E } from './support/settings';
import { sql } from './support/db';
import { takenSms } from './support/mobile-check';
import { standInToken } from './stand-ins/siteverify';
import { E2E_REVALIDATE_SECRET } from './support/investors';
import { createStaffUser, signIn } from './support/staff';
import type { StaffRole } from '../lib/platform/auth/roles';
import type { Browser } from '@playwright/test';
import { ROUTES } from '../content/routes';
import { FINDER_TEXT } from '../content/catalogue';
import { FINDER_TEXT as HI_FINDER } from '../content/hi/catalogue';
import { STAFF_CATALOGUE_TEXT as S } from '../content/staff-catalogue';
import { finderSearch, parseFinderQuery } from '../lib/catalogue/finder';
import { SHARED_PAGE_CACHE_CONTROL } from '../lib/features/page-headers';

/**
 * Results day as deployed (docs/operations/deployment.md, "Several instances"): two instances of
 * the e2e build on one Redis cache (REDIS_URL), one database and one file store
 * (FILE_STORAGE=database), behind the shipped nginx edge (deploy/nginx/site.conf.template). The
 * `edge` project runs this last, after every other spec; its tests run in order.
 */
test.skip(
  !existsSync(NGINX) || !existsSync(REDIS_SERVER),
  'nginx or redis-server is not installed (.ci/run installs both)',
);
test.describe.configure({ mode: 'serial' });

let redis: Awaited<ReturnType<typeof startRedis>>;
let a: Instance;
let b: Instance;
let edge: Awaited<ReturnType<typeof startNginx>>;

const folders: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedis();
  // Each instance has a storage folder of its own, as on two machines: a file one stores can
  // reach the other only through the shared store (the database).
  const instance = () => {
    folders.push(mkdtempSync(path.join(tmpdir(), 'edge-files-')));
    return startInstance({
      REDIS_URL: redis.url,
      FILE_STORAGE: 'database',
      STORAGE_DIR: folders.at(-1)!,
    });
  };
  [a, b] = await Promise.all([instance(), instance()]);
  edge = await startNginx([a.port, b.port], E2E.edgePort);
});
test.afterAll(async () => {
  await edge?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  viaNginx(edge.port, '127.0.0.1', { path, headers });

/** A page of an instance, with Next's cache header (HIT: from the shared cache in Redis). */
async function visit(base: string, path = '/investor-relations/board-of-directors') {
  const response = await fetch(base + path);
  await response.text();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

const revalidate = (base: string) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
  });

// First, while no page has been asked for: the shared cache starts empty for the build.
test('a page rendered by one instance is a cache hit on the other', async () => {
  expect(await visit(a.url)).toEqual({ status: 200, cache: 'MISS' });
  expect(await visit(b.url)).toEqual({ status: 200, cache: 'HIT' });
});

test('a revalidation on one instance is seen by the other', async () => {
  expect(await visit(b.url)).toEqual({ status: 200, cache: 'HIT' });
  const response = await revalidate(a.url);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ revalidated: true, tags: ['investors'] });
  // B renders the page anew instead of serving what it had, and A serves B's new copy.
  expect((await visit(b.url)).cache).not.toBe('HIT');
  expect(await visit(b.url)).toEqual({ status: 200, cache: 'HIT' });
  expect(await visit(a.url)).toEqual({ status: 200, cache: 'HIT' });
});

/** Asks until nginx answers from its cache (a few tries: the first fills it). */
async function cacheStatuses(path: string) {
  const seen: string[] = [];
  for (let i = 0; i < 5 && seen.at(-1) !== 'HIT'; i++) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    seen.push(String(answer.headers['x-cache-status']));
  }
  return seen;
}

/**
 * Sitemap pages Next renders per request (it answers them `private, no-store`), so the edge never
 * keeps them: the payment page (a nonce per request) and the pages that answer a query (locator,
 * calculator, tracking). The form pages are static (their settings are the build's:
 * scripts/stale-build.ts). The product index is rendered per request too, but is the same for
 * everyone at one address, so it is shareable and kept (lib/features/page-headers.ts). Any other
 * page turning dynamic fails the test below.
 */
const RENDERED_PER_REQUEST = [
  '/dealer-locator',
  '/inverter-battery-calculator',
  '/online-payment',
  '/service-request/track',
];

test('every other page of the sitemap is answered from the edge’s cache', async () => {
  test.setTimeout(180_000);
  const sitemap = await (await fetch(`${a.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  const never: string[] = [];
  for (const path of paths) if ((await cacheStatuses(path)).at(-1) !== 'HIT') never.push(path);
  // Their twins in every other language (/hi/…) are rendered per request alike.
  const everyLanguage = LANGUAGE_CODES.flatMap((language) =>
    RENDERED_PER_REQUEST.map((path) => localPath(path, language)),
  );
  expect(never.sort()).toEqual(everyLanguage.sort());
  for (const path of never) {
    const answer = await get(path);
    expect(String(answer.headers['cache-control']), path).toContain('no-store');
    expect(['MISS', 'BYPASS'], path).toContain(answer.headers['x-cache-status']);
  }
});

test('the payment page is never cached, and its nonce differs on every request', async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const answer = await get('/online-payment');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache-status']).toBe('BYPASS');
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.body).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);
});

/** A flight-data request as the router sends it: Next 16 first sends one without `_rsc` on to its hashed address. */
async function flight(path: string) {
  const answers = [await get(path, { rsc: '1' })];
  const location = answers[0]!.headers.location;
  if (answers[0]!.status === 307 && location) {
    const next = new URL(String(location), 'https://127.0.0.1');
    answers.push(await get(`${next.pathname}${next.search}`, { rsc: '1' }));
  }
  return answers;
}

test('a flight-data request never gets HTML, and a page request never gets flight data', async () => {
  for (const path of ['/about-us', '/bess']) {
    // Either order, within the cache's second.
    const html1 = await get(path);
    const flights = [...(await flight(path)), ...(await flight(path))];
    const html2 = await get(path);
    for (const html of [html1, html2]) {
      expect(String(html.headers['content-type'])).toContain('text/html');
    }
    for (const answer of flights) {
      expect(String(answer.headers['content-type'])).not.toContain('text/html');
      expect(answer.headers['x-cache-status']).toBe('BYPASS');
    }
    expect(String(flights.at(-1)!.headers['content-type'])).toContain('text/x-component');
  }
});

/** A finder's address in its own form (any other is a 307 to it), in a language. */
const finderPath = (
  line: 'led-lights' | null,
  params: Record<string, string>,
  language: Language,
) =>
  localPath(line ? `/products/${line}` : '/products', language) +
  finderSearch(parseFinderQuery(line, params));

/** Filtered finder addresses, a line's and the index's, in every language. */
const FILTERED_FINDERS = LANGUAGE_CODES.flatMap((language) => [
  finderPath(
    'led-lights',
    { 'min-wattage': '10', 'max-wattage': '40', sort: 'price-asc' },
    language,
  ),
  finderPath(null, { q: '18W panel' }, language),
]);
/** Asks until nginx answers from its cache; its last answer. */
async function fromCache(path: string) {
  let answer = await get(path);
  for (let i = 0; i < 4 && answer.headers['x-cache-status'] !== 'HIT'; i++)
    answer = await get(path);
  return answer;
}
const RESULTS_HEADING = { en: FINDER_TEXT.results(2), hi: HI_FINDER.results(2) };

test('a finder’s filtered address is answered from the edge’s cache, in every language', async () => {
  for (const path of FILTERED_FINDERS) {
    const answer = await fromCache(path);
    expect(answer.headers['x-cache-status'], path).toBe('HIT');
    expect(answer.headers['cache-control'], path).toBe(SHARED_PAGE_CACHE_CONTROL);
    // The copy is that address's page: its language's results ("45 models found").
    const { language } = splitLanguage(path);
    const heading = RESULTS_HEADING[language].replace('2', '\\d+');
    expect(answer.body, path).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  }
  // Another query is a page of its own: asked for the first time, it reaches Next.
  const unseen = finderPath(null, { q: randomUUID().slice(0, 8) }, 'en');
  expect((await get(unseen)).headers['x-cache-status']).toBe('MISS');
});

test('a finder page is the same for everyone: cookies and clients change nothing in it', async () => {
  const path = FILTERED_FINDERS[0]!;
  const render = async (base: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(base + path, { headers });
    expect(answer.headers.get('set-cookie')).toBeNull();
    return answer.text();
  };
  const plain = await render(a.url);
  const other = await render(b.url, {
    cookie: 'lang=hi; staff-session=forged; __Host-staff-session=forged',
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile edge-test',
    'accept-language': 'hi-IN',
  });
  expect(other).toBe(plain);
});

test('a finder’s flight data and a request with a staff session are never answered from the edge’s cache', async () => {
  const path = FILTERED_FINDERS[0]!;
  expect((await cacheStatuses(path)).at(-1)).toBe('HIT');
  const flights = [...(await flight(path)), ...(await flight(path))];
  for (const answer of flights) {
    expect(answer.headers['x-cache-status']).toBe('BYPASS');
    expect(String(answer.headers['content-type'])).not.toContain('text/html');
  }
  const data = flights.at(-1)!;
  expect(String(data.headers['content-type'])).toContain('text/x-component');
  expect(String(data.headers['cache-control'])).toContain('no-store');
  for (const cookie of ['staff-session=forged', '__Host-staff-session=forged']) {
    for (let i = 0; i < 2; i++) {
      const answer = await get(path, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache-status'], cookie).toBe('BYPASS');
    }
  }
});

test('a rate limit holds across both instances (one count in the database)', async () => {
  const client = `10.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  // Six requests in a second or two: the sixth is refused even across a minute's edge
  // (lib/platform/rate-limit/rate-limit.test.ts, "a burst across the edge"), so no waiting.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const instance = i % 2 === 0 ? a : b;
    const answer = await requestFrom('127.0.0.1', instance.url, {
      method: 'POST',
      path: '/api/emailsubscribe/submitsubscribemail',
      headers: {
        'content-type': 'application/json',
        origin: new URL(`http://127.0.0.1:${E2E.sitePort}`).origin,
        'x-forwarded-for': client,
      },
      body: JSON.stringify({ email: `edge-${randomUUID()}@example.com` }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
  expect(statuses[5]).toBe(429);
});

test('30 requests at once for one mobile number, over both instances, send one SMS code', async () => {
  const mobile = `6${String(randomInt(1e9)).padStart(9, '0')}`;
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const answer = await requestFrom('127.0.0.1', (i % 2 === 0 ? a : b).url, {
        method: 'POST',
        path: '/api/mobile-check',
        headers: {
          'content-type': 'application/json',
          origin: new URL(`http://127.0.0.1:${E2E.sitePort}`).origin,
          // Each from a client of its own: only the number's limit can hold them.
          'x-forwarded-for': `10.32.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({
          mobile,
          purpose: 'service-request',
          recaptchaToken: standInToken(0.9, 'mobile_check'),
        }),
      });
      return answer.status;
    }),
  );
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(29);
  expect((await takenSms()).filter((m) => m.to === `+91${mobile}`)).toHaveLength(1);
});

test('a page the edge answers from its cache is still one page view, sent by the browser', async ({
  browser,
}) => {
  const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 edge-${randomUUID()}`;
  const context = await browser.newContext({
    baseURL: `https://127.0.0.1:${edge.port}`,
    ignoreHTTPSErrors: true,
    userAgent: agent,
  });
  const page = await context.newPage();
  const views = async () =>
    (
      await sql<{ element: string; ipAddress: string | null }>(
        'SELECT element, "ipAddress" FROM "ClickLog" WHERE "userAgent" = $1 ORDER BY "createdAt", id',
        [agent],
      )
    ).map((row) => `${row.element} from ${row.ipAddress}`);
  const statuses: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      statuses.push(String(response.headers()['x-cache-status']));
    }
  });
  for (let i = 1; i <= 3; i++) {
    await page.goto('/our-journey');
    // Each view is sent once the page has hydrated; the next load waits for it.
    await expect.poll(async () => (await views()).length).toBe(i);
  }
  // Loaded three times: the edge answered at least the later loads from its cache.
  expect(statuses).toContain('HIT');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Our Customers' })
    .click();
  await expect(page).toHaveURL(/\/our-customers$/);
  await expect
    .poll(views)
    .toEqual([
      ...Array(3).fill('Navigated to /our-journey from 127.0.0.1'),
      'Navigated to /our-customers from 127.0.0.1',
    ]);
  await context.close();
});

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/**
 * A new member of `role` signed in through the public address, the edge, which sends each
 * request to either instance; close the context after.
 */
async function signInAtEdge(browser: Browser, role: StaffRole) {
  const email = await createStaffUser(undefined, { roles: [role] });
  const context = await browser.newContext({
    baseURL: `https://127.0.0.1:${edge.port}`,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL(/\/staff$/);
  return { context, page };
}

/** Waits until `check` holds; returns how long that took (the limit is the test's own). */
async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test('a staff save through the edge shows on both instances and through the edge within 2 s; its file is served and deleted by both', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await signInAtEdge(browser, 'investor_relations');
  // Every instance has listed the policies once, so each holds a cached copy to replace.
  const policies = ROUTES.policies.path;
  for (const base of [a.url, b.url]) expect((await fetch(base + policies)).status).toBe(200);
  await get(policies);

  const title = `Edge policy ${randomUUID().slice(0, 8)}`;
  await page.goto('/staff/investors/documents');
  const form = page.getByRole('region', { name: 'Add a document' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Year').fill('2025-26');
  await form.getByLabel('Kind').selectOption('policy');
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: 'edge.pdf', mimeType: 'application/pdf', buffer: PDF(title) });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');

  const lists = async (read: () => Promise<string>) => (await read()).includes(title);
  const on = (base: string) => () => lists(async () => (await fetch(base + policies)).text());
  const viaEdge = () => lists(async () => (await get(policies)).body);
  const seen = await Promise.all([on(a.url), on(b.url), viaEdge].map((c) => within(2_000, c)));
  expect(seen, 'A, B and the edge list the new filing within 2 s').toEqual([true, true, true]);

  const [row] = await sql<{ id: string; file: string }>(
    'SELECT id, file FROM "InvestorDocument" WHERE title = $1',
    [title],
  );
  const fileOn = (base: string) => fetch(`${base}/files/${row!.file}`);
  const fromB = await fileOn(b.url);
  expect(fromB.status).toBe(200);
  expect(Buffer.from(await fromB.arrayBuffer()).toString()).toBe(PDF(title).toString());

  const fromA = await fileOn(a.url);
  expect(fromA.status).toBe(200);

  // Deleted: gone from the list and the file, on both.
  await page.goto('/staff/investors/documents');
  await page.getByLabel(`Reason for deleting ${title} - 2025-26`).fill('Filed by mistake');
  await page.getByRole('button', { name: `Delete ${title} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted.');
  for (const base of [a.url, b.url]) expect((await fileOn(base)).status, base).toBe(404);
  const gone = await Promise.all(
    [on(a.url), on(b.url), viaEdge].map((listed) => within(2_000, async () => !(await listed()))),
  );
  expect(gone).toEqual([true, true, true]);
  // Each action's redirect was served by the instance itself (scripts/next-server.mjs names its
  // own address): Next did not try to fetch the page from itself over HTTPS and fail.
  for (const instance of [a, b]) expect(instance.errors()).not.toContain('failed to get redirect');
  await context.close();
});

test('a model a member adds shows in the finders through the edge within 2 s, in both languages', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await signInAtEdge(browser, 'catalogue');
  // Sheet metal: the line whose models the catalogue specs do not count.
  const code = `SM-EDGE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const slug = code.toLowerCase();
  const finders = LANGUAGE_CODES.map((language) => ({
    path: finderPath(null, { q: code }, language),
    link: `href="${localPath(`/products/sheet-metal/${slug}`, language)}"`,
  }));
  // The edge keeps each finder's answer from before the save: no model found.
  for (const { path, link } of finders) {
    expect((await cacheStatuses(path)).at(-1), path).toBe('HIT');
    expect((await get(path)).body).not.toContain(link);
  }

  await page.goto('/staff/catalogue/new?line=sheet-metal');
  await page.getByLabel(S.fields.code, { exact: true }).fill(code);
  await page.getByLabel(S.fields.series, { exact: true }).selectOption('enclosure');
  await page.getByLabel(S.fields.nameEn, { exact: true }).fill(`Edge enclosure ${code}`);
  await page.getByLabel(S.fields.nameHi, { exact: true }).fill(`एज एनक्लोज़र ${code}`);
  await page.getByLabel(S.fields.summaryEn, { exact: true }).fill('An IP66 wall enclosure.');
  await page.getByLabel(S.fields.summaryHi, { exact: true }).fill('IP66 दीवार एनक्लोज़र।');
  await page.getByLabel('Steel grade', { exact: true }).selectOption('ss-316');
  await page.getByLabel('Thickness (mm)').fill('1.2');
  await page.getByLabel('Finish', { exact: true }).selectOption('mirror');
  await page.getByLabel(S.fields.warrantyMonths, { exact: true }).fill('24');
  await page.getByLabel(S.fields.launchedOn, { exact: true }).fill('2025-09-01');
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.created);

  const seen = await Promise.all(
    finders.map(({ path, link }) =>
      within(2_000, async () => (await get(path)).body.includes(link)),
    ),
  );
  expect(seen, 'each language’s finder lists the model through the edge within 2 s').toEqual(
    finders.map(() => true),
  );
  await context.close();
});

// Last: Redis goes away and comes back.
test('with Redis stopped pages render and a revalidation reports failure; back, caching resumes', async () => {
  test.slow();
  await redis.stop();
  expect(await visit(b.url)).toEqual({ status: 200, cache: 'MISS' });
  expect(await visit(b.url)).toEqual({ status: 200, cache: 'MISS' });
  expect((await get('/our-journey')).status).toBe(200);
  const refused = await revalidate(a.url);
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toMatch(/^Not revalidated: the shared cache/);

  await redis.start();
  // Each instance reconnects on its own (after a pause of about a second; A first writes the
  // revalidation it refused, which makes B's fresh entry stale once more).
  for (const base of [b.url, a.url, b.url]) {
    await expect.poll(async () => (await visit(base)).cache, { timeout: 20_000 }).toBe('HIT');
  }
  expect((await revalidate(a.url)).status).toBe(200);
});
