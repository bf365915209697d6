import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONTACT_REPLY_MAIL } from '../content/contact';
import { site } from '../content/site';
import { STAFF_ENQUIRY_TEXT as T } from '../content/staff-enquiries';
import { STAFF_INBOX_TEXT } from '../content/staff';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { mailTo } from './support/stand-ins';
import { signInBeforeEach } from './support/staff';

// An admin: every inbox of the kit is theirs to open at a phone's width.
const staffEmail = signInBeforeEach(test, '198.18.52');
// Each test signs in, then posts a form or two and reads several pages.
test.describe.configure({ timeout: 60_000 });

/** A contact enquiry of an address of its own (so its mail is told apart), through the database. */
async function contactEnquiry() {
  const tag = randomUUID().slice(0, 8);
  const email = `enquirer-${tag}@example.com`;
  const [row] = await sql<{ id: string }>(
    `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
     VALUES (gen_random_uuid(), ARRAY['LED_lights'], $1, '9876543210', $2, 'Pune', '411001',
       'Do you make 40 W street lights?') RETURNING id`,
    [`Asha ${tag}`, email],
  );
  return { id: row!.id, email, name: `Asha ${tag}`, tag };
}

const thread = (page: Page) => page.getByRole('region', { name: T.thread.heading });

test('a reply is e-mailed to the enquirer and stays in the thread, in view', async ({ page }) => {
  const enquiry = await contactEnquiry();
  await page.goto(`/staff/enquiries?q=${enquiry.tag}`);
  await page.getByRole('link', { name: `${T.inbox.open} ${enquiry.name}` }).click();
  await expect(page.getByRole('heading', { name: T.contactHeading(enquiry.name) })).toBeVisible();

  // An empty reply is refused beside its form, and nothing is stored.
  await page.getByRole('button', { name: T.reply.submit }).click();
  await expect(page.locator('#reply-error')).toHaveText(T.errors.empty);
  await expect(thread(page)).toContainText(T.thread.empty);

  const reply = `Yes, the SL-40 fits your road (${enquiry.tag}).`;
  await page.getByLabel(T.reply.label(enquiry.email)).fill(reply);
  await page.getByRole('button', { name: T.reply.submit }).click();
  await expect(page).toHaveURL(/outcome=replied#latest$/);
  const entry = thread(page).getByRole('listitem').last();
  await expect(entry).toContainText(T.thread.reply);
  await expect(entry).toContainText(reply);
  await expect(entry).toBeInViewport();
  await expect(page.getByRole('status')).toHaveText(T.outcomes.replied);

  const mail = await mailTo(enquiry.email, CONTACT_REPLY_MAIL.subject(site.name));
  expect(mail.text).toContain(`Dear ${enquiry.name},`);
  expect(mail.text).toContain(reply);
  // Answers to it reach the sales desk (SALES_EMAIL of the e2e server, playwright.config.ts).
  expect(mail.replyTo).toContain('sales-desk@example.com');

  // It is still there when the page is opened again.
  await page.goto(`/staff/enquiries/${enquiry.id}`);
  await expect(thread(page).getByRole('listitem')).toHaveCount(1);
  await expect(thread(page)).toContainText(reply);
  await expectNoAxeViolations(page);
});

test('a note shows as internal in the thread and is never mailed', async ({ page }) => {
  const enquiry = await contactEnquiry();
  await page.goto(`/staff/enquiries/${enquiry.id}`);
  const note = `Wants a quote by Friday (${enquiry.tag})`;
  await page.getByLabel(T.note.label).fill(note);
  await page.getByRole('button', { name: T.note.submit }).click();
  await expect(page).toHaveURL(/outcome=noted#latest$/);
  const entry = thread(page).getByRole('listitem').last();
  await expect(entry).toContainText(T.thread.note);
  await expect(entry).toContainText(note);
  await expect(entry).toBeInViewport();
  const [queued] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM "MailOutbox" WHERE "to" = $1`,
    [enquiry.email],
  );
  expect(queued!.n).toBe(0);
});

test('an enquiry assigned to me is in "mine" and no longer in "unassigned"', async ({ page }) => {
  const enquiry = await contactEnquiry();
  const row = (page: Page) => page.getByRole('link', { name: `${T.inbox.open} ${enquiry.name}` });
  await page.goto(`/staff/enquiries?q=${enquiry.tag}&assigned=unassigned`);
  await expect(row(page)).toBeVisible();
  await page.goto(`/staff/enquiries?q=${enquiry.tag}&assigned=mine`);
  await expect(page.getByText(STAFF_INBOX_TEXT.enquiries.empty)).toBeVisible();

  await page.goto(`/staff/enquiries/${enquiry.id}`);
  await page.getByLabel(T.assign.label).selectOption({ label: T.assign.me('Test Staff') });
  await page.getByRole('button', { name: T.assign.submit }).click();
  await expect(page).toHaveURL(/outcome=assigned#assign$/);
  await expect(page.getByRole('status').filter({ hasText: T.outcomes.assigned })).toBeVisible();
  await expect(page.getByLabel(T.assign.label).locator('option:checked')).toHaveText(
    T.assign.me('Test Staff'),
  );

  // The inbox's filter, as staff use it.
  await page.goto(`/staff/enquiries?q=${enquiry.tag}`);
  await page.getByLabel(T.inbox.filterLabel).selectOption({ label: T.inbox.mine });
  await page.getByRole('button', { name: STAFF_INBOX_TEXT.filters.submit }).click();
  await expect(page).toHaveURL(/assigned=mine/);
  await expect(row(page)).toBeVisible();
  await expect(page.getByText(T.inbox.assignedTo('Test Staff'))).toBeVisible();
  await page.goto(`/staff/enquiries?q=${enquiry.tag}&assigned=unassigned`);
  await expect(row(page)).toHaveCount(0);
  const [audit] = await sql<{ summary: string; actorEmail: string }>(
    `SELECT summary, "actorEmail" FROM "AuditLog" WHERE "entityId" = $1`,
    [enquiry.id],
  );
  expect(audit).toEqual({
    actorEmail: staffEmail(),
    summary: `Assigned contact enquiry from ${enquiry.name} (${enquiry.email}): nobody → Test Staff`,
  });
});

test('a dealer enquiry takes notes and says why it gets no e-mail reply', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const [row] = await sql<{ id: string }>(
    `INSERT INTO "DealerEnquiry" (id, name, number, location)
     VALUES (gen_random_uuid(), $1, '9876543210', 'Mohali') RETURNING id`,
    [`Dealer ${tag}`],
  );
  await page.goto(`/staff/dealers?q=${tag}`);
  await page.getByRole('link', { name: `${T.inbox.open} Dealer ${tag}` }).click();
  await expect(page.getByText(T.reply.noEmail('9876543210'))).toBeVisible();
  await expect(page.getByRole('button', { name: T.reply.submit })).toHaveCount(0);
  await page.getByLabel(T.note.label).fill('Called: visiting on Monday');
  await page.getByRole('button', { name: T.note.submit }).click();
  await expect(thread(page).getByRole('listitem').last()).toContainText(T.thread.note);
  expect(new URL(page.url()).pathname).toBe(`/staff/dealers/${row!.id}`);
});

/** Every staff page drawn with the inbox kit's tables (InboxTable, ListPage). */
const INBOXES = [
  '/staff/enquiries',
  '/staff/dealers',
  '/staff/subscribers',
  '/staff/mail',
  '/staff/payments',
  '/staff/payments/webhooks',
  '/staff/warranty',
  '/staff/service-requests',
  '/staff/outlets',
  '/staff/catalogue',
  '/staff/audit',
  '/staff/csp-reports',
  // Drawn with tables or lists of their own.
  '/staff/accounts',
  '/staff/investors/documents',
  '/staff/investors/directors',
  '/staff/investors/committees',
  '/staff/investors/disclosures',
];

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every inbox shows its rows as cards, with no sideways scroll and nothing for axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const enquiry = await contactEnquiry();
    for (const path of [...INBOXES, `/staff/enquiries/${enquiry.id}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      // A row's buttons are within the screen, not past its right edge.
      for (const button of await page.locator('main tbody button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.x + box.width, `${path}: a row's button`).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(page);
    }
    // A row is a card: its cells stack, each under its column's name.
    await page.goto(`/staff/enquiries?q=${enquiry.tag}`);
    const cell = page.locator('tbody td[data-label="Message"]').first();
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Message"');
    expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('block');
    // Its button is reached by scrolling down only, whole.
    const button = page
      .getByRole('button', { name: new RegExp(STAFF_INBOX_TEXT.markHandled) })
      .first();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // The staff accounts too: each member a card, the roles under their column's name.
    await page.goto('/staff/accounts');
    const roles = page.locator('tbody td[data-label="Roles"]').first();
    expect(await roles.evaluate((td) => getComputedStyle(td).display)).toBe('block');
  });
});

test('at 1280 px an inbox is still a table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/enquiries');
  const cell = page.locator('tbody td').first();
  expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('table-cell');
  await expect(page.locator('thead th').first()).toBeVisible();
});
