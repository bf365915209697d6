import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import * as hiFeedback from '../content/hi/service-feedback';
import * as hiService from '../content/hi/service';
import {
  SERVICE_STATUS_LABELS,
  STAFF_SERVICE_TEXT,
  SERVICE_TRACK_TEXT as TRACK,
} from '../content/service';
import * as enFeedback from '../content/service-feedback';
import { SERVICE_REPORT_TEXT as R } from '../content/staff-service-report';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { layoutProblems } from './support/layout';
import { createStaffUser, signIn } from './support/staff';
import { mailTo } from './support/stand-ins';

const D = STAFF_SERVICE_TEXT.detail;

test.describe.configure({ mode: 'serial' });

const run = randomInt(1e9);
const centreName = `Feedback Centre ${run}`;
let centreId = '';

test.beforeAll(async () => {
  const [centre] = await sql<{ id: string }>(
    `INSERT INTO "Outlet" (id, name, type, "productLines", address, city, state, pincode, phones,
       active, lat, lng, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'service_centre', ARRAY['cctv'], '2 Junglighat',
       'Port Blair', 'Andaman and Nicobar Islands', '744103', ARRAY['9876501299'], false,
       11.65, 92.74, now()) RETURNING id`,
    [centreName],
  );
  centreId = centre!.id;
});

/** A request in progress at the centre, made on a page in `language`. */
async function inProgress(language: 'en' | 'hi') {
  const ticket = `SR/2026-27/9${String(randomInt(1e5)).padStart(5, '0')}`;
  const email = `feedback-${randomInt(1e9)}@example.com`;
  const mobile = `8${String(randomInt(1e9)).padStart(9, '0')}`;
  const [row] = await sql<{ id: string }>(
    `INSERT INTO "ServiceRequest" (id, language, ticket, "financialYear", sequence, "productLine",
       "modelCode", category, description, photos, address, pincode, name, mobile, email, status,
       "outletId", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, '2026-27', $3, 'cctv', 'CC-DOME-2', 'not-working',
       'No picture.', ARRAY[]::varchar[], '4 Marine Hill', '744101', 'Ravi Kumar', $4, $5,
       'in_progress', $6, now()) RETURNING id`,
    [language, ticket, randomInt(900_000, 2_000_000_000), mobile, email, centreId],
  );
  await sql(
    `INSERT INTO "ServiceRequestEvent" (id, "requestId", kind, status, public, actor)
     VALUES (gen_random_uuid(), $1, 'status', 'received', true, 'system'),
            (gen_random_uuid(), $1, 'assign', NULL, true, 'system')`,
    [row!.id],
  );
  await sql(
    `UPDATE "ServiceRequestEvent" SET "outletId" = $2 WHERE "requestId" = $1 AND kind = 'assign'`,
    [row!.id, centreId],
  );
  return { id: row!.id, ticket, email, mobile };
}

/** Staff resolve it on its page; the link to rate it comes in the customer's mail. */
async function resolve(page: Page, request: { id: string; email: string }, language: 'en' | 'hi') {
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.81.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  await page.goto(`/staff/service-requests/${request.id}`);
  await expect(page.getByText(R.feedbackNone)).toBeVisible();
  await page.getByRole('combobox', { name: D.newStatus }).selectOption('resolved');
  await page.getByRole('button', { name: D.statusSubmit }).click();
  await expect(page.getByText(D.outcomes.status)).toBeVisible();
  const mail = await mailTo(request.email, (m) => m.text.includes('/service-request/feedback?'));
  const link = /https?:\/\/\S+\/service-request\/feedback\?r=[\w-]+&s=[\w-]+/.exec(mail.text)![0];
  expect(new URL(link).pathname).toBe(
    language === 'hi' ? '/hi/service-request/feedback' : '/service-request/feedback',
  );
  return { member, link: new URL(link).pathname + new URL(link).search };
}

/** The customer's own phone: a browser of its own, from an address of its own. */
async function customerPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.82.${randomInt(250)}.${randomInt(250)}` },
  });
  return context.newPage();
}

test('a resolved request is rated from the mail on a phone, once; the tracking page and staff see it', async ({
  page,
  browser,
}) => {
  const T = enFeedback.SERVICE_FEEDBACK_TEXT;
  const M = enFeedback.SERVICE_FEEDBACK_MESSAGES;
  const request = await inProgress('en');
  const { link } = await resolve(page, request, 'en');

  const phone = await customerPhone(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  await expect(phone.getByRole('main')).toContainText(T.lead(request.ticket));
  await expect(phone.getByRole('main')).toContainText(centreName);
  expect(await layoutProblems(phone)).toEqual([]);
  await expectNoAxeViolations(phone);
  // Sent without a rating: the fieldset says why, and the first choice has focus.
  await phone.getByRole('button', { name: T.submit }).click();
  await expect(phone.getByRole('group', { name: T.ratingLegend })).toContainText(M.rating);
  await expect(phone.getByRole('radio', { name: T.ratings[1] })).toBeFocused();
  await phone.getByRole('radio', { name: T.ratings[5] }).check();
  await expect(phone.getByLabel(T.commentLabel)).toHaveAccessibleDescription(T.commentHint);
  await phone.getByLabel(T.commentLabel).fill(`The engineer came on time (${run}).`);
  await phone.getByRole('button', { name: T.submit }).click();
  const thanks = phone.getByRole('status').filter({ hasText: T.thanks });
  await expect(thanks).toBeInViewport();
  await expectNoAxeViolations(phone);
  expect(
    await sql('SELECT rating, comment FROM "ServiceFeedback" WHERE "requestId" = $1', [request.id]),
  ).toEqual([{ rating: 5, comment: `The engineer came on time (${run}).` }]);

  // The link again: the rating given, no form.
  await phone.goto(link);
  await expect(phone.getByText(T.rated(T.ratings[5]))).toBeVisible();
  await expect(phone.getByRole('button', { name: T.submit })).toHaveCount(0);
  // A link changed by one character is no link: 404, and what to do instead.
  const tampered = link.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
  const answer = await phone.goto(tampered);
  expect(answer!.status()).toBe(404);
  await expect(phone.getByRole('heading', { name: T.invalidTitle })).toBeVisible();
  await expect(phone.getByRole('main')).toContainText(T.invalidLead);
  // The tracking page shows the rating instead of the link.
  await phone.goto('/service-request/track');
  await phone.getByLabel(TRACK.ticket, { exact: true }).fill(request.ticket);
  await phone.getByLabel(TRACK.mobile, { exact: true }).fill(request.mobile);
  await phone.getByRole('button', { name: TRACK.submit }).click();
  const result = phone.getByRole('region', { name: TRACK.heading(request.ticket) });
  await expect(result).toContainText(SERVICE_STATUS_LABELS.resolved);
  await expect(result).toContainText(T.rated(T.ratings[5]));
  await expect(result.getByRole('link', { name: T.trackLink })).toHaveCount(0);
  await phone.context().close();

  // Staff: the rating and its words on the request's page, and in the month's report.
  await page.goto(`/staff/service-requests/${request.id}`);
  await expect(page.getByRole('region', { name: R.feedbackHeading })).toContainText(
    `The engineer came on time (${run}).`,
  );
  await page.getByRole('link', { name: R.title }).first().click();
  await expect(page.getByRole('heading', { name: R.title, level: 1 })).toBeVisible();
  // The menu marks the report alone as the current page, not also "Service requests" above it.
  const menu = page.getByRole('navigation', { name: 'Staff' });
  await expect(menu.locator('[aria-current]')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: R.title })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row').filter({ hasText: centreName });
  await expect(row).toContainText(R.average(5));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the tracking page offers the link, and a Hindi request is rated in Hindi', async ({
  page,
  browser,
}) => {
  const T = hiFeedback.SERVICE_FEEDBACK_TEXT;
  const request = await inProgress('hi');
  const { link } = await resolve(page, request, 'hi');
  const phone = await customerPhone(browser);
  // Found from the Hindi tracking page: its link is the mail's.
  await phone.goto('/hi/service-request/track');
  const HT = hiService.SERVICE_TRACK_TEXT;
  await phone.getByLabel(HT.ticket, { exact: true }).fill(request.ticket);
  await phone.getByLabel(HT.mobile, { exact: true }).fill(request.mobile);
  await phone.getByRole('button', { name: HT.submit }).click();
  const rate = phone.getByRole('link', { name: T.trackLink });
  await expect(rate).toHaveAttribute('href', link);
  await rate.click();
  await expect(phone.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', /^hi/);
  await phone.getByRole('radio', { name: T.ratings[4] }).check();
  await phone.getByRole('button', { name: T.submit }).click();
  await expect(phone.getByRole('status').filter({ hasText: T.thanks })).toBeInViewport();
  await expectNoAxeViolations(phone);
  expect(
    await sql('SELECT rating, language FROM "ServiceFeedback" WHERE "requestId" = $1', [
      request.id,
    ]),
  ).toEqual([{ rating: 4, language: 'hi' }]);
  await phone.context().close();
});
