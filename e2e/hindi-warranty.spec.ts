import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  WARRANTY_CHECK as C,
  WARRANTY_DECISION_MAIL as DECISION,
  WARRANTY_MAIL as MAIL,
  WARRANTY_MESSAGES as M,
  WARRANTY_PAGE as T,
} from '../content/hi/warranty';
import { formText } from '../content/hi/ui';
import { expectConfirmationShown, formState } from './support/confirmation';
import { sql } from './support/db';
import { latinLeftOn } from './support/latin';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import * as hiMobile from '../content/hi/mobile-check';
import { confirmMobile, filled, takenWhatsapp } from './support/mobile-check';
import { STAFF_INBOX_TEXT } from '../content/staff';
import { createStaffUser, signIn } from './support/staff';
import { mailTo, receivedMail, useOwnAddress, useStandInRecaptcha } from './support/stand-ins';

/** Warranty registration and its check on the Hindi pages (/hi/warranty, /hi/warranty/check). */

const L = T.labels;
const PDF = Buffer.from('%PDF-1.4\n% e2e invoice\n%%EOF\n');
const newSerial = () => `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** A mail header's RFC 2047 words (`=?UTF-8?B?…?=`), as a mail program shows them. */
function decodeHeader(value: string): string {
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const parts = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind!.toLowerCase() === 'b'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(
            text!
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    return Buffer.concat(parts).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

/** Fills the Hindi form, found by its Hindi labels, with a valid registration (then `over`). */
async function fill(page: Page, serial: string, email: string, over: { mobile?: string } = {}) {
  await page.getByLabel(L.productLine).selectOption('inverter-ups');
  await page.getByLabel(L.model).selectOption('IU-1100');
  await page.getByLabel(L.serial).fill(serial);
  await page.getByLabel(L.purchasedOn).fill('2024-01-31');
  await page.getByLabel(L.dealerName).fill('गिल इलेक्ट्रिकल्स');
  await page
    .getByLabel(L.invoice)
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(L.name, { exact: true }).fill('मीरा सिंह');
  await page.getByLabel(L.mobile, { exact: true }).fill(over.mobile ?? mobile);
  await page.getByLabel(L.email, { exact: true }).fill(email);
  await page.getByLabel(L.pincode, { exact: true }).fill('160022');
}

test.describe.configure({ mode: 'serial' });

const serial = newSerial();
/** The customer's mobile, this run's own (the codes sent to one number are limited). */
const mobile = `93${String(randomInt(1e8)).padStart(8, '0')}`;
const email = `hindi-warranty-${randomInt(1e9)}@example.com`;
let number = '';

/**
 * Latin-script words left on the page, but for the codes a Hindi page shows as they are
 * printed (the registration number WR/…, the serial's example IU2404-…).
 */
const CODES_AND_OTHERS = new Set(['WR', 'IU']);
const englishOn = async (page: Page) =>
  (await latinLeftOn(page)).filter((word) => !CODES_AND_OTHERS.has(word));

test('the Hindi form refuses fields in Hindi, with the facts in them', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto('/hi/warranty');
  await fill(page, 'IU-12', email, { mobile: '12345' });
  // The serial's hint and the catalogue's names are Hindi too.
  await expect(page.getByLabel(L.serial)).toHaveAttribute(
    'placeholder',
    T.serialHint('IU2404-012345'),
  );
  await expect(page.getByLabel(L.productLine).locator('option[value="inverter-ups"]')).toHaveText(
    'इन्वर्टर और UPS',
  );
  await expect(page.getByLabel(L.model).locator('option[value="IU-1100"]')).toHaveText(
    'लिथियम इन्वर्टर 1100 VA',
  );
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByLabel(L.serial)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(M.serialFormat('IU2404-012345'))).toBeVisible();
  await expect(page.getByText(M.mobile)).toBeVisible();
  // A model sold from 1 April 2023 (IU-3500), bought the day before: the day in Hindi.
  await page.getByLabel(L.model).selectOption('IU-3500');
  await page.getByLabel(L.purchasedOn).fill('2023-03-31');
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(M.purchasedBeforeLaunch('1 अप्रैल 2023'))).toBeVisible();
  expect(await englishOn(page)).toEqual([]);
  expect(await sql('SELECT 1 FROM "WarrantyRegistration" WHERE email = $1', [email])).toEqual([]);
});

test('a registration from the Hindi page: Hindi answer, language kept, Hindi mail', async ({
  page,
}) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/recaptcha/api.js')) scripts.push(request.url());
  });
  await page.goto('/hi/warranty');
  // The states are offered by their Hindi names; the value stays the stored one.
  await expect(page.getByLabel(L.dealerState).locator('option[value="Chandigarh"]')).toHaveText(
    'चंडीगढ़',
  );
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: L.submit }) });
  await expect(page.getByLabel(L.productLine)).toBeEnabled();
  const blank = await formState(form);
  await fill(page, serial, email);
  await confirmMobile(page, mobile, 'hi');
  // The decision on WhatsApp too (the opt-in names WhatsApp and the business).
  await page.getByLabel(hiMobile.MOBILE_CHECK_TEXT.warrantyWhatsappUpdates).check();
  await page.getByRole('button', { name: L.submit }).click();
  const status = page.getByRole('main').getByRole('status').first();
  await expect(status).toContainText('WR/');
  // The confirmation at 1280 px (the English spec has the phone): focus, on screen, reset whole.
  await expectConfirmationShown(status);
  await expect(page.locator('[data-confirmation]')).toContainText(M.next);
  await expect(
    page.locator('[data-confirmation]').getByRole('link', { name: T.checkLink }),
  ).toHaveAttribute('href', '/hi/warranty/check');
  expect(await formState(form)).toEqual(blank);
  const [row] = await sql<{ number: string; language: string }>(
    'SELECT number, language FROM "WarrantyRegistration" WHERE serial = $1',
    [serial],
  );
  number = row!.number;
  expect(row!.language).toBe('hi');
  await expect(status).toHaveText(M.registeredDetail(number, '31 जनवरी 2029'));
  expect(await englishOn(page)).toEqual([]);
  // Google's script is asked for in Hindi (its badge and notices).
  expect(scripts.length).toBeGreaterThan(0);
  expect(new URL(scripts[0]!).searchParams.get('hl')).toBe('hi');
  await expect
    .poll(async () => (await receivedMail()).some((m) => m.text.includes(number)))
    .toBe(true);
  const mail = (await receivedMail()).find((m) => m.text.includes(number))!;
  expect(mail.to).toEqual([email]);
  expect(decodeHeader(mail.subject)).toBe(MAIL.subject(number));
  expect(mail.text.trim()).toBe(
    MAIL.text({
      name: 'मीरा सिंह',
      number,
      model: 'लिथियम इन्वर्टर 1100 VA',
      serial,
      purchasedOn: '31 जनवरी 2024',
      endsOn: '31 जनवरी 2029',
    }).trim(),
  );
});

test('the same serial again is refused in Hindi, with whom to contact', async ({ page }) => {
  await useStandInRecaptcha(page, 0.9);
  await useOwnAddress(page);
  await page.goto('/hi/warranty');
  await fill(page, serial, `other-${email}`);
  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(M.duplicate);
});

test('check my warranty in Hindi: the neutral refusal, then the cover with Hindi dates', async ({
  page,
}) => {
  await useOwnAddress(page);
  await page.goto('/hi/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill('9876543210');
  await page.getByRole('button', { name: C.labels.submit }).click();
  await expect(page.locator('#warranty-check-status')).toHaveText(C.notFound);
  await page.getByLabel(C.labels.mobile).fill(mobile);
  await page.getByRole('button', { name: C.labels.submit }).click();
  const result = page.getByRole('region', { name: C.resultHeading });
  await expect(result).toContainText(number);
  await expect(result).toContainText('लिथियम इन्वर्टर 1100 VA');
  await expect(result).toContainText('31 जनवरी 2024');
  await expect(result).toContainText('31 जनवरी 2029');
  await expect(result).toContainText(C.status.active);
  await expect(result).toContainText(C.verification.pending);
  await expect(result).not.toContainText('January');
  expect(await englishOn(page)).toEqual([]);
});

test('without JavaScript: the Hindi check answers in Hindi, the form says why it waits', async ({
  pageWithoutScript: page,
}) => {
  await useOwnAddress(page);
  await page.goto('/hi/warranty');
  expect(await page.locator('main form noscript').evaluate((el) => el.textContent)).toContain(
    formText.needsScript,
  );
  await page.goto('/hi/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill('9876543210');
  await page.getByRole('button', { name: C.labels.submit }).click();
  await expect(page.locator('#warranty-check-status')).toHaveText(C.notFound);
  await page.goto('/hi/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill(mobile);
  await page.getByRole('button', { name: C.labels.submit }).click();
  const result = page.getByRole('region', { name: C.resultHeading });
  await expect(result).toContainText(number);
  await expect(result).toContainText('31 जनवरी 2029');
  await expect(result).toContainText(C.status.active);
});

test('staff reject the Hindi registration: a Hindi mail with the reason, the check in Hindi', async ({
  page,
}) => {
  const D = STAFF_INBOX_TEXT.warranty.detail;
  const member = await createStaffUser(undefined, { roles: ['service'] });
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.80.${randomInt(250)}.${randomInt(250)}`,
  });
  await signIn(page, member);
  await page.waitForURL(/\/staff$/);
  const [row] = await sql<{ id: string }>(
    'SELECT id FROM "WarrantyRegistration" WHERE serial = $1',
    [serial],
  );
  await page.goto(`/staff/warranty/${row!.id}`);
  await expect(page.getByRole('main')).toContainText(D.languages.hi!);
  const reason = 'इनवॉइस धुंधला है, उस पर सीरियल नंबर पढ़ा नहीं जा रहा।';
  await page.getByLabel(D.reasonLabel).fill(reason);
  await page.getByRole('button', { name: D.reject }).click();
  await expect(page.getByRole('status').filter({ hasText: D.outcomes.rejected })).toBeVisible();

  const mail = await mailTo(
    email,
    (m) => decodeHeader(m.subject) === DECISION.subject.rejected(number),
  );
  expect(mail.text).toContain(DECISION.greeting('मीरा सिंह'));
  expect(mail.text).toContain(DECISION.rejected(number, 'लिथियम इन्वर्टर 1100 VA'));
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain('/hi/warranty/check');
  // On WhatsApp, the approved Hindi template with the number and the reason as values.
  await expect
    .poll(async () =>
      (await takenWhatsapp())
        .filter((m) => m.to === `91${mobile}`)
        .map((m) => [m.template, m.language, m.parameters[0]]),
    )
    .toEqual([['warranty_rejected', 'hi', number]]);
  await page.reload();
  await expect(page.getByRole('table', { name: D.textsCaption })).toContainText(
    filled(hiMobile.SMS_TEMPLATES.warrantyRejected, [number, reason]),
  );

  await page.goto('/hi/warranty/check');
  await page.getByLabel(C.labels.serial).fill(serial);
  await page.getByLabel(C.labels.mobile).fill(mobile);
  await page.getByRole('button', { name: C.labels.submit }).click();
  const result = page.getByRole('region', { name: C.resultHeading });
  await expect(result).toContainText(C.verification.rejected);
  await expect(result).toContainText(C.status.notCovered);
  await expect(result).toContainText(C.fields.reason);
  await expect(result).toContainText(reason);
  await expect(result).toContainText('31 जनवरी 2029');
  expect(await englishOn(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
