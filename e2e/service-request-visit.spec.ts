import { randomInt } from 'node:crypto';
import {
  SERVICE_FORM_TEXT,
  SERVICE_MESSAGES as M,
  SERVICE_TRACK_TEXT as TRACK,
  SERVICE_VISIT_TEXT as V,
  STAFF_SERVICE_TEXT,
  SERVICE_PROMISE_MESSAGES,
  SERVICE_PROMISE_TEXT as P,
} from '../content/service';
import { addDays, isVisitDay, visitDayLabel, visitDayRange } from '../lib/service/visit-days';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { confirmMobile } from './support/mobile-check';
import { createStaffUser, signIn } from './support/staff';
import { mailTo, useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

/**
 * The preferred visit and the promise (docs/features/service-requests.md): the customer picks a
 * day and a window on the form, staff propose another on the request's page, and the customer
 * sees it on the tracking page and in the e-mail (the SMTP stand-in); the staff page of the
 * promises refuses hours out of range with its message. The Hindi form's window is in
 * e2e/hindi-service-request.spec.ts.
 */

const L = SERVICE_FORM_TEXT.labels;
const D = STAFF_SERVICE_TEXT.detail;

test.describe.configure({ mode: 'serial' });

const run = randomInt(1e9);
const email = `visit-${run}@example.com`;
const mobile = `7${String(randomInt(1e9)).padStart(9, '0')}`;
let ticket = '';

/** The next days a visit may be fixed on, as the form and the server count them. */
const visitDays = () => {
  const { min } = visitDayRange(new Date());
  return Array.from({ length: 10 }, (_, i) => addDays(min, i)).filter((d) =>
    isVisitDay(d, new Date()),
  );
};

test('the customer picks a day and a window on the form (at 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  await page.goto('/service-request');
  await expect(page.getByLabel(L.productLine, { exact: true })).toBeEnabled();
  await page.getByLabel(L.productLine, { exact: true }).selectOption('cctv');
  await page.getByLabel(L.modelCode, { exact: true }).selectOption('CC-DOME-2');
  await page.getByLabel(L.category, { exact: true }).selectOption('not-working');
  await page.getByLabel(L.description, { exact: true }).fill('Recorder beeps all night.');
  // A pincode no centre serves: the request waits for staff (and for its visit).
  await page.getByLabel(L.address, { exact: true }).fill('9 Nowhere Lane');
  await page.getByLabel(L.pincode, { exact: true }).fill('999999');
  await page.getByLabel(L.name, { exact: true }).fill('Meera Iyer');
  await page.getByLabel(L.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(L.email, { exact: true }).fill(email);
  await confirmMobile(page, mobile);
  // A window without a day: refused beside the day.
  const windows = page.getByRole('group', { name: SERVICE_FORM_TEXT.visit.window });
  await windows.getByLabel(V.choices.morning).check();
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(M.visitDate)).toBeVisible();
  const day = visitDays()[0]!;
  await page.getByLabel(SERVICE_FORM_TEXT.visit.date, { exact: true }).fill(day);
  await page.getByRole('button', { name: L.submit }).click();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('SR/');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [row] = await sql<{ ticket: string; window: string; day: string; state: string }>(
    `SELECT ticket, "preferredWindow" AS window, to_char("preferredDate", 'YYYY-MM-DD') AS day,
            "visitState" AS state FROM "ServiceRequest" WHERE email = $1`,
    [email],
  );
  ticket = row!.ticket;
  expect(row).toMatchObject({ window: 'morning', day, state: 'requested' });
});

test('staff see the request overdue once past its promise, and propose another visit; the customer is mailed', async ({
  page,
}) => {
  // Its centre was promised an hour ago.
  await sql(
    `UPDATE "ServiceRequest" SET "assignBy" = now() - interval '1 hour' WHERE ticket = $1`,
    [ticket],
  );
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.81.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, await createStaffUser(undefined, { roles: ['service'] }));
  await page.waitForURL(/\/staff$/);
  await page.goto(`/staff/service-requests?q=${encodeURIComponent(ticket)}&state=overdue`);
  const row = page.getByRole('row').filter({ hasText: ticket });
  await expect(row).toContainText(STAFF_SERVICE_TEXT.overdue);
  await row.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { name: D.heading(ticket) })).toBeVisible();
  const day = visitDays()[2]!;
  await page.getByLabel(V.staff.date, { exact: true }).fill(day);
  await page
    .getByRole('group', { name: V.staff.window, exact: true })
    .getByLabel(V.choices.evening)
    .check();
  await page.getByRole('button', { name: V.staff.proposeSubmit }).click();
  await expect(page.getByText(D.outcomes.visit)).toBeVisible();
  const when = V.when(visitDayLabel(day, 'en'), V.windows.evening);
  await expect(page.getByTestId('staff-visit')).toHaveText(V.staff.proposed(when));
  const mail = await mailTo(email, V.mail.subject(ticket, V.mail.states.proposed));
  expect(mail.text).toContain(V.mail.proposed(when));
});

test('the customer sees the proposed visit on the tracking page', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto('/service-request/track');
  await page.getByLabel(TRACK.ticket, { exact: true }).fill(ticket);
  await page.getByLabel(TRACK.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: TRACK.submit }).click();
  const result = page.getByRole('region', { name: TRACK.heading(ticket) });
  const day = visitDays()[2]!;
  const when = V.when(visitDayLabel(day, 'en'), V.windows.evening);
  await expect(result.getByTestId('track-visit')).toHaveText(V.track.proposed(when));
  await expect(result).toContainText(V.event.proposed(when));
});

test('the staff page of the promises: a state’s own hours added, then refused out of range', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.82.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, await createStaffUser(undefined, { roles: ['service'] }));
  await page.waitForURL(/\/staff$/);
  await page.goto('/staff/service-promises');
  await expect(page.getByRole('heading', { name: P.title })).toBeVisible();
  const add = page.getByRole('region', { name: P.add });
  await add.getByLabel(P.productLine).selectOption('bess');
  await add.getByLabel(P.area).selectOption('Ladakh');
  await add.getByLabel(P.assignHours).fill('30');
  await add.getByLabel(P.callHours).fill('60');
  await add.getByRole('button', { name: P.addSubmit }).click();
  await expect(page.getByText(P.outcomes.created)).toBeVisible();
  // The browser's own check bypassed: the server refuses with the field's message.
  await add.getByLabel(P.productLine).selectOption('bess');
  await add.getByLabel(P.area).selectOption('Ladakh');
  await add.getByLabel(P.assignHours).evaluate((input) => input.removeAttribute('max'));
  await add.getByLabel(P.assignHours).fill('9999');
  await add.getByLabel(P.callHours).fill('60');
  await add.getByRole('button', { name: P.addSubmit }).click();
  await expect(page.getByText(P.outcomes.invalid)).toContainText(
    SERVICE_PROMISE_MESSAGES.assignHours,
  );
  const [stored] = await sql<{ assignHours: number }>(
    `SELECT "assignHours" FROM "ServicePromise" WHERE "productLine" = 'bess' AND area = 'Ladakh'`,
  );
  expect(stored).toEqual({ assignHours: 30 });
  await sql(`DELETE FROM "ServicePromise" WHERE "productLine" = 'bess' AND area = 'Ladakh'`);
});
