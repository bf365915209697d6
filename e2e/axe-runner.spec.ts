import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, runAxe } from './support/fixtures';
import { hydrated } from './support/hydrated';

// The scan every spec relies on must be able to fail: a planted violation is reported, and a
// page's strict CSP does not keep the scanner out.
test('the axe scan reports a planted violation on one of our pages', async ({ page }) => {
  await page.goto('/about-us');
  expect(await runAxe(page)).toEqual([]);
  // Planted once React has hydrated the page, which would take out nodes its server HTML lacks.
  await hydrated(page.locator('main'));
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    document.querySelector('main')?.append(image);
  });
  const violations = await runAxe(page);
  expect(violations.map((v) => v.id)).toContain('image-alt');
});

// A page that changes while axe runs (a form hydrating mid-scan, its controls enabled and their
// faded look gone) was judged on a mix of both states: CI twice reported contrast failures on
// exactly the buttons that are disabled until hydration, which neither state has. Such a page is
// scanned again, and judged as it is once it holds still.
test('a page that changes while axe runs is scanned again and judged as it ends', async ({
  page,
}) => {
  await page.goto('/about-us');
  await hydrated(page.locator('main'));
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    nameless.id = 'nameless';
    document.querySelector('main')?.append(nameless);
  });
  expect((await runAxe(page)).map((v) => v.id)).toContain('button-name');
  // The nameless button goes mid-scan: after the rule that finds it, before a later one.
  await page.evaluate(() => {
    type Rule = { id: string; matches: (...args: unknown[]) => boolean };
    const rules = (window as unknown as { axe: { _audit: { rules: Rule[] } } }).axe._audit.rules;
    const ids = rules.map((r) => r.id);
    if (ids.indexOf('button-name') > ids.indexOf('color-contrast')) throw new Error('rule order');
    const rule = rules.find((r) => r.id === 'color-contrast')!;
    const matches = rule.matches;
    rule.matches = (...args) => {
      document.getElementById('nameless')?.remove();
      return matches.apply(rule, args);
    };
  });
  await expectNoAxeViolations(page);
});
