import { APPLIANCES, calculatorText as T } from '../content/calculator';
import { ROUTES } from '../content/routes';
import { SIZING_LIMITS } from '../lib/sizing/query';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { serverPage } from './support/html';
import { EXAMPLE_LOAD, recommended } from './support/sizing';
import type { Page } from '@playwright/test';

const PATH = ROUTES.calculator.path;
const label = (id: string) => T.quantityLabel(APPLIANCES.find((a) => a.id === id)!);
const result = (page: Page) => page.getByRole('region', { name: T.resultHeading });
// What the calculator should recommend from the catalogue, worked out with its own rules.
const example = recommended(EXAMPLE_LOAD, 3);
const withPump = recommended([...EXAMPLE_LOAD, { watts: 750, qty: 1 }], 3);

// The worked example of lib/sizing/sizing.test.ts: 454 W for 3 h.
async function fillExample(page: Page) {
  await page.getByLabel(label('fan')).fill('4');
  await page.getByLabel(label('led-bulb')).fill('6');
  await page.getByLabel(label('tv')).fill('1');
  await page.getByLabel(T.hoursLabel).fill('3');
}

async function expectExample(page: Page) {
  const figures = result(page);
  await expect(figures).toContainText(T.watts(454));
  await expect(figures).toContainText(T.va(800));
  await expect(figures).toContainText(T.ahAt(141, 12));
  await expect(figures).toContainText(T.ahAt(71, 24));
  // Each recommended model links its own page in the catalogue.
  await expect(
    figures.getByRole('link', { name: example.inverter.name, exact: true }),
  ).toHaveAttribute('href', example.inverter.href);
  await expect(
    figures.getByRole('link', { name: example.battery.name, exact: true }),
  ).toHaveAttribute('href', example.battery.href);
}

test.describe('with JavaScript', () => {
  test('recalculates as the visitor types and keeps the address shareable', async ({ page }) => {
    await page.goto(PATH);
    await expect(result(page)).toContainText(T.emptyHint);
    await expect(result(page).locator('[aria-live="polite"]')).toHaveCount(1);
    // Typing before hydration would be lost: the address changes once the form is live.
    await expect(async () => {
      await page.getByLabel(label('fan')).fill('4');
      await expect(page).toHaveURL(/\?fan=4&hours=3$/, { timeout: 500 });
    }).toPass();
    await fillExample(page);
    await expectExample(page);
    await expect(page).toHaveURL(`${PATH}?fan=4&led-bulb=6&tv=1&hours=3`);
    await expectNoAxeViolations(page);

    // An item of one's own; a second blank row appears for the next.
    await page.getByLabel(T.customName(1)).fill('Pump');
    await page.getByLabel(T.customWatts(1)).fill('750');
    await page.getByLabel(T.customQty(1)).fill('1');
    await expect(result(page)).toContainText(T.watts(1204));
    await expect(
      result(page).getByRole('link', { name: withPump.inverter.name, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/&cn=Pump&cw=750&cq=1&hours=3$/);
    // Three rows at first; typing in the last one adds another, up to the limit.
    await expect(page.getByLabel(T.customName(4))).toHaveCount(0);
    await page.getByLabel(T.customName(3)).fill('Drill');
    await expect(page.getByLabel(T.customName(4))).toBeVisible();
    await page.getByLabel(T.customName(3)).fill('');
    await expect(page.getByLabel(T.customName(4))).toHaveCount(0);

    // The address reloads to the same result, rendered by the server.
    await page.reload();
    await expect(result(page)).toContainText(T.watts(1204));
    await expect(page.getByLabel(T.customName(1))).toHaveValue('Pump');
  });

  test('says what is wrong as the visitor types', async ({ page }) => {
    await page.goto(PATH);
    const fan = page.getByLabel(label('fan'));
    await expect(async () => {
      await fan.fill('99');
      await expect(page.getByText(T.errors.quantityMax(SIZING_LIMITS.maxQty))).toBeVisible({
        timeout: 500,
      });
    }).toPass();
    await expect(fan).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toContainText(T.fixErrors);
    await fan.fill('2');
    await expect(fan).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toContainText(T.watts(150));

    // The messages of a bad address and the answer to a load too big, scanned by axe.
    await page.goto(`${PATH}?fan=abc&tv=51&cn=&cw=90000&hours=30`);
    await expect(page.getByLabel(label('fan'))).toHaveAccessibleDescription(T.errors.wholeNumber);
    await expectNoAxeViolations(page);
    await page.goto(`${PATH}?cn=Heater&cw=4000&cq=1&hours=1`);
    await expect(result(page)).toContainText(T.noInverter);
  });
});

// pageWithoutScript (support/fixtures.ts): the closing axe scan cannot run in a page without
// script. The same server-rendered states are scanned with JavaScript above.
test.describe('without JavaScript', () => {
  test('the GET form is answered with the result, rendered by the server', async ({
    pageWithoutScript: page,
  }) => {
    await page.goto(PATH);
    await fillExample(page);
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(/[?&]fan=4&/);
    await expect(page).toHaveURL(/[?&]led-bulb=6&/);
    await expectExample(page);
    await expect(page.getByLabel(label('fan'))).toHaveValue('4');
  });

  test('a shared address renders its result', async ({ pageWithoutScript: page }) => {
    await page.goto(`${PATH}?fan=4&led-bulb=6&tv=1&cn=Pump&cw=750&cq=1&hours=3`);
    // 1204 W: 1881.25 → 1882 VA, sold as 2000 VA on 24 V; 4459.3 Wh; 185.8 → 186 Ah at 24 V.
    await expect(result(page)).toContainText(T.watts(1204));
    await expect(result(page)).toContainText(T.va(2000));
    await expect(result(page)).toContainText(T.ahAt(186, 24));
    await expect(
      result(page).getByRole('link', { name: withPump.inverter.name, exact: true }),
    ).toBeVisible();
    await expect(
      result(page).getByRole('link', { name: withPump.battery.name, exact: true }),
    ).toBeVisible();
  });

  test('bad values get their messages, with the form shown again (never a 500)', async ({
    pageWithoutScript: page,
  }) => {
    const response = await page.goto(`${PATH}?fan=abc&tv=51&cn=&cw=90000&hours=30`);
    expect(response?.status()).toBe(200);
    const E = T.errors;
    await expect(page.getByLabel(label('fan'))).toHaveAccessibleDescription(E.wholeNumber);
    await expect(page.getByLabel(label('fan'))).toHaveValue('abc');
    await expect(page.getByLabel(label('tv'))).toHaveAccessibleDescription(
      E.quantityMax(SIZING_LIMITS.maxQty),
    );
    await expect(page.getByLabel(T.customName(1))).toHaveAccessibleDescription(E.nameMissing);
    await expect(page.getByLabel(T.customWatts(1))).toHaveAccessibleDescription(
      E.wattsRange(SIZING_LIMITS.maxWatts),
    );
    await expect(
      page.getByText(E.hoursRange(SIZING_LIMITS.minHours, SIZING_LIMITS.maxHours)),
    ).toBeVisible();
    await expect(result(page)).toContainText(T.fixErrors);
  });

  test('a load too big for the catalogue points to sales', async ({ pageWithoutScript: page }) => {
    await page.goto(`${PATH}?cn=Heater&cw=4000&cq=1&hours=1`);
    await expect(result(page)).toContainText(T.noInverter);
    await expect(result(page).getByRole('link', { name: T.contactSales })).toHaveAttribute(
      'href',
      ROUTES.contact.path,
    );
  });
});

test('the inverter and lithium battery pages link to the calculator', async ({ request }) => {
  for (const route of [ROUTES.inverterUps, ROUTES.lithiumBattery]) {
    const { html } = await serverPage(request, route.path);
    expect(html, route.path).toContain(`href="${PATH}"`);
  }
});
