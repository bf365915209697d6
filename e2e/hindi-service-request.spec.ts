import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import * as hi from '../content/hi/service';
import { STAFF_SERVICE_TEXT } from '../content/service';
import { DEFAULT_PROMISE, promiseDay, promisedBy } from '../lib/service/promise';
import { addDays, isVisitDay, visitDayLabel, visitDayRange } from '../lib/service/visit-days';
import { expectConfirmationShown, formState } from './support/confirmation';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { confirmMobile, lastCodeFor, takenSms, takenWhatsapp } from './support/mobile-check';
import * as hiMobile from '../content/hi/mobile-check';
import { STAND_IN_TEMPLATE_IDS } from './stand-ins/sms-gateway';
import { createStaffUser, signIn } from './support/staff';
import { receivedMail, useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

/**
 * A service request made on the Hindi page (/hi/service-request): Hindi labels and validation
 * messages in the browser, the Hindi answer with its ticket, the request stored with its
 * language, the received mail and a later status mail (a staff change on the English staff
 * pages) in Hindi, and the Hindi tracking page (statuses, timeline, dates), with and without
 * JavaScript. The English flow is e2e/service-request.spec.ts.
 */

const L = hi.SERVICE_FORM_TEXT.labels;
const TRACK = hi.SERVICE_TRACK_TEXT;
const D = STAFF_SERVICE_TEXT.detail;

test.describe.configure({ mode: 'serial' });

const run = randomInt(1e9);
const email = `hindi-service-${run}@example.com`;
const mobile = `8${String(randomInt(1e9)).padStart(9, '0')}`;
const centreName = `Car Nicobar Service Centre ${run}`;
const publicNote = `मंगलवार को तकनीशियन आएँगे (${run})`;
let ticket = '';

/**
 * The mail to this test's customer whose subject says this status, in Hindi (the SMTP stand-in
 * decodes the subject's RFC 2047 words).
 */
const mailWith = async (status: string) =>
  (await receivedMail()).find(
    (mail) => mail.to.includes(email) && mail.subject === hi.SERVICE_MAIL.subject(ticket, status),
  );

test.beforeAll(async () => {
  // Car Nicobar, for lithium batteries: no other spec puts an outlet there for that line, so
  // this centre is the nearest.
  await sql(
    `INSERT INTO "Outlet" (id, name, type, "productLines", address, city, state, pincode, phones,
       active, lat, lng, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'service_centre', ARRAY['lithium-battery'], '2 Malacca Road',
       'Car Nicobar', 'Andaman and Nicobar Islands', '744301', ARRAY['9876505678'], true,
       9.157317, 92.75807, now())`,
    [centreName],
  );
});

async function fillRequest(page: Page) {
  await page.getByLabel(L.productLine, { exact: true }).selectOption('lithium-battery');
  await page.getByLabel(L.modelCode, { exact: true }).selectOption('LB-12-100');
  await page.getByLabel(L.category, { exact: true }).selectOption('backup');
  await page.getByLabel(L.description, { exact: true }).fill('बैटरी दस मिनट में ख़त्म हो जाती है।');
  await page.getByLabel(L.address, { exact: true }).fill('2 मलक्का रोड, कार निकोबार');
  await page.getByLabel(L.pincode, { exact: true }).fill('744301');
  await page.getByLabel(L.name, { exact: true }).fill('सुनीता देवी');
  await page.getByLabel(L.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(L.email, { exact: true }).fill(email);
  // A preferred visit: the first day one may be asked for, in the afternoon.
  await page.getByLabel(hi.SERVICE_FORM_TEXT.visit.date, { exact: true }).fill(visitDay);
  await page
    .getByRole('group', { name: hi.SERVICE_FORM_TEXT.visit.window })
    .getByLabel(hi.SERVICE_VISIT_TEXT.choices.afternoon)
    .check();
}

const visitDay = (() => {
  const { min } = visitDayRange(new Date());
  return [0, 1].map((i) => addDays(min, i)).find((d) => isVisitDay(d, new Date()))!;
})();

test('the Hindi form refuses wrong fields in Hindi, then takes the request: Hindi answer, language stored, Hindi mail', async ({
  page,
}) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  await page.goto('/hi/service-request');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: L.submit }) });
  await expect(page.getByLabel(L.productLine, { exact: true })).toBeEnabled();
  const blank = await formState(form);
  await fillRequest(page);
  // Refused in the browser: a mobile number too short, a serial of another product.
  await page.getByLabel(L.mobile, { exact: true }).fill('12345');
  await page.getByLabel(L.serial, { exact: true }).fill('IU2404-012345');
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(hi.SERVICE_MESSAGES.mobile)).toBeVisible();
  await expect(page.getByText(hi.SERVICE_MESSAGES.serial('LB2404-012345'))).toBeVisible();
  await expect(page.getByLabel(L.mobile, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(L.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(L.serial, { exact: true }).fill('');
  // Refused by the server until the number is confirmed, in Hindi beside the field.
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(hiMobile.MOBILE_CHECK_MESSAGES.required)).toBeVisible();
  await expect(page.getByLabel(L.mobile, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The code comes in Hindi, on the Hindi DLT template, as Unicode.
  await confirmMobile(page, mobile, 'hi');
  const sms = (await takenSms()).filter((m) => m.to === `+91${mobile}`).at(-1)!;
  expect(sms).toMatchObject({ templateId: STAND_IN_TEMPLATE_IDS['otp.hi'], encoding: 'unicode' });
  expect(sms.body).toBe(hiMobile.SMS_TEMPLATES.otp.replace('{#var#}', await lastCodeFor(mobile)));
  // Updates on WhatsApp, opted in with Meta's words in Hindi.
  await page.getByLabel(hiMobile.MOBILE_CHECK_TEXT.whatsappUpdates).check();
  await page.getByRole('button', { name: L.submit }).click();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('SR/');
  const [row] = await sql<{
    ticket: string;
    language: string;
    status: string;
    centre: string;
    confirmed: boolean;
  }>(
    `SELECT r.ticket, r.language, r.status, o.name AS centre,
            r."mobileConfirmedAt" IS NOT NULL AS confirmed FROM "ServiceRequest" r
       JOIN "Outlet" o ON o.id = r."outletId" WHERE r.email = $1`,
    [email],
  );
  ticket = row!.ticket;
  expect(row).toMatchObject({
    language: 'hi',
    status: 'assigned',
    centre: centreName,
    confirmed: true,
  });
  // The centre's message on WhatsApp, on the approved template in Hindi, delivered as Meta's
  // signed status said.
  await expect
    .poll(async () =>
      (await takenWhatsapp())
        .filter((m) => m.to === `91${mobile}`)
        .map((m) => [m.template, m.language, m.parameters[0]]),
    )
    .toEqual([['service_assigned', 'hi', ticket]]);
  await expect
    .poll(async () =>
      (
        await sql<{ channel: string; status: string }>(
          `SELECT m.channel, m.status FROM "TextMessage" m
             JOIN "ServiceRequest" r ON r.id = m."serviceRequestId" WHERE r.ticket = $1`,
          [ticket],
        )
      ).map((m) => `${m.channel} ${m.status}`),
    )
    .toEqual(['whatsapp delivered']);
  await expect(status).toHaveText(hi.SERVICE_MESSAGES.received(ticket));
  // The confirmation at 1280 px (the English spec has the phone): focus, on screen, reset whole.
  await expectConfirmationShown(status);
  const callBy = promiseDay(promisedBy(new Date(), DEFAULT_PROMISE.callHours), 'hi');
  await expect(page.locator('[data-confirmation]')).toContainText(hi.SERVICE_MESSAGES.next(callBy));
  expect(await formState(form)).toEqual(blank);

  // Its link: the Hindi tracking page, where the request waits for the centre's call, by when.
  await page.getByRole('link', { name: hi.SERVICE_MESSAGES.trackLink }).click();
  await expect(page).toHaveURL(/\/hi\/service-request\/track$/);
  await track(page, { ticket, mobile });
  const result = page.getByRole('region', { name: TRACK.heading(ticket) });
  await expect(result.getByTestId('track-next')).toHaveText(
    `${TRACK.nextStep}${TRACK.next.assigned(centreName, callBy)}`,
  );
  await expect(result.getByRole('link', { name: '+91 98765 05678' })).toHaveAttribute(
    'href',
    'tel:+919876505678',
  );
  await expect(result.getByRole('listitem')).toHaveCount(2);
  // The visit asked for on the Hindi form, in Hindi.
  await expect(result.getByTestId('track-visit')).toHaveText(
    hi.SERVICE_VISIT_TEXT.track.requested(
      hi.SERVICE_VISIT_TEXT.when(
        visitDayLabel(visitDay, 'hi'),
        hi.SERVICE_VISIT_TEXT.windows.afternoon,
      ),
    ),
  );

  await expect.poll(() => mailWith(hi.SERVICE_STATUS_LABELS.assigned)).toBeTruthy();
  const mail = (await mailWith(hi.SERVICE_STATUS_LABELS.assigned))!;
  const lines = mail.text.split('\n');
  expect(lines).toContain(hi.SERVICE_MAIL.greeting('सुनीता देवी'));
  expect(lines).toContain(hi.SERVICE_MAIL.statusLine(ticket, hi.SERVICE_STATUS_LABELS.assigned));
  expect(lines).toContain(hi.SERVICE_MAIL.signOff);
  expect(mail.text).toContain('/hi/service-request/track');
});

test('a status change by staff (English pages) mails the customer in Hindi', async ({ page }) => {
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.88.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  await page.goto(`/staff/service-requests?q=${encodeURIComponent(ticket)}`);
  await page.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { name: D.heading(ticket) })).toBeVisible();
  await page.getByRole('combobox', { name: D.newStatus }).selectOption('visit_scheduled');
  await page.getByRole('textbox', { name: D.statusNote }).fill(publicNote);
  await page.getByRole('button', { name: D.statusSubmit }).click();
  await expect(page.getByText(D.outcomes.status)).toBeVisible();

  await expect.poll(() => mailWith(hi.SERVICE_STATUS_LABELS.visit_scheduled)).toBeTruthy();
  const mail = (await mailWith(hi.SERVICE_STATUS_LABELS.visit_scheduled))!;
  const lines = mail.text.split('\n');
  expect(lines).toContain(
    hi.SERVICE_MAIL.statusLine(ticket, hi.SERVICE_STATUS_LABELS.visit_scheduled),
  );
  expect(lines).toContain(hi.SERVICE_MAIL.note);
  expect(lines).toContain(publicNote);
});

async function track(page: Page, entry: { ticket: string; mobile: string }) {
  await page.getByLabel(TRACK.ticket, { exact: true }).fill(entry.ticket);
  await page.getByLabel(TRACK.mobile, { exact: true }).fill(entry.mobile);
  await page.getByRole('button', { name: TRACK.submit }).click();
}

/** The tracked request's region, checked for its Hindi status, timeline and dates. */
async function expectHindiResult(page: Page) {
  const result = page.getByRole('region', { name: TRACK.heading(ticket) });
  await expect(result.getByTestId('track-status')).toHaveText(
    hi.SERVICE_STATUS_LABELS.visit_scheduled,
  );
  await expect(result).toContainText('लिथियम बैटरी: लिथियम बैटरी 12.8 V 100 Ah');
  await expect(result).toContainText(hi.serviceCategoryLabel('backup'));
  const timeline = result.getByRole('listitem');
  // Each step once: the assignment, not also its status "assigned".
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText(hi.SERVICE_STATUS_LABELS.received);
  await expect(timeline.nth(1)).toContainText(hi.SERVICE_EVENT_TEXT.assigned(centreName));
  await expect(timeline.nth(2)).toContainText(hi.SERVICE_STATUS_LABELS.visit_scheduled);
  await expect(timeline.nth(2)).toContainText(publicNote);
  await expect(result.getByTestId('track-next')).toContainText(TRACK.next.visit_scheduled);
  // Dates in Hindi words ("26 नवंबर 2026 को शाम 4:33 बजे"): no English month or am/pm.
  for (const date of await result.locator('time').allTextContents()) {
    expect(date).toMatch(/^\d{1,2} \S+ \d{4} को \S+ \d{1,2}:\d{2} बजे$/);
  }
  await expect(result.locator('time').first()).not.toContainText(/[A-Za-z]/);
}

test('the Hindi tracking page shows the request in Hindi', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto('/hi/service-request/track');
  await track(page, { ticket, mobile: '9000000000' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(TRACK.notFound);
  await track(page, { ticket: ticket.toLowerCase(), mobile });
  await expectHindiResult(page);
});

test('the Hindi tracking page answers in Hindi without JavaScript too', async ({
  pageWithoutScript: page,
}) => {
  await useOwnAddress(page);
  await page.goto('/hi/service-request/track');
  await track(page, { ticket, mobile: '9000000000' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(TRACK.notFound);
  await track(page, { ticket, mobile });
  await expect(page).toHaveURL(/\/hi\/service-request\/track$/);
  await expectHindiResult(page);
});
