import { expect, test } from '@playwright/test';
import { runAxe } from './support/fixtures';

// The scan every spec relies on must be able to fail: a planted violation is reported, and a
// page's strict CSP does not keep the scanner out.
test('the axe scan reports a planted violation on one of our pages', async ({ page }) => {
  await page.goto('/about-us');
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    document.querySelector('main')?.append(image);
  });
  const violations = await runAxe(page);
  expect(violations.map((v) => v.id)).toContain('image-alt');
});
