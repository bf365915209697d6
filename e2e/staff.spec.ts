import { randomUUID } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import { SESSION_COOKIE } from '@/lib/platform/auth/cookies';
import { E2E_AUTH_SECRET } from '../playwright.config';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { receivedMail } from './support/stand-ins';
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
  for (const path of [
    '/staff',
    '/staff/subscribers',
    '/staff/enquiries',
    '/staff/dealers',
    '/staff/payments',
    '/staff/payments/webhooks',
    '/staff/mail',
    '/staff/investors/documents',
    '/staff/investors/committees',
    '/staff/audit',
  ]) {
    test(`${path} sends them to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/staff/login\\?callbackUrl=${encodeURIComponent(path)}$`),
      );
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    });
  }

  test('staff APIs answer 401', async ({ request }) => {
    for (const area of ['subscribers', 'enquiries', 'dealers', 'payments']) {
      const response = await request.get(`/api/staff/${area}/export`);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ message: 'Please sign in.' });
    }
  });

  test('staff pages are not indexed or cached', async ({ request }) => {
    const response = await request.get('/staff/login');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

test.describe('sign-in', () => {
  test('a wrong password and an unknown e-mail get the same message', async ({ page }) => {
    const email = await createStaffUser();
    await signIn(page, email, 'wrong password!!');
    await expect(page.locator('#login-error')).toHaveText(INVALID);
    await signIn(page, `nobody-${randomUUID()}@example.com`);
    await expect(page.locator('#login-error')).toHaveText(INVALID);
  });

  test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
    const email = await createStaffUser();
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
    const email = await createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/login/);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login/);

    // A session cookie past its expiry, for a session that is still live in the database.
    const [session] = await sql<{ id: string; userId: string }>(
      `SELECT s.id, s."userId" FROM "StaffSession" s JOIN "StaffUser" u ON u.id = s."userId"
        WHERE u.email = $1 ORDER BY s."createdAt" DESC LIMIT 1`,
      [email],
    );
    await sql(`UPDATE "StaffSession" SET "revokedAt" = NULL WHERE id = $1`, [session!.id]);
    const expired = await encode({
      token: { sub: session!.userId, sid: session!.id },
      secret: E2E_AUTH_SECRET,
      maxAge: -60,
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: expired, url: baseURL! }]);
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
    const email = await createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Subscribers per day, last 30 days' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Subscribers' })
      .click();

    // The pages share their filter labels: wait until this one has replaced the last.

    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
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

    // The pages share their filter labels: wait until this one has replaced the last.

    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Search').fill(target);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(
      page.getByRole('row', { name: new RegExp(`Marked handled: subscriber ${target}`) }),
    ).toContainText(email);

    const csv = await (await page.request.get(`/api/staff/subscribers/export?q=${tag}`)).text();
    expect(
      csv.startsWith(
        '\uFEFFemail,state,signed_up,confirmed_at,unsubscribed_at,consent_version,list,handled_at,handled_by\r\n',
      ),
    ).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 28);
    expect(csv).toContain(`"'=cmd|' /c calc'!A0-${tag}@example.com"`.replace(/^"|"$/g, ''));
    expect(csv).not.toMatch(/^=cmd/m);
  });
});

test.describe('lead inboxes and payments', () => {
  test('contact and dealer enquiries: filter by type, mark handled, export', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await sql(
      `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
       VALUES (gen_random_uuid(), ARRAY['LED_lights'], $1, '9876543210', $2, 'Mohali', '160055', 'Need 200 panels'),
              (gen_random_uuid(), ARRAY['Lithium_Battery','other'], $3, '9876543211', $4, 'Rajpura', '140401', '=HYPERLINK("x")')`,
      [`Asha ${tag}`, `asha-${tag}@example.com`, `Ravi ${tag}`, `ravi-${tag}@example.com`],
    );
    await sql(
      `INSERT INTO "DealerEnquiry" (id, name, number, location) VALUES (gen_random_uuid(), $1, '+91 98765 43210', 'Ludhiana, Punjab')`,
      [`Dealer ${tag}`],
    );
    const email = await createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Contact enquiries per day, last 30 days' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Contact enquiries' })
      .click();

    // The pages share their filter labels: wait until this one has replaced the last.

    await expect(page.getByRole('heading', { level: 1, name: 'Contact enquiries' })).toBeVisible();
    await page.getByLabel('Search').fill(tag);
    await page.getByLabel('Type').selectOption('Lithium_Battery');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('Lithium Battery, Other');
    await page.getByRole('button', { name: `Mark handled Ravi ${tag}` }).click();
    await expect(page.locator('tbody tr')).toContainText(`Handled by ${email}`);
    const csv = await (await page.request.get(`/api/staff/enquiries/export?q=${tag}`)).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Dealer enquiries' })
      .click();

    // The pages share their filter labels: wait until this one has replaced the last.

    await expect(page.getByRole('heading', { level: 1, name: 'Dealer enquiries' })).toBeVisible();
    await page.getByLabel('Search').fill(tag);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toContainText('Ludhiana, Punjab');
    await page.getByRole('button', { name: new RegExp(`Mark handled Dealer ${tag}`) }).click();
    // The mark is stored before the open ones are asked for (filtering at once raced it).
    await expect(page.locator('tbody tr')).toContainText(`Handled by ${email}`);
    await page.getByLabel('Status').selectOption('open');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No enquiries match.')).toBeVisible();
    const dealerCsv = await (await page.request.get(`/api/staff/dealers/export?q=${tag}`)).text();
    expect(dealerCsv).toContain(`"'+91 98765 43210"`.replace(/"/g, ''));
  });

  test('payments list an unpaid order that staff can re-check', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await sql(
      `INSERT INTO "PaymentOrder" (id, "razorpayOrderId", "amountPaise", purpose, name, email, phone)
       VALUES (gen_random_uuid(), $1, 250000, 'Lithium battery purchase', $2, 'pay@example.com', '9123456780')`,
      [`order_unknown_${tag}`, `Payer ${tag}`],
    );
    await signIn(page, await createStaffUser());
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Payments' })
      .click();
    // The pages share their filter labels: wait until this one has replaced the last.
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.getByLabel('Search').fill(`Payer ${tag}`);
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹2,500.00');
    await expect(row).toContainText('Not paid yet');
    await row.getByRole('button', { name: /Re-check with Razorpay/ }).click();
    // The stand-in has never heard of this order: staff get an answer, and the order stays unpaid.
    await expect(row.getByRole('status')).toHaveText(
      /^Razorpay (refused the request|could not be reached)/,
    );
    await expect(row).toContainText('Not paid yet');
    expect((await page.request.get('/api/staff/payments/export')).status()).toBe(200);
  });
});

test.describe('outgoing mail', () => {
  test('a mail that failed is shown with its error, and staff send it again', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const subject = `Website enquiry from Neha ${tag}`;
    const [mail] = await sql<{ id: string }>(
      `INSERT INTO "MailOutbox" (id, "to", "replyTo", subject, text, status, attempts, "lastError", "createdAt")
       VALUES (gen_random_uuid(), 'sales-desk@example.com', $1, $2, $3, 'failed', 20,
               'connect ECONNREFUSED 10.0.0.25:587', now() - interval '4 days')
       RETURNING id`,
      [`neha-${tag}@example.com`, subject, `Name: Neha ${tag}\nCity: Mohali`],
    );
    const email = await createStaffUser();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: /could not be sent\. See Outgoing mail\.$/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing mail' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Staff' });
    await expect(menu.getByRole('link', { name: 'Outgoing mail' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await page.getByLabel('Search').fill(tag);
    await page.getByLabel('Status').selectOption('failed');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('20 attempts');
    await expect(row).toContainText('connect ECONNREFUSED 10.0.0.25:587');
    await expect(row).toContainText(`Reply to: neha-${tag}@example.com`);
    await row.getByText('Show the message').click();
    await expect(row).toContainText(`City: Mohali`);

    await page
      .getByRole('button', { name: `Send now ${subject} to sales-desk@example.com` })
      .click();
    await expect(page.getByRole('status')).toHaveText('Sent.');
    const [stored] = await sql<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM "MailOutbox" WHERE id = $1',
      [mail!.id],
    );
    expect(stored).toEqual({ status: 'sent', attempts: 1 });
    const sent = (await receivedMail()).filter((m) => m.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.replyTo).toContain(`neha-${tag}@example.com`);
    const audit = await sql('SELECT "actorEmail", action FROM "AuditLog" WHERE "entityId" = $1', [
      mail!.id,
    ]);
    expect(audit).toEqual([{ actorEmail: email, action: 'resend' }]);

    await page.getByLabel('Search').fill(tag);
    await page.getByLabel('Status').selectOption('sent');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(row).toContainText(/Sent \d/);
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});

test.describe('the staff menu', () => {
  test('is grouped by feature: a sidebar on wide screens, one menu behind a button on phones', async ({
    page,
  }) => {
    const email = await createStaffUser(undefined, { roles: ['service'] });
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Staff' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    // Wide: the sidebar shows the member's own groups, each under its heading; no button.
    await expect(toggle).toBeHidden();
    await expect(menu.getByText('After-sales', { exact: true })).toBeVisible();
    await expect(menu.getByRole('list', { name: 'After-sales' }).getByRole('link')).toHaveText([
      'Dealers and service centres',
      'Warranty registrations',
      'Service requests',
      'Response times and ratings',
      'Service promises',
    ]);
    await expect(menu.getByText('Sales', { exact: true })).toHaveCount(0);
    // A phone: the menu opens from its button and closes once a page is chosen.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Service requests' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Service requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service requests' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Service requests' })).toBeHidden();
  });
});
