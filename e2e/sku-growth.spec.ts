import { ROUTES } from '../content/routes';
import { skuCounts, skuGrowthChart } from '../content/sku-growth';
import { expect, test } from './support/fixtures';

// The spec's SKU figures (§1), 2021 included, on Our Journey and, smaller, on Home.
for (const route of [ROUTES.journey, ROUTES.home]) {
  test(`${route.title}: the growth chart and its table show every year and SKU count`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const chart = page.getByRole('img', { name: skuGrowthChart.title });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(skuGrowthChart.description);
    const drawn = await chart.locator('text').allTextContents();
    for (const { period, count } of skuCounts)
      expect(drawn).toEqual(expect.arrayContaining([period, String(count)]));
    expect(drawn).toEqual(expect.arrayContaining(['2021', '400']));

    const table = page.getByRole('table', { name: skuGrowthChart.title });
    await expect(table.getByRole('row')).toHaveCount(1 + skuCounts.length);
    for (const { period, count } of skuCounts)
      await expect(table.getByRole('row', { name: `${period} ${count}`, exact: true })).toHaveCount(
        1,
      );
    // Hidden on screen, printed on paper.
    const box = table.locator('xpath=..');
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.emulateMedia({ media: 'print' });
    expect((await box.boundingBox())?.width).toBeGreaterThan(100);
    await page.emulateMedia({ media: 'screen' });
  });
}
