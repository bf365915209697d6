import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  SERVICE_FORM_TEXT,
  SERVICE_MESSAGES as M,
  SERVICE_EVENT_TEXT,
  SERVICE_STATUS_LABELS,
  SERVICE_TRACK_TEXT as TRACK,
  STAFF_SERVICE_TEXT,
} from '../content/service';
import { STAFF_OUTLETS_TEXT } from '../content/locator';
import { DEFAULT_PROMISE, promiseDay, promisedBy } from '../lib/service/promise';
import { expectConfirmationShown, formState } from './support/confirmation';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { confirmMobile, filled, takenSms } from './support/mobile-check';
import { MOBILE_CHECK_TEXT as MOBILE_TEXT, SMS_TEMPLATES } from '../content/mobile-check';
import { createStaffUser, signIn } from './support/staff';
import { receivedMail, useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

const L = SERVICE_FORM_TEXT.labels;
const D = STAFF_SERVICE_TEXT.detail;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

test.describe.configure({ mode: 'serial' });

const run = randomInt(1e9);
const email = `service-${run}@example.com`;
const mobile = `9${String(randomInt(1e9)).padStart(9, '0')}`;
const centreName = `Andaman Service Centre ${run}`;
const publicNote = `Technician visits Tuesday (${run})`;
const internalNote = `Customer prefers mornings, internal (${run})`;
let ticket = '';

const mailFor = async (subjectPart: string) =>
  (await receivedMail()).find((m) => m.to.includes(email) && m.subject.includes(subjectPart));

test.beforeAll(async () => {
  // Port Blair: no other spec puts an outlet there, so this centre is the nearest.
  await sql(
    `INSERT INTO "Outlet" (id, name, type, "productLines", address, city, state, pincode, phones,
       active, lat, lng, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'service_centre', ARRAY['cctv'], '1 Aberdeen Bazaar',
       'Port Blair', 'Andaman and Nicobar Islands', '744101', ARRAY['9876501234', '1722200002'], true,
       11.645525, 92.73568, now())`,
    [centreName],
  );
});

const serviceForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: L.submit }) });

async function raise(page: Page) {
  await page.goto('/service-request');
  await expect(page.getByLabel(L.productLine, { exact: true })).toBeEnabled();
  const blank = await formState(serviceForm(page));
  await page.getByLabel(L.productLine, { exact: true }).selectOption('cctv');
  await page.getByLabel(L.modelCode, { exact: true }).selectOption('CC-DOME-2');
  await page.getByLabel(L.category, { exact: true }).selectOption('not-working');
  await page.getByLabel(L.description, { exact: true }).fill('No picture since the storm.');
  await page
    .getByLabel(L.photos, { exact: true })
    .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(L.address, { exact: true }).fill('4 Marine Hill, Port Blair');
  await page.getByLabel(L.pincode, { exact: true }).fill('744101');
  await page.getByLabel(L.name, { exact: true }).fill('Ravi Kumar');
  await page.getByLabel(L.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(L.email, { exact: true }).fill(email);
  await confirmMobile(page, mobile);
  await page.getByLabel(MOBILE_TEXT.smsUpdates).check();
  await page.getByRole('button', { name: L.submit }).click();
  return blank;
}

test('a customer raises a request on a phone: the confirmation with its ticket, next step and tracking link takes focus; the form is reset whole; a mail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  const blank = await raise(page);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('SR/');
  const [row] = await sql<{ ticket: string; status: string; centre: string; photos: string[] }>(
    `SELECT r.ticket, r.status, o.name AS centre, r.photos FROM "ServiceRequest" r
       JOIN "Outlet" o ON o.id = r."outletId" WHERE r.email = $1`,
    [email],
  );
  ticket = row!.ticket;
  await expect(status).toHaveText(M.received(ticket));
  await expectConfirmationShown(status);
  const confirmation = page.locator('[data-confirmation]');
  await expect(confirmation).toContainText(
    M.next(promiseDay(promisedBy(new Date(), DEFAULT_PROMISE.callHours), 'en')),
  );
  await expect(confirmation.getByRole('link', { name: M.trackLink })).toHaveAttribute(
    'href',
    '/service-request/track',
  );
  // Every field back to how it was: the product too, the model not left disabled by it.
  expect(await formState(serviceForm(page))).toEqual(blank);
  expect(row).toMatchObject({ status: 'assigned', centre: centreName });
  // The photo is never a public file.
  expect((await page.request.get(`/files/${row!.photos[0]}`)).status()).toBe(404);
  await expect.poll(() => mailFor(ticket)).toBeTruthy();
  // The customer asked for SMS too: the centre's name and phone, on its DLT template.
  await expect
    .poll(async () => (await takenSms()).filter((m) => m.to === `+91${mobile}`).at(-1)?.body)
    .toBe(filled(SMS_TEMPLATES.serviceAssigned, [ticket, centreName, '9876501234']));
});

test('the form names each wrong field and sends nothing', async ({ page }) => {
  await useStandInRecaptcha(page, 0.9);
  await page.goto('/service-request');
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(M.productLine)).toBeVisible();
  await expect(page.getByText(M.mobile)).toBeVisible();
});

test('service staff move it along and write notes; the customer is mailed', async ({ page }) => {
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.78.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  await expect(
    page.getByRole('heading', { name: STAFF_SERVICE_TEXT.dashboard.heading }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Service requests', exact: true }).click();
  await expect(page.getByRole('heading', { name: STAFF_SERVICE_TEXT.title })).toBeVisible();
  await page.goto(`/staff/service-requests?q=${encodeURIComponent(ticket)}&line=cctv&type=open`);
  await page.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { name: D.heading(ticket) })).toBeVisible();
  await page.getByRole('combobox', { name: D.newStatus }).selectOption('visit_scheduled');
  await page.getByRole('textbox', { name: D.statusNote }).fill(publicNote);
  await page.getByRole('button', { name: D.statusSubmit }).click();
  await expect(page.getByText(D.outcomes.status)).toBeVisible();
  await page.getByRole('textbox', { name: D.note, exact: true }).fill(internalNote);
  await page.getByRole('button', { name: D.noteSubmit }).click();
  await expect(page.getByText(D.outcomes.note)).toBeVisible();
  const history = page.getByRole('table', { name: D.historyCaption });
  await expect(history).toContainText(internalNote);
  await expect(history).toContainText(member);
  await expect
    .poll(() => mailFor(SERVICE_STATUS_LABELS.visit_scheduled))
    .toMatchObject({ subject: expect.stringContaining(ticket) });
  const csv = await (
    await page.request.get(`/api/staff/service-requests/export?q=${encodeURIComponent(ticket)}`)
  ).text();
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  expect(csv).toContain('visit_scheduled');
  // Both texts sent, and delivered as the gateway reported to each one's signed address.
  await expect
    .poll(async () =>
      (
        await sql<{ status: string }>(
          `SELECT m.status FROM "TextMessage" m JOIN "ServiceRequest" r ON r.id = m."serviceRequestId"
            WHERE r.ticket = $1 ORDER BY m."createdAt"`,
          [ticket],
        )
      ).map((m) => m.status),
    )
    .toEqual(['delivered', 'delivered']);
  await page.reload();
  const texts = page.getByRole('table', { name: D.textsCaption });
  await expect(texts.getByRole('row')).toHaveCount(3);
  await expect(texts).toContainText(
    filled(SMS_TEMPLATES.serviceStatus, [ticket, SERVICE_STATUS_LABELS.visit_scheduled]),
  );
  await expect(texts.getByRole('cell', { name: D.textStates.delivered })).toHaveCount(2);
});

test('the customer follows it without JavaScript: public notes only', async ({
  pageWithoutScript: page,
}) => {
  await useOwnAddress(page);
  await page.goto('/service-request/track');
  await page.getByLabel(TRACK.ticket, { exact: true }).fill(ticket);
  await page.getByLabel(TRACK.mobile, { exact: true }).fill('9000000000');
  await page.getByRole('button', { name: TRACK.submit }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(TRACK.notFound);
  await page.getByLabel(TRACK.ticket, { exact: true }).fill(ticket.toLowerCase());
  await page.getByLabel(TRACK.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: TRACK.submit }).click();
  const result = page.getByRole('region', { name: TRACK.heading(ticket) });
  await expect(result).toContainText(SERVICE_STATUS_LABELS.visit_scheduled);
  await expect(result).toContainText(centreName);
  await expect(result).toContainText(publicNote);
  // The next step and the centre's phones as Indians write them, each a tel: link.
  await expect(result.getByTestId('track-next')).toContainText(TRACK.next.visit_scheduled);
  await expect(result.getByRole('link', { name: '+91 98765 01234' })).toHaveAttribute(
    'href',
    'tel:+919876501234',
  );
  await expect(result.getByRole('link', { name: '0172 220 0002' })).toHaveAttribute(
    'href',
    'tel:+911722200002',
  );
  // Each step once: the assignment names the centre, its status is not repeated.
  await expect(result.getByRole('listitem').locator('p.font-medium')).toHaveText([
    SERVICE_STATUS_LABELS.received,
    SERVICE_EVENT_TEXT.assigned(centreName),
    SERVICE_STATUS_LABELS.visit_scheduled,
  ]);
  await expect(page.getByRole('main')).not.toContainText(internalNote);
  await expect(page.getByRole('main')).not.toContainText('@example.com');
  // The customer stops the SMS updates here (without JavaScript too).
  await page.getByRole('button', { name: TRACK.stopSms }).click();
  await expect(page.getByText(TRACK.smsStopped)).toBeVisible();
  await expect(page.getByRole('button', { name: TRACK.stopSms })).toHaveCount(0);
  expect(
    await sql<{ smsUpdates: boolean }>(
      'SELECT "smsUpdates" FROM "ServiceRequest" WHERE ticket = $1',
      [ticket],
    ),
  ).toEqual([{ smsUpdates: false }]);
});

test('the centre a request names cannot be deleted, only deactivated', async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.79.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, await createStaffUser(undefined, { roles: ['service'] }));
  await page.waitForURL(/\/staff$/);
  await page.goto(`/staff/outlets?q=${encodeURIComponent(centreName)}`);
  const row = page.getByRole('row').filter({ hasText: centreName });
  await row.getByRole('button', { name: `${STAFF_OUTLETS_TEXT.delete} ${centreName}` }).click();
  await expect(page.getByText(STAFF_OUTLETS_TEXT.notices.inUse)).toBeVisible();
  const [kept] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM "ServiceRequest" r JOIN "Outlet" o ON o.id = r."outletId"
     WHERE r.ticket = $1 AND o.name = $2`,
    [ticket, centreName],
  );
  expect(kept).toEqual({ n: 1 });
});
