import { randomUUID } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import { E2E_AUTH_SECRET } from '../playwright.config';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createStaffUser, signIn } from './support/staff';

const INVALID = 'Incorrect e-mail or password.';
const LOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// Each test comes from its own client address (set by "the reverse proxy") so that the
// per-address lock-out of one test cannot lock another.
let nextAddress = 0;
test.beforeEach(async ({ context }, testInfo) => {
  nextAddress += 1;
  const address = `203.0.${testInfo.workerIndex % 250}.${nextAddress % 250}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

// Password hashing (argon2id) and the staff:create command are slow by design.
test.slow();

test.describe('anonymous visitors', () => {
  for (const path of ['/staff', '/staff/subscribers', '/staff/audit']) {
    test(`${path} sends them to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/staff/login\\?callbackUrl=${encodeURIComponent(path)}$`),
      );
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    });
  }

  test('staff APIs answer 401', async ({ request }) => {
    const response = await request.get('/api/staff/subscribers/export');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in.' });
  });

  test('staff pages are not indexed or cached', async ({ request }) => {
    const response = await request.get('/staff/login');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

test.describe('sign-in', () => {
  test('a wrong password and an unknown e-mail get the same message', async ({ page }) => {
    const email = createStaffUser();
    await signIn(page, email, 'wrong password!!');
    await expect(page.locator('#login-error')).toHaveText(INVALID);
    await signIn(page, `nobody-${randomUUID()}@example.com`);
    await expect(page.locator('#login-error')).toHaveText(INVALID);
  });

  test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
    const email = createStaffUser();
    for (let i = 0; i < 5; i++) {
      await signIn(page, email, `wrong-${i}`);
      await expect(page.locator('#login-error')).toHaveText(INVALID);
    }
    await signIn(page, email);
    await expect(page.locator('#login-error')).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/staff\/login/);
  });

  test('signs in, signs out, and an expired session is sent back to sign in', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/staff\/login/);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login/);

    const expired = await encode({
      token: { sub: 'x', email, name: 'Test' },
      secret: E2E_AUTH_SECRET,
      maxAge: -60,
    });
    await context.addCookies([{ name: 'next-auth.session-token', value: expired, url: baseURL! }]);
    await page.goto('/staff/subscribers');
    await expect(page).toHaveURL(/\/staff\/login/);
  });
});

test.describe('subscriber inbox', () => {
  test('search, filter, paginate, mark handled (audited) and export CSV', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await sql(
      `INSERT INTO "Subscriber" (id, email) SELECT gen_random_uuid(), 'list-${tag}-' || lpad(i::text, 2, '0') || '@example.com' FROM generate_series(1, 27) i`,
    );
    await sql(`INSERT INTO "Subscriber" (id, email) VALUES (gen_random_uuid(), $1)`, [
      `=cmd|' /c calc'!A0-${tag}@example.com`,
    ]);
    const email = createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Subscribers per day, last 30 days' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Subscribers' })
      .click();
    await page.getByLabel('Search').fill(`list-${tag}`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('Page 1 of 2 (27 in all)')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(25);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(2);

    const target = `list-${tag}-01@example.com`;
    await page.getByLabel('Search').fill(target);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Mark handled ${target}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(target) })).toContainText(
      `Handled by ${email}`,
    );
    await page.getByLabel('Search').fill(`list-${tag}`);
    await page.getByLabel('Status').selectOption('handled');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(target);

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(
      page.getByRole('row', { name: new RegExp(`Marked handled: subscriber ${target}`) }),
    ).toContainText(email);

    const csv = await (await page.request.get(`/api/staff/subscribers/export?q=${tag}`)).text();
    expect(csv.startsWith('\uFEFFemail,signed_up,handled_at,handled_by\r\n')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 28);
    expect(csv).toContain(`"'=cmd|' /c calc'!A0-${tag}@example.com"`.replace(/^"|"$/g, ''));
    expect(csv).not.toMatch(/^=cmd/m);
  });
});
