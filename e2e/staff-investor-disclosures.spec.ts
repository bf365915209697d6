import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DISCLOSURE_CLAUSES, DISCLOSURE_TEXT } from '../content/disclosures';
import {
  INVESTOR_ALERTS_MAIL,
  INVESTOR_ALERTS_PAGES,
  INVESTOR_ALERTS_TEXT,
} from '../content/newsletter';
import { mailTo } from './support/stand-ins';
import { DOCUMENT_PAGES } from '../content/investors';
import { ROUTES } from '../content/routes';
import { SAMPLE_DISCLOSURES } from '../lib/investors/seed-data';
import { setSiteClockAhead } from './support/clock';
import { sql } from './support/db';
import { expectConfirmationShown } from './support/confirmation';
import { expect, test } from './support/fixtures';
import { E2E_REVALIDATE_SECRET } from './support/investors';
import { signInBeforeEach } from './support/staff';

// Regulation 46 disclosures (issue 17): the index of every clause, the categories' pages, the
// announcements and their Atom feed, scheduled publishing, deleting with a reason, and clauses
// marked not applicable. Each test makes its own filings, in categories the seed leaves empty.
test.slow();

const DOCS = '/staff/investors/documents';
const RATINGS = DOCUMENT_PAGES['credit-ratings'];
const RETURNS = DOCUMENT_PAGES['annual-returns'];
const tag = randomUUID().slice(0, 8);

signInBeforeEach(test, '198.18.46');

test.afterAll(async () => {
  await sql(`DELETE FROM "InvestorDocument" WHERE title LIKE $1`, [`%${tag}%`]);
  await sql(`DELETE FROM "DisclosureClause" WHERE key = 'media-agreements'`);
});

/** "2026-11-24T15:30": a datetime-local value, in India's time, `minutes` from now. */
function indiaLocal(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000 + 330 * 60_000);
  return at.toISOString().slice(0, 16);
}

async function addLinkedFiling(page: Page, title: string, kind: string, publishAt = '') {
  await page.goto(DOCS);
  const form = page.getByRole('region', { name: 'Add a document' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind').selectOption(kind);
  if (publishAt) await form.getByLabel('Publish at').fill(publishAt);
  await form.getByLabel('Link to the filing').fill(`https://www.bseindia.com/${tag}/${kind}.pdf`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
}

test('the index lists every clause in order, with where it is and when it was last updated', async ({
  page,
}) => {
  await page.goto(ROUTES.disclosures.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.disclosures.title);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(DISCLOSURE_CLAUSES.length);
  for (const [i, clause] of DISCLOSURE_CLAUSES.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole('rowheader')).toHaveText(clause.title);
    await expect(row.locator('td').first()).toHaveText(clause.reference);
  }
  // Seeded: the board meeting notices, dated when the newest was published (India's calendar).
  const meetings = page.locator('#clause-board-meeting-notices');
  await expect(meetings.locator('time')).toHaveAttribute(
    'datetime',
    SAMPLE_DISCLOSURES[1]!.publishedAt,
  );
  await expect(meetings.locator('time')).toHaveText('12 Nov 2025');
  await expect(meetings).toContainText('Board Meetings: Notices and Outcomes (2 filings)');
  const results = page.locator('#clause-financial-results');
  await expect(results.getByRole('link', { name: 'Financial Results' })).toHaveAttribute(
    'href',
    DOCUMENT_PAGES['financial-results'].route.path,
  );
  // A page of the site: the board's profiles.
  await expect(
    page.locator('#clause-board-profile').getByRole('link', { name: ROUTES.board.title }),
  ).toHaveAttribute('href', ROUTES.board.path);
  // Nothing filed yet says so.
  await expect(page.locator('#clause-subsidiary-accounts')).toContainText(
    DISCLOSURE_TEXT.nothingYet,
  );
  // Each category's page lists its filings by year, with their dates.
  await results.getByRole('link', { name: 'Financial Results' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Results');
  const row = page.getByRole('listitem').filter({ hasText: SAMPLE_DISCLOSURES[0]!.title });
  await expect(row).toContainText('Published 12 Nov 2025');
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
});

test('a filing scheduled for later is hidden from the public, the feed and search until its time', async ({
  page,
  request,
}) => {
  const title = `Credit rating ${tag}`;
  // The next minute but one: one to two minutes from now (the field takes whole minutes).
  const publishAt = indiaLocal(2);
  await addLinkedFiling(page, title, 'credit-ratings', publishAt);
  const [row] = await sql<{ id: string; publishAt: Date; file: string }>(
    `SELECT id, "publishAt", file FROM "InvestorDocument" WHERE title = $1`,
    [title],
  );
  expect(row!.file).toBe(`https://www.bseindia.com/${tag}/credit-ratings.pdf`);
  expect(row!.publishAt).toEqual(new Date(`${publishAt}:00.000+05:30`));
  // The staff list says when.
  await page.goto(`${DOCS}?kind=credit-ratings`);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
    'Scheduled for',
  );
  // Hidden everywhere the public looks.
  const hidden = async () => {
    await page.goto(RATINGS.route.path);
    await expect(page.getByText(title)).toHaveCount(0);
    await page.goto(ROUTES.disclosures.path);
    await expect(page.locator('#clause-credit-ratings')).toContainText(DISCLOSURE_TEXT.nothingYet);
    await page.goto(ROUTES.investors.path);
    await expect(page.getByText(title)).toHaveCount(0);
    expect(await (await request.get(DISCLOSURE_TEXT.feedPath)).text()).not.toContain(title);
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
  };
  await hidden();
  expect(Date.now()).toBeLessThan(row!.publishAt.getTime());
  // Each place is kept a minute at most (ISR, s-maxage), so it shows the filing within a minute
  // of its time, with no one touching anything...
  for (const path of [RATINGS.route.path, ROUTES.disclosures.path, ROUTES.investors.path]) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('s-maxage=60');
  }
  expect((await request.get(DISCLOSURE_TEXT.feedPath)).headers()['cache-control']).toContain(
    's-maxage=60',
  );
  // ...and its time comes on the site's schedule clock, three minutes on (past the publish time
  // and the minute the search index is kept), instead of the real one. The minute the pages are
  // kept passes on the real clock only: the refresh it brings is POST /api/revalidate's, which
  // marks every investor page stale as that minute would.
  setSiteClockAhead(3 * 60_000);
  try {
    const refresh = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    });
    expect(refresh.status()).toBe(200);
    const soon = { timeout: 10_000, intervals: [250] };
    await expect(async () => {
      await page.goto(RATINGS.route.path);
      await expect(page.getByText(title, { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass(soon);
    await expect(async () => {
      await page.goto(ROUTES.disclosures.path);
      await expect(page.locator('#clause-credit-ratings')).not.toContainText(
        DISCLOSURE_TEXT.nothingYet,
        { timeout: 1_000 },
      );
    }).toPass(soon);
    // The investor landing page is kept like the lists (ISR, a minute at most), so the edge may
    // cache it on results day.
    await expect(async () => {
      await page.goto(ROUTES.investors.path);
      await expect(
        page
          .getByRole('region', { name: DISCLOSURE_TEXT.latestHeading })
          .getByText(title, { exact: true }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass(soon);
    await expect(async () => {
      const feed = await request.get(DISCLOSURE_TEXT.feedPath);
      expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(await feed.text()).toContain(`<title>${title}</title>`);
    }).toPass(soon);
    // Search keeps its index a minute by the same clock: no refresh needed.
    await expect(async () => {
      await page.goto(`/search?q=${encodeURIComponent(tag)}`);
      await expect(
        page.getByRole('main').getByRole('link', { name: title, exact: true }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass(soon);
  } finally {
    setSiteClockAhead(0);
  }
});

test('a published filing is deleted only with a reason, which the audit log keeps', async ({
  page,
}) => {
  const title = `Annual return ${tag}`;
  await addLinkedFiling(page, title, 'annual-returns');
  await page.goto(RETURNS.route.path);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.goto(`${DOCS}?kind=annual-returns`);
  const reason = page.getByLabel(`Reason for deleting ${title}`);
  await expect(reason).toHaveAttribute('required', '');
  // A request without the reason (the browser would not send it) is refused by the server.
  await reason.evaluate((input) => input.removeAttribute('required'));
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Not deleted: give the reason for deleting a published filing (at least 5 characters).',
  );
  expect(await sql(`SELECT id FROM "InvestorDocument" WHERE title = $1`, [title])).toHaveLength(1);
  await page.getByLabel(`Reason for deleting ${title}`).fill('Uploaded to the wrong category');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted.');
  expect(await sql(`SELECT id FROM "InvestorDocument" WHERE title = $1`, [title])).toEqual([]);
  const [audit] = await sql<{ summary: string }>(
    `SELECT summary FROM "AuditLog" WHERE action = 'delete' AND summary LIKE $1`,
    [`%${title}%`],
  );
  expect(audit!.summary).toBe(`Deleted "${title}". Reason: Uploaded to the wrong category`);
  await page.goto(RETURNS.route.path);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('staff mark a clause not applicable with a reason, which the index shows', async ({
  page,
}) => {
  await page.goto('/staff/investors/disclosures');
  const form = page.getByRole('form', { name: /Agreements with media companies/ });
  await form.getByLabel('Not applicable').check();
  await form.getByRole('button', { name: /^Save/ }).click();
  await expect(page.locator('#clause-media-agreements').getByRole('alert')).toHaveText(
    'Give the reason the clause does not apply (at least 5 characters).',
  );
  const again = page.getByRole('form', { name: /Agreements with media companies/ });
  await again.getByLabel('Not applicable').check();
  await again.getByLabel('Reason shown on the index').fill('The company has no such agreements.');
  await again.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The public index shows it now.');
  await page.goto(ROUTES.disclosures.path);
  await expect(page.locator('#clause-media-agreements')).toContainText(
    'Not applicable: The company has no such agreements.',
  );
});

/** The alert waits for the outbox's next round (and the confirmation on a loaded machine). */
const SLOW_MAIL = { timeout: 90_000, intervals: [250, 500, 1_000] };

test('an investor confirms the alerts, and gets a mail when a disclosure is published', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `investor-${tag}@example.com`;
  await page.goto(ROUTES.investorAlerts.path);
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(INVESTOR_ALERTS_TEXT.label).fill(email);
  await form.getByRole('button', { name: INVESTOR_ALERTS_TEXT.submit }).click();
  await expect(form.getByRole('status')).toHaveText(INVESTOR_ALERTS_TEXT.subscribed);
  // At 1280 px (the Hindi sign-up is on a phone): focused and in view.
  await expectConfirmationShown(form.getByRole('status'));
  expect(await sql(`SELECT list, state FROM "Subscriber" WHERE email = $1`, [email])).toEqual([
    { list: 'investor_alerts', state: 'pending' },
  ]);

  const confirm = await mailTo(email, INVESTOR_ALERTS_MAIL.confirm.subject, SLOW_MAIL);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirm.text)?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByText(INVESTOR_ALERTS_PAGES.confirm.lead)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed\?list=investor_alerts$/);
  await expect(page.getByText(INVESTOR_ALERTS_PAGES.confirmed.lead)).toBeVisible();
  await page.goto(`/staff/subscribers?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Investor alerts');
  await expect(row).toContainText('Confirmed');

  // Published now by staff: the save runs the publisher at once (lib/investors/publisher.ts).
  const title = `Board meeting outcome ${tag}`;
  await addLinkedFiling(page, title, 'board-meetings');
  // Filings of the tests running beside this one (the scheduled one moves the site's clock) may
  // become due in the same run of the publisher: then one mail lists them all, under the plural.
  const alert = await mailTo(
    email,
    (mail) => mail.text.includes(`: ${title} (published `),
    SLOW_MAIL,
  );
  const listed = alert.text.match(/ \(published /g)?.length ?? 0;
  expect(alert.subject).toBe(
    listed === 1 ? `New disclosure: ${title}` : `${listed} new disclosures`,
  );
  expect(alert.text).toContain(`Board Meetings: Notices and Outcomes: ${title} (published `);
  expect(alert.text).toContain(DOCUMENT_PAGES['board-meetings'].route.path);
  expect(alert.listUnsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=u\.\S+>$/);
  expect(alert.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  // Once: the next runs send nothing more for it.
  const [filing] = await sql<{ alertedAt: Date | null }>(
    `SELECT "alertedAt" FROM "InvestorDocument" WHERE title = $1`,
    [title],
  );
  expect(filing!.alertedAt).not.toBeNull();
});
