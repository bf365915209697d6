import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STAFF_SERVICE_TEXT } from '../content/service';
import { STAFF_INBOX_TEXT } from '../content/staff';
import {
  WARRANTY_CHECK as C,
  WARRANTY_DECISION_MAIL as DECISION,
  WARRANTY_MESSAGES as M,
  WARRANTY_PAGE,
} from '../content/warranty';
import { expectConfirmationShown, formState } from './support/confirmation';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { MOBILE_CHECK_TEXT as MOBILE_TEXT, SMS_TEMPLATES } from '../content/mobile-check';
import { confirmMobile, filled, takenSms } from './support/mobile-check';
import { createStaffUser, signIn } from './support/staff';
import { mailTo, receivedMail, useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

const L = WARRANTY_PAGE.labels;
const PDF = Buffer.from('%PDF-1.4\n% e2e invoice\n%%EOF\n');

async function register(
  page: Page,
  serial: string,
  email: string,
  {
    dealer,
    typed = dealer ? undefined : 'Gill Electricals',
    confirm = true,
    mobile = customerMobile,
    sms = false,
  }: {
    mobile?: string;
    dealer?: { state: string; name: string; city: string };
    typed?: string;
    /** Confirm the mobile number with the SMS code first (a refused serial needs none). */
    confirm?: boolean;
    /** Tick "Tell me by SMS too when my invoice has been checked". */
    sms?: boolean;
  } = {},
) {
  await page.goto('/warranty');
  await expect(page.getByLabel(L.productLine)).toBeEnabled();
  const blank = await formState(warrantyForm(page));
  await page.getByLabel(L.productLine).selectOption('inverter-ups');
  await page.getByLabel(L.model).selectOption('IU-1100');
  await page.getByLabel(L.serial).fill(serial);
  await page.getByLabel(L.purchasedOn).fill('2024-01-31');
  if (dealer) {
    await page.getByLabel(L.dealerState).selectOption(dealer.state);
    await page
      .getByLabel(L.dealerOutletId)
      .selectOption({ label: WARRANTY_PAGE.dealerOption(dealer.name, dealer.city) });
  }
  if (typed) await page.getByLabel(L.dealerName).fill(typed);
  await page
    .getByLabel(L.invoice)
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(L.name, { exact: true }).fill('Meera Singh');
  await page.getByLabel(L.mobile).fill(mobile);
  await page.getByLabel(L.email).fill(email);
  await page.getByLabel(L.pincode).fill('160022');
  if (confirm) await confirmMobile(page, mobile);
  if (sms) await page.getByLabel(MOBILE_TEXT.warrantySmsUpdates).check();
  await page.getByRole('button', { name: L.submit }).click();
  return blank;
}

const warrantyForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: L.submit }) });

test.describe.configure({ mode: 'serial' });

/** The customer's mobile, this run's own (the codes sent to one number are limited). */
const customerMobile = `91${String(randomInt(1e8)).padStart(8, '0')}`;
const mobile = customerMobile;
const otherMobile = () => `92${String(randomInt(1e8)).padStart(8, '0')}`;
const serial = `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;
const email = `warranty-${randomInt(1e9)}@example.com`;
let number = '';

test('registers a product with its invoice: number, end date and a confirmation mail', async ({
  page,
}) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  // The customer asks to hear the invoice's decision by SMS too.
  await register(page, serial, email, { sms: true });
  const status = page.getByRole('main').getByRole('status').first();
  await expect(status).toContainText('WR/');
  await expect(status).toContainText('31 January 2029');
  // Registered, but not yet checked: the customer is told so, and what happens next.
  await expect(status).toContainText('pending verification');
  await expect(page.locator('[data-confirmation]')).toContainText(M.next);
  await expect(page.locator('[data-confirmation]')).toContainText('our team checks your invoice');
  const [row] = await sql<{ number: string; invoiceKey: string }>(
    'SELECT number, "invoiceKey" FROM "WarrantyRegistration" WHERE serial = $1',
    [serial],
  );
  number = row!.number;
  await expect(status).toHaveText(M.registeredDetail(number, '31 January 2029'));
  // The invoice is never a public file.
  expect((await page.request.get(`/files/${row!.invoiceKey}`)).status()).toBe(404);
  await expect
    .poll(async () => (await receivedMail()).find((m) => m.subject.includes(number)))
    .toMatchObject({ to: [email] });
});

test('the same serial again is refused with whom to contact', async ({ page }) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  await register(page, serial.toLowerCase(), `other-${email}`, { confirm: false });
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(M.duplicate);
});

test('check my warranty: the right pair shows the cover, a wrong one a neutral message', async ({
  page,
}) => {
  await useOwnAddress(page);
  await page.goto('/warranty');
  await page.getByRole('link', { name: WARRANTY_PAGE.checkLink }).click();
  await page.waitForURL(/\/warranty\/check$/);
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill('9876543210');
  await page.getByRole('button', { name: C.labels.submit }).click();
  await expect(page.locator('#warranty-check-status')).toHaveText(C.notFound);
  await page.getByLabel(C.labels.mobile).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByRole('button', { name: C.labels.submit }).click();
  const result = page.getByRole('region', { name: C.resultHeading });
  await expect(result).toContainText(number);
  await expect(result).toContainText('Lithium inverter 1100 VA');
  await expect(result).toContainText('31 January 2029');
  await expect(result).toContainText(C.status.active);
  await expect(result).toContainText(C.verification.pending);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('main')).not.toContainText('Meera');
  await expect(page.getByRole('main')).not.toContainText(email);
});

test('check my warranty works without JavaScript', async ({ pageWithoutScript: page }) => {
  await useOwnAddress(page);
  await page.goto('/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill(mobile);
  await page.getByRole('button', { name: C.labels.submit }).click();
  await expect(page.getByRole('region', { name: C.resultHeading })).toContainText(number);
});

test('service staff find it in the inbox, open the invoice and download the CSV', async ({
  page,
}) => {
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  await page.getByRole('link', { name: 'Warranty registrations', exact: true }).click();
  await expect(page.getByRole('heading', { name: STAFF_INBOX_TEXT.warranty.title })).toBeVisible();
  await page.goto(`/staff/warranty?q=${encodeURIComponent(serial)}&type=inverter-ups`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(email);
  const invoice = await page.request.get(
    (await row
      .getByRole('link', {
        name: `${STAFF_INBOX_TEXT.warranty.openInvoice}${STAFF_INBOX_TEXT.warranty.invoiceOf(number)}`,
      })
      .getAttribute('href'))!,
  );
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await invoice.body()).equals(PDF)).toBe(true);
  const csv = await (await page.request.get(`/api/staff/warranty/export?q=${serial}`)).text();
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(number);
  expect(csv).toContain('2029-01-31');
});

test('service staff reject it with a reason: a stale form is refused, the customer is mailed the reason and the check shows it', async ({
  page,
}) => {
  const T = STAFF_INBOX_TEXT.warranty;
  const D = T.detail;
  const member = await createStaffUser(undefined, { roles: ['service'] });
  const address = { 'x-forwarded-for': `10.79.${randomInt(250)}.${randomInt(250)}` };
  await page.setExtraHTTPHeaders(address);
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  // The dashboard says how many wait, linking to them.
  await expect(
    page.getByRole('link', { name: /warranty registrations? waits? for the invoice check/ }),
  ).toHaveAttribute('href', '/staff/warranty?state=pending');
  // Pending registrations first: the filter finds it, its row says it waits for a check.
  await page.goto(`/staff/warranty?state=pending&q=${encodeURIComponent(serial)}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(T.verificationStates.pending);
  await row.getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL(/\/staff\/warranty\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: D.heading(number) })).toBeVisible();
  const invoice = page.getByRole('link', { name: `${T.openInvoice}${T.invoiceOf(number)}` });
  const file = await page.request.get((await invoice.getAttribute('href'))!);
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  await expect(
    page.getByRole('link', { name: `${D.download}${T.invoiceOf(number)}` }),
  ).toHaveAttribute('download', '');
  await expectNoAxeViolations(page);

  // The same page in a second tab, left open while this one decides.
  const stale = await page.context().newPage();
  await stale.setExtraHTTPHeaders(address);
  await stale.goto(page.url());

  // Spaces only is no reason: refused, and nothing changes.
  const reasonField = page.getByLabel(D.reasonLabel);
  await reasonField.fill('   ');
  await page.getByRole('button', { name: D.reject }).click();
  await expect(
    page.getByRole('status').filter({ hasText: D.outcomes.reasonMissing }),
  ).toBeVisible();
  const reason = 'The invoice shows another serial number.';
  await page.getByLabel(D.reasonLabel).fill(reason);
  await page.getByRole('button', { name: D.reject }).click();
  const done = page.getByRole('status').filter({ hasText: D.outcomes.rejected });
  await expect(done).toBeInViewport();
  await expect(page.getByRole('main')).toContainText(reason);
  await expect(page.getByRole('button', { name: D.reject })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await stale.getByRole('button', { name: D.verify }).click();
  await expect(
    stale.getByRole('status').filter({ hasText: D.outcomes.alreadyDecided }),
  ).toBeInViewport();
  await stale.close();
  const [stored] = await sql<{ verification: string; rejectionReason: string }>(
    'SELECT verification, "rejectionReason" FROM "WarrantyRegistration" WHERE serial = $1',
    [serial],
  );
  expect(stored).toEqual({ verification: 'rejected', rejectionReason: reason });

  const mail = await mailTo(email, DECISION.subject.rejected(number));
  expect(mail.text).toContain(DECISION.rejected(number, 'Lithium inverter 1100 VA'));
  expect(mail.text).toContain(reason);
  // The SMS the customer asked for, on its DLT template, with the reason (cut to 30 characters).
  const sms = filled(SMS_TEMPLATES.warrantyRejected, [number, reason]);
  await expect
    .poll(async () => (await takenSms()).filter((m) => m.to === `+91${mobile}`).map((m) => m.body))
    .toContain(sms);
  // Staff see it on the registration's page, delivered once the gateway reported it.
  await page.reload();
  const texts = page.getByRole('table', { name: D.textsCaption });
  await expect(texts).toContainText(sms);
  await expect(async () => {
    await page.reload();
    await expect(texts).toContainText(STAFF_SERVICE_TEXT.detail.textStates.delivered!);
  }).toPass();

  // What the customer sees when they check.
  await page.goto('/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill(mobile);
  await page.getByRole('button', { name: C.labels.submit }).click();
  const result = page.getByRole('region', { name: C.resultHeading });
  await expect(result).toContainText(C.verification.rejected);
  await expect(result).toContainText(C.status.notCovered);
  await expect(result).not.toContainText(C.status.active);
  await expect(result).toContainText(reason);
  await expect(result).toContainText(C.rejectedNext);
  // The end date stays as it was.
  await expect(result).toContainText('31 January 2029');
  // The answer takes focus and is on screen, below the form as it is.
  await expectConfirmationShown(result);
  await expectNoAxeViolations(page);
  // No more texts about it: the customer stops them from the same answer.
  await result.getByRole('button', { name: C.stopTexts }).click();
  await expect(result.getByText(C.textsStopped)).toBeVisible();
  await expect(result.getByRole('button', { name: C.stopTexts })).toHaveCount(0);
  expect(
    await sql('SELECT "smsUpdates" FROM "WarrantyRegistration" WHERE serial = $1', [serial]),
  ).toEqual([{ smsUpdates: false }]);
});

// Sample outlets (lib/locator/seed.ts): a dealer of inverters in Chandigarh, one of lights in Delhi.
const INVERTER_DEALER = 'Tricity Power House';
const LIGHTS_DEALER = 'Karol Bagh Lights';
const CHANDIGARH_DEALER = { state: 'Chandigarh', name: INVERTER_DEALER, city: 'Chandigarh' };
const dealerSerial = `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;

test('the dealer from our list: only dealers of the line are offered, and the one chosen is kept', async ({
  page,
}) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  await page.goto('/warranty');
  const dealers = page.getByLabel(L.dealerOutletId);
  // A state first: the page carries the states, and asks for one state's dealers.
  await expect(dealers).toBeDisabled();
  await page.getByLabel(L.productLine).selectOption('led-lights');
  await page.getByLabel(L.dealerState).selectOption('Delhi');
  await expect(dealers.locator('option', { hasText: LIGHTS_DEALER })).toHaveText([
    WARRANTY_PAGE.dealerOption(LIGHTS_DEALER, 'Delhi'),
  ]);
  await dealers.selectOption({ label: WARRANTY_PAGE.dealerOption(LIGHTS_DEALER, 'Delhi') });
  // Another line: the lights dealer is not offered, and the choice is dropped.
  await page.getByLabel(L.productLine).selectOption('inverter-ups');
  await expect(dealers.locator('option', { hasText: LIGHTS_DEALER })).toHaveCount(0);
  await expect(dealers).toHaveValue('');

  // On a phone: the confirmation takes focus, with what happens next and the check's link; the
  // form is reset whole, the dealer picker too (its state, its disabled list).
  await page.setViewportSize({ width: 390, height: 844 });
  const blank = await register(page, dealerSerial, email, {
    dealer: CHANDIGARH_DEALER,
    mobile: otherMobile(),
  });
  const status = page.getByRole('main').getByRole('status').first();
  await expect(status).toContainText('WR/');
  await expectConfirmationShown(status);
  const confirmation = page.locator('[data-confirmation]');
  await expect(confirmation).toContainText(M.next);
  await expect(confirmation.getByRole('link', { name: WARRANTY_PAGE.checkLink })).toHaveAttribute(
    'href',
    '/warranty/check',
  );
  expect(await formState(warrantyForm(page))).toEqual(blank);
  const [row] = await sql<{ dealerName: string; outlet: string }>(
    `SELECT w."dealerName", o.name AS outlet FROM "WarrantyRegistration" w
     JOIN "Outlet" o ON o.id = w."dealerOutletId" WHERE w.serial = $1`,
    [dealerSerial],
  );
  expect(row).toEqual({ dealerName: INVERTER_DEALER, outlet: INVERTER_DEALER });
});

test('a dealer chosen and typed both is refused in the browser, with the field’s message', async ({
  page,
}) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  const both = `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;
  await register(page, both, email, {
    dealer: CHANDIGARH_DEALER,
    typed: 'Typed as well',
    mobile: otherMobile(),
  });
  await expect(page.getByLabel(L.dealerName)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(M.dealerBoth)).toBeVisible();
  expect(await sql('SELECT 1 FROM "WarrantyRegistration" WHERE serial = $1', [both])).toEqual([]);
});

test('a dealer list that cannot be fetched says to type the name', async ({ page }) => {
  await page.route('**/api/outlets/dealers?*', (route) => route.abort());
  await page.goto('/warranty');
  // The state is disabled until the form is live, so choosing it waits for hydration.
  await page.getByLabel(L.dealerState).selectOption('Chandigarh');
  await expect(page.getByText(WARRANTY_PAGE.dealersFailed)).toBeVisible();
  await expect(page.getByLabel(L.dealerOutletId)).toBeDisabled();
  await expect(page.getByLabel(L.dealerName)).toBeEditable();
});

test('staff see the chosen dealer linked to its outlet, and an erased registration as erased', async ({
  page,
}) => {
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.78.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  const T = STAFF_INBOX_TEXT.warranty;
  await page.goto(`/staff/warranty?q=${encodeURIComponent(dealerSerial)}`);
  const row = page.getByRole('row').filter({ hasText: dealerSerial });
  const [outlet] = await sql<{ id: string }>(`SELECT id FROM "Outlet" WHERE name = $1`, [
    INVERTER_DEALER,
  ]);
  await expect(
    row.getByRole('link', { name: `${INVERTER_DEALER}${T.dealerOutlet}` }),
  ).toHaveAttribute('href', `/staff/outlets/${outlet!.id}`);

  // As the personal-data tool leaves it (lib/warranty/privacy.ts).
  await sql(
    `UPDATE "WarrantyRegistration" SET name = '[erased]', mobile = 'erased', "invoiceKey" = '',
       email = 'erased.0a1b2c.3d4e5f@erased.invalid' WHERE serial = $1`,
    [dealerSerial],
  );
  await page.reload();
  await expect(row.getByRole('cell', { name: T.invoiceErased, exact: true })).toBeVisible();
  await expect(row).toContainText(STAFF_INBOX_TEXT.erasedContact);
  await expect(row.getByRole('link', { name: T.openInvoice })).toHaveCount(0);
  await expect(row.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
});
