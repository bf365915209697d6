import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { privacyFormNote } from '../content/privacy';
import { localPath } from '../content/languages';
import { ROUTES } from '../content/routes';
import { site } from '../content/site';
import { PRIVACY_TOOL_TEXT as T } from '../content/staff-privacy';
import { sql } from './support/db';
import { serverPage } from './support/html';
import { expect, test } from './support/fixtures';
import { signInBeforeEach } from './support/staff';
import { sessionCookie, staffMember, staffSession } from './support/staff-boundary';

const NOTICE = ROUTES.privacy;

/** The "How we use your details: Privacy notice" link inside the form whose button is `submit`. */
const noteIn = (page: Page, submit: string) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit }) })
    .getByRole('link', { name: privacyFormNote.link });

test.describe('privacy notice', () => {
  test('is linked from the footer and shows what is kept, for how long, and whom to ask', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: NOTICE.title, exact: true })
      .click();
    await page.waitForURL(`**${NOTICE.path}`);
    await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toBeVisible();
    for (const heading of ['Contact Us form', 'Dealers and distributors form', 'Online payment']) {
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    // The configured periods (defaults here), the ones `npm run prune` deletes by.
    await expect(page.getByText('730 days after you send it').first()).toBeVisible();
    await expect(page.getByText('180 days, then deleted automatically.')).toBeVisible();
    // An enquiry's mail goes with it; the newsletter's confirmation after the mail period.
    await expect(
      page.getByText(
        '730 days after you send it, then deleted automatically, with the copy e-mailed to our sales desk.',
      ),
    ).toHaveCount(2);
    await expect(
      page.getByText(
        'The confirmation e-mail we sent you is deleted from the site after 730 days.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Razorpay Software Pvt Ltd/)).toBeVisible();
    for (const right of ['Access', 'Correction and completion', 'Erasure', 'Nomination']) {
      await expect(
        page.getByRole('term').filter({ hasText: new RegExp(`^${right}$`) }),
      ).toBeVisible();
    }
    const officer = page.locator('address').filter({ hasText: site.grievanceOfficer.name });
    await expect(officer.getByRole('link', { name: site.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${site.grievanceOfficer.email}`,
    );
    await expect(
      officer.getByRole('link', { name: site.grievanceOfficer.phone.display }),
    ).toBeVisible();
  });

  test("is in every form that takes personal data, on every page of the sitemap, in the page's language", async ({
    request,
    baseURL,
  }) => {
    // Found, not listed: a form asking for an e-mail address, a phone number or a name.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!, baseURL).pathname,
    );
    const found: string[] = [];
    for (const path of paths) {
      const { html } = await serverPage(request, path);
      const language = path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
      for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
        if (!/type="(email|tel)"|autoComplete="(email|tel|name)"/i.test(form)) continue;
        found.push(path);
        expect(form, path).toContain(`href="${localPath(NOTICE.path, language)}"`);
      }
    }
    // The forms this finds include these (so the search finds something).
    expect(found).toEqual(
      expect.arrayContaining([
        '/',
        '/contact-us',
        '/dealers-distributors',
        '/online-payment',
        '/warranty',
        '/service-request',
        '/hi/contact-us',
      ]),
    );
  });

  test('is linked beside the submit button, with its words, and opens the notice', async ({
    page,
  }) => {
    await page.goto('/online-payment');
    const link = noteIn(page, 'Continue to Payment');
    await expect(link).toHaveAttribute('href', NOTICE.path);
    await expect(link.locator('..')).toHaveText(`${privacyFormNote.lead} ${privacyFormNote.link}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toBeVisible();
  });

  test('is in the sitemap', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${new URL(NOTICE.path, baseURL).href}</loc>`);
  });
});

/** A person with a contact enquiry, a dealer enquiry, a subscription and a paid, receipted order. */
async function plantPerson() {
  const run = randomUUID().slice(0, 8);
  const email = `planted-${run}@example.com`;
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const token = randomBytes(32).toString('base64url');
  await sql(
    `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
     VALUES (gen_random_uuid(), ARRAY['led-lights'], 'Planted Person', $1, $2, 'Pune', '411001', 'Hello')`,
    [phone, email],
  );
  await sql(
    `INSERT INTO "DealerEnquiry" (id, name, number, location) VALUES (gen_random_uuid(), 'Planted Dealer', $1, 'Pune')`,
    [`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`],
  );
  await sql(`INSERT INTO "Subscriber" (id, email) VALUES (gen_random_uuid(), $1)`, [email]);
  const [order] = await sql<{ id: string }>(
    `INSERT INTO "PaymentOrder" (id, "razorpayOrderId", "amountPaise", purpose, name, email, phone, status, "paidAt")
     VALUES (gen_random_uuid(), $1, 250000, 'Invoice', 'Planted Payer', $2, $3, 'PAID', now()) RETURNING id`,
    [`order_${run}`, email, phone],
  );
  const number = `RCPT/2099-00/${run}`;
  await sql(
    `INSERT INTO "Receipt" (id, number, "financialYear", sequence, "orderId", "paymentId", "amountPaise", "downloadToken")
     VALUES (gen_random_uuid(), $1, '2099-00', $2, $3, $4, 250000, $5)`,
    [number, randomInt(1, 1e9), order!.id, `pay_${run}`, token],
  );
  return { email, phone, token, number, orderId: order!.id };
}

test.describe('personal-data tool (admin)', () => {
  test.describe.configure({ timeout: 120_000 });
  const adminEmail = signInBeforeEach(test, '198.19.7');

  test('finds a planted person, exports them, erases them; the payment stays, masked', async ({
    page,
    request,
  }) => {
    const p = await plantPerson();
    await page.goto('/staff');
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: T.title })
      .click();
    await page.getByLabel(T.searchLabel).fill(` ${p.email.toUpperCase()} `);
    await page.getByRole('button', { name: T.search }).click();
    await expect(
      page.getByRole('heading', { name: T.resultsHeading('p***@example.com') }),
    ).toBeVisible();
    await expect(page.getByText(T.total(3))).toBeVisible();
    await expect(page.getByRole('heading', { name: `${T.tables.payments} (1)` })).toBeVisible();

    // JSON export.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: T.downloadJson }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported).toMatchObject({
      person: { email: p.email },
      contactEnquiries: [{ name: 'Planted Person', mobile: p.phone, email: p.email }],
      subscribers: [{ email: p.email }],
      payments: [{ name: 'Planted Payer', amountPaise: 250000, receipt: { number: p.number } }],
      dealerEnquiries: [],
    });
    expect(JSON.stringify(exported)).not.toContain(p.token);

    // By phone, in another spelling: the dealer enquiry too.
    await page.getByLabel(T.searchLabel).fill(`+91 ${p.phone.slice(0, 5)}-${p.phone.slice(5)}`);
    await page.getByRole('button', { name: T.search }).click();
    await expect(
      page.getByRole('heading', { name: `${T.tables.dealerEnquiries} (1)` }),
    ).toBeVisible();

    // Erase, by e-mail: a wrong confirmation first.
    await page.getByLabel(T.searchLabel).fill(p.email);
    await page.getByRole('button', { name: T.search }).click();
    await page.getByRole('link', { name: T.erase }).click();
    await page.getByLabel(T.confirm.label).fill('someone-else@example.com');
    await page.getByRole('button', { name: T.confirm.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.errors.confirmation })).toBeVisible();
    expect(await sql(`SELECT 1 FROM "Subscriber" WHERE email = $1`, [p.email])).toHaveLength(1);
    await page.getByLabel(T.confirm.label).fill(p.email);
    await page.getByRole('button', { name: T.confirm.submit }).click();
    await page.waitForURL(/\/staff\/privacy\?q=.*notice=erased/);
    await expect(page.getByRole('status').filter({ hasText: T.erasedNotice })).toBeVisible();
    // Search now finds the kept payment only, masked.
    await expect(page.getByText(T.total(1))).toBeVisible();
    await expect(page.getByRole('heading', { name: `${T.tables.payments} (1)` })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Planted Payer');
    const [order] = await sql<{ name: string; phone: string; amountPaise: number }>(
      `SELECT name, phone, "amountPaise" FROM "PaymentOrder" WHERE id = $1`,
      [p.orderId],
    );
    expect(order).toEqual({ name: '[erased]', phone: 'erased', amountPaise: 250000 });
    // The receipt still downloads.
    const pdf = await request.get(`/api/payment/receipt/${p.token}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Audited, without the address in clear.
    const audit = await sql<{ action: string; summary: string }>(
      `SELECT action, summary FROM "AuditLog" WHERE "actorEmail" = $1 AND entity = 'Person' ORDER BY "createdAt"`,
      [adminEmail()],
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['privacy-search', 'privacy-export', 'privacy-erase']),
    );
    for (const row of audit) expect(row.summary).not.toContain(p.email);
  });
});

test('a member without the admin role gets 403 from the tool and its export', async ({
  request,
}) => {
  const sales = await staffMember(['sales', 'service', 'accounts', 'investor_relations']);
  const cookie = await sessionCookie(sales, await staffSession(sales));
  for (const url of [
    '/staff/privacy',
    '/staff/privacy/erase?q=a@example.com',
    '/api/staff/privacy/export?q=a@example.com',
  ]) {
    const response = await request.get(url, { headers: { cookie }, maxRedirects: 0 });
    expect([url, response.status()]).toEqual([url, 403]);
  }
});
