import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ROUTES } from '../content/routes';
import { PAGE_FILINGS } from '../lib/investors/document-years';
import { STAFF_DOCUMENTS_PAGE } from '../lib/investors/tables/document-filter';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { signInBeforeEach } from './support/staff';

// Years of filings (issue 21): the public pages list by year and never render more than
// PAGE_FILINGS rows; each year has a page of its own, refreshed with the list; the staff list
// filters and pages. The rows are made here, in a year no other test uses.
test.slow();

const DOCS = '/staff/investors/documents';
const YEAR = '1998-99';
const COUNT = 120;
const tag = randomUUID().slice(0, 8);
const title = (n: number) => `Bulk ${tag} ${String(n).padStart(3, '0')}`;
const yearPage = `${ROUTES.shareholding.path}/${YEAR}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // 120 current shareholding patterns of one year, all with the same place in the order (as a
  // bulk load leaves them), and three archived ones.
  const rows = Array.from({ length: COUNT + 3 }, (_, n) => n);
  await sql(
    `INSERT INTO "InvestorDocument" (id, kind, title, year, file, archived, "sortOrder")
     SELECT gen_random_uuid(), 'SHAREHOLDING', t, $2, 'investors/bulk/sample-bulk-filing.pdf', n >= $3, 0
     FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n)`,
    [rows.map((n) => title(n)), `Q1 ${YEAR}`, COUNT + 1],
  );
});

test.afterAll(async () => {
  await sql(`DELETE FROM "InvestorDocument" WHERE title LIKE $1`, [`Bulk ${tag} %`]);
});

signInBeforeEach(test, '198.18.44');

test('the staff list filters by kind, year and list, pages, and moves within a year', async ({
  page,
}) => {
  await page.goto(DOCS);
  const filters = page.getByRole('form', { name: 'Show documents' });
  await filters.getByLabel('Kind').selectOption('shareholding');
  await filters.getByLabel('Year').selectOption(YEAR);
  await filters.getByLabel('List').selectOption('current');
  await filters.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(`${DOCS}?kind=shareholding&year=${YEAR}&state=current`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(`Page 1 of 3 (${COUNT} in all)`);
  const rows = page.getByRole('main').locator('ol > li');
  await expect(rows).toHaveCount(STAFF_DOCUMENTS_PAGE);
  // The first of the year cannot move up; the others can move both ways.
  await expect(rows.first().getByRole('button', { name: /^Move up/ })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 3');
  await expect(rows).toHaveCount(STAFF_DOCUMENTS_PAGE);

  // Moving the first row of page 2 up: the member stays on page 2, and the row now comes
  // before the last of page 1 (the tied order was numbered first).
  const moved = (await rows.first().getByRole('link').first().textContent())!;
  const before = (
    await sql<{ title: string }>(
      `SELECT title FROM "InvestorDocument" WHERE title LIKE $1 AND NOT archived
     ORDER BY "sortOrder", year DESC, title`,
      [`Bulk ${tag} %`],
    )
  ).map((r) => r.title);
  const at = before.findIndex((t) => moved.startsWith(t));
  expect(at).toBe(STAFF_DOCUMENTS_PAGE);
  await rows
    .first()
    .getByRole('button', { name: /^Move up/ })
    .click();
  await expect(page.getByRole('status')).toHaveText('Order changed.');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const after = await sql<{ title: string; sortOrder: number }>(
    `SELECT title, "sortOrder" FROM "InvestorDocument" WHERE title LIKE $1 AND NOT archived
     ORDER BY "sortOrder", year DESC, title`,
    [`Bulk ${tag} %`],
  );
  expect(after.map((r) => r.title)).toEqual([
    ...before.slice(0, at - 1),
    before[at],
    before[at - 1],
    ...before.slice(at + 1),
  ]);
  expect(new Set(after.map((r) => r.sortOrder)).size).toBe(after.length);

  // Preview of every list: ten rows each, with a link to the whole list.
  await page.goto(`${DOCS}?year=${YEAR}`);
  const section = page.getByRole('region', { name: 'Shareholding Pattern Reports' });
  await expect(section.locator('ol > li')).toHaveCount(10 + 3);
  await section.getByRole('link', { name: /^Show all 120 current/ }).click();
  await expect(page).toHaveURL(`${DOCS}?kind=shareholding&year=${YEAR}&state=current`);
});

test('a public year page shows the year a page at a time, and is refreshed by a staff change', async ({
  page,
}) => {
  // On the list page the year is the second newest, so it is open, cut at half the page's
  // rows, with a link to the rest.
  await page.goto(ROUTES.shareholding.path);
  const main = page.getByRole('main');
  const open = main.getByRole('region', { name: YEAR, exact: true });
  await expect(open.getByRole('link', { name: /^View Bulk/ })).toHaveCount(PAGE_FILINGS / 2);
  expect(await main.getByRole('link', { name: /^View / }).count()).toBeLessThanOrEqual(
    PAGE_FILINGS,
  );
  await open.getByRole('link', { name: `All ${COUNT} filings of ${YEAR}` }).click();
  await expect(page).toHaveURL(yearPage);
  await expect(page).toHaveTitle(/^Shareholding Pattern, 1998-99 \|/);
  const section = page.getByRole('region', { name: 'Shareholding Pattern Reports' });
  await expect(section.getByRole('link', { name: /^View Bulk/ })).toHaveCount(PAGE_FILINGS);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`${yearPage}/2`);
  // 120 current and 3 archived: 20 current, then the archived under their own heading.
  await expect(section.getByRole('link', { name: /^View Bulk/ })).toHaveCount(23);
  const archived = section.getByRole('region', { name: 'Archived' });
  await expect(archived.getByRole('link', { name: /^View Bulk/ })).toHaveCount(3);
  // Every year of the kind is one link away, and the list page too.
  const years = page.getByRole('navigation', { name: 'Years' });
  await expect(years.getByRole('link', { name: '2024', exact: true })).toBeVisible();
  await expect(years.getByRole('link', { name: /all years$/ })).toHaveAttribute(
    'href',
    ROUTES.shareholding.path,
  );
  // Unknown years and pages are 404s.
  for (const path of [`${yearPage}/3`, `${yearPage}/1`, `${ROUTES.shareholding.path}/1997-98`]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  for (const path of [`${ROUTES.shareholding.path}/FY99`, `${yearPage}/2/x`]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }

  // A staff change shows on the (cached) year page at once.
  await page.goto(`${DOCS}?kind=shareholding&year=${YEAR}&state=current&page=3`);
  const last = page.getByRole('main').locator('ol > li').last();
  const name = (await last.getByRole('link').first().textContent())!;
  await last.getByRole('button', { name: /^Archive/ }).click();
  await expect(page.getByRole('status')).toHaveText('Archived.');
  await page.goto(`${yearPage}/2`);
  await expect(archived.getByText(name, { exact: true })).toBeVisible();
  await expect(archived.getByRole('link', { name: /^View Bulk/ })).toHaveCount(4);
});

test('the old API answers every filing, gzipped to clients that accept it, and 304 while nothing changed', async ({
  baseURL,
  request,
}) => {
  // No paging in the old shape: every filing of the kind, current and archived.
  const { data } = await (await request.get('/api/share/shareHoldingDocument')).json();
  const ours = (list: { title: string }[]) => list.filter((d) => d.title.startsWith(`Bulk ${tag}`));
  expect([ours(data.current).length, ours(data.archived).length]).toEqual([COUNT - 1, 4]);

  const url = new URL(baseURL!);
  // Raw responses (node:http does not decompress), so the encoding on the wire is what we see.
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: '/api/share/shareHoldingDocument', headers },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  // The bulk year makes the answer large enough to compress (small ones are sent as they are).
  const plain = await get({});
  expect(plain.bytes).toBeGreaterThan(10_000);
  const gzipped = await get({ 'accept-encoding': 'gzip' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.bytes).toBeLessThan(plain.bytes);
  const etag = String(gzipped.headers.etag);
  expect(etag).toMatch(/^(W\/)?"[\w-]{32}"$/);
  const again = await get({ 'accept-encoding': 'gzip', 'if-none-match': etag });
  expect([again.status, again.bytes]).toEqual([304, 0]);
  expect(String(again.headers['cache-control'])).toContain('s-maxage=60');
});

test('the years and their pages work without JavaScript', async ({ pageWithoutScript: page }) => {
  await page.goto(ROUTES.shareholding.path);
  // One of the year's filings was archived by the test before.
  await page.getByRole('link', { name: `All ${COUNT - 1} filings of ${YEAR}` }).click();
  await expect(page).toHaveURL(yearPage);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`${yearPage}/2`);
  await expect(page.getByRole('region', { name: 'Archived' })).toBeVisible();
  // The list page's archived years open without script (a <details> element).
  await page.goto(ROUTES.shareholding.path);
  await page.getByText(/^Archived \(\d+\)$/).click();
  await expect(page.getByText(`${title(COUNT + 2)} - Q1 ${YEAR}`, { exact: true })).toBeVisible();
});
