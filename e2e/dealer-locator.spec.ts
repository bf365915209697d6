import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  LOCATOR_MESSAGES,
  LOCATOR_TEXT,
  OUTLET_IMPORT_TEXT,
  OUTLET_MESSAGES,
  STAFF_OUTLETS_TEXT,
} from '../content/locator';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createStaffUser, signIn } from './support/staff';

/**
 * The dealer locator end to end: service staff add an outlet and import a CSV (first refused for
 * one bad row, with the report, then accepted), and the public finds them by pincode, nearest
 * first, with and without JavaScript; an unknown pincode is named as such.
 */

const tag = randomUUID().slice(0, 8);
const NEAR = `Near Lights ${tag}`;
const MIDDLE = `Middle Power ${tag}`;
const FAR = `Far Traders ${tag}`;
const HEADER =
  'name,type,product_lines,address,city,state,pincode,phones,email,opening_hours,active';

const csv = (badPincode: boolean) =>
  [
    HEADER,
    `${FAR},distributor,cctv;led-lights,"22 Lamington Road, Grant Road",Mumbai,Maharashtra,400007,9876500031,,Mon–Sat 10:00–19:00,yes`,
    `${MIDDLE},service_centre,CCTV,SCO 12 Sector 17,Chandigarh,Chandigarh,${badPincode ? '1600' : '160017'},9876500032,,,yes`,
  ].join('\n');

async function importCsv(page: Page, text: string) {
  const region = page.getByRole('region', { name: OUTLET_IMPORT_TEXT.heading });
  await region.getByLabel(OUTLET_IMPORT_TEXT.file).setInputFiles({
    name: 'outlets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await region.getByRole('button', { name: OUTLET_IMPORT_TEXT.submit }).click();
  return region;
}

/** The outlet names on the results page, in their order. */
const resultNames = (page: Page) =>
  page
    .getByRole('region', { name: LOCATOR_TEXT.resultsHeading })
    .getByRole('listitem')
    .getByRole('heading')
    .allTextContents();

const search = (page: Page) =>
  page
    .getByRole('form', { name: LOCATOR_TEXT.formLabel })
    .getByRole('button', { name: LOCATOR_TEXT.submit })
    .click();

const ours = (names: string[]) => names.filter((name) => name.endsWith(tag));

test.describe.serial('dealer locator', () => {
  test('service staff add an outlet and import a CSV, refused whole for one bad row', async ({
    page,
  }) => {
    await signIn(page, await createStaffUser(undefined, { roles: ['service'] }));
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Dealers and service centres' })
      .click();
    await expect(page.getByRole('heading', { name: STAFF_OUTLETS_TEXT.title })).toBeVisible();

    const add = page.getByRole('region', { name: STAFF_OUTLETS_TEXT.add });
    const F = STAFF_OUTLETS_TEXT.fields;
    await add.getByLabel(F.name).fill(NEAR);
    await add.getByLabel(F.type).selectOption('dealer');
    await add.getByRole('checkbox', { name: 'CCTV' }).check();
    await add.getByLabel(F.address).fill('14 Lajpat Rai Market, Chandni Chowk');
    await add.getByLabel(F.city).fill('Delhi');
    await add.getByLabel(F.state).selectOption('Delhi');
    await add.getByLabel(F.pincode).fill('11006');
    await add.getByLabel(F.phones).fill('98765 00030');
    await add.getByRole('button', { name: STAFF_OUTLETS_TEXT.save }).click();
    await expect(add.getByRole('alert')).toContainText(OUTLET_MESSAGES.pincode);
    await add.getByLabel(F.pincode).fill('110006');
    await add.getByRole('button', { name: STAFF_OUTLETS_TEXT.save }).click();
    await expect(page.getByText(STAFF_OUTLETS_TEXT.notices.created)).toBeVisible();
    await expect(page.getByRole('cell', { name: NEAR, exact: true })).toBeVisible();

    const refused = await importCsv(page, csv(true));
    const report = refused.getByRole('alert');
    await expect(report).toContainText(OUTLET_IMPORT_TEXT.reportHeading);
    await expect(report).toContainText(`${OUTLET_IMPORT_TEXT.line(3)}: ${OUTLET_MESSAGES.pincode}`);
    expect(
      await sql(`SELECT count(*)::int AS n FROM "Outlet" WHERE name IN ($1, $2)`, [FAR, MIDDLE]),
    ).toEqual([{ n: 0 }]);

    const accepted = await importCsv(page, csv(false));
    await expect(accepted.getByRole('status')).toHaveText(OUTLET_IMPORT_TEXT.done(2, 0));
    expect(
      await sql(
        `SELECT action FROM "AuditLog" WHERE action = 'outlet-import' AND summary LIKE $1`,
        ['%2 added%'],
      ),
    ).not.toHaveLength(0);
  });

  test('the public finds them by pincode, nearest first, with call, WhatsApp and directions', async ({
    page,
  }) => {
    await page.goto('/dealers-distributors');
    await page.getByRole('link', { name: LOCATOR_TEXT.findLink }).click();
    await expect(page).toHaveURL(/\/dealer-locator$/);
    await page.getByLabel(LOCATOR_TEXT.pincode).fill('110001');
    await page.getByLabel(LOCATOR_TEXT.line).selectOption('cctv');
    await search(page);
    await expect(page).toHaveURL(/pincode=110001/);
    await expect.poll(async () => ours(await resultNames(page))).toEqual([NEAR, MIDDLE, FAR]);

    const near = page.getByRole('listitem').filter({ hasText: NEAR });
    await expect(near).toContainText(/\d(\.\d)? km away/);
    await expect(near.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+919876500030',
    );
    await expect(near.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919876500030',
    );
    const directions = await near.getByRole('link', { name: /Directions/ }).getAttribute('href');
    expect(new URL(directions!).searchParams.get('destination')).toContain('110006');
  });

  test('the search works without JavaScript', async ({ pageWithoutScript: page }) => {
    await page.goto('/dealer-locator');
    await page.getByLabel(LOCATOR_TEXT.pincode).fill('160017');
    await page.getByLabel(LOCATOR_TEXT.line).selectOption('cctv');
    await search(page);
    await expect(page).toHaveURL(/pincode=160017/);
    expect(ours(await resultNames(page))).toEqual([MIDDLE, NEAR, FAR]);
  });

  test('an unknown pincode gets a clear message; city search lists the outlet', async ({
    page,
    request,
  }) => {
    await page.goto('/dealer-locator?pincode=999999');
    const pincode = page.getByLabel(LOCATOR_TEXT.pincode);
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(LOCATOR_MESSAGES.unknownPincode('999999'))).toBeVisible();

    const api = await request.get('/api/outlets?city=Mumbai&type=distributor');
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { outlets: { name: string }[] };
    expect(body.outlets.map((o) => o.name)).toContain(FAR);

    await page.goto('/dealer-locator?city=mumbai&type=distributor');
    await expect(page.getByRole('heading', { name: FAR })).toBeVisible();
  });
});
