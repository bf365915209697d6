import { verticals } from '../content/company';
import { ROUTES as HI_ROUTES } from '../content/hi/routes';
import { ROUTES } from '../content/routes';
import { searchPage, suggestedSearches } from '../content/search';
import { expect, test } from './support/fixtures';
import { serverPage } from './support/html';

test.describe('site search (/search?q=)', () => {
  test('shows ranked results with the matched words highlighted', async ({ readerPage: page }) => {
    await page.goto('/search?q=lithium%20battery');
    const results = page.getByRole('region', { name: /results for “lithium battery”/ });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ results for “lithium battery”$/,
    );
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', ROUTES.lithiumBattery.path);
    await expect(first.getByRole('link').locator('mark')).toHaveText(['Lithium', 'Battery']);
    // Every highlighted word in the list is one of the query's words (at a word start).
    const marked = await results.locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(4);
    for (const m of marked) expect(m.toLowerCase()).toMatch(/^(lithium|battery)$/);
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(
      'lithium battery',
    );
  });

  test('finds catalogues and verticals, and a word start ("invert") matches', async ({
    readerPage: page,
  }) => {
    await page.goto('/search?q=invert');
    const results = page.getByRole('region', { name: /results for “invert”/ });
    await expect(
      results.getByRole('link', { name: 'Lithium Inverter & UPS Manufacturing' }),
    ).toHaveAttribute('href', ROUTES.inverterUps.path);
    await expect(
      results.getByRole('link', { name: 'Lithium inverter 1100 VA', exact: true }),
    ).toHaveAttribute('href', /\/files\/catalogues\/inverter-1100va\.pdf$/);
    await expect(results.getByText(searchPage.kinds.vertical).first()).toBeVisible();
  });

  test('each vertical links to its own page', async ({ readerPage: page }) => {
    await page.goto('/search?q=manufacturing%20vertical');
    const results = page.getByRole('region', { name: /results for “manufacturing vertical”/ });
    for (const v of verticals)
      await expect(
        results.getByRole('link', { name: `${v.number} ${v.title}`, exact: true }),
      ).toHaveAttribute('href', v.route.path);
  });

  test('finds investor filings from the database, linking to the file', async ({
    readerPage: page,
  }) => {
    await page.goto('/search?q=annual%20report');
    const results = page.getByRole('region', { name: /results for “annual report”/ });
    await expect(results.getByRole('link', { name: 'Annual Report - 2023-24' })).toHaveAttribute(
      'href',
      /^\/files\/investors\/financials\/.+\.pdf$/,
    );
  });

  test('an empty query shows a hint and suggestions', async ({ readerPage: page }) => {
    await page.goto('/search?q=%20%20');
    await expect(page.getByText(searchPage.emptyHint)).toBeVisible();
    await expect(page.getByRole('region', { name: /results/ })).toHaveCount(0);
    const popular = page.getByRole('navigation', { name: searchPage.suggestionsHeading });
    await expect(popular.getByRole('link')).toHaveText(suggestedSearches);
  });

  test('no results says so and offers searches that find something', async ({
    readerPage: page,
  }) => {
    await page.goto('/search?q=zebra%20crossing');
    await expect(
      page.getByRole('heading', { level: 2, name: searchPage.noResults('zebra crossing') }),
    ).toBeVisible();
    await expect(page.getByText(searchPage.noResultsHelp)).toBeVisible();
    await page
      .getByRole('navigation', { name: searchPage.suggestionsHeading })
      .getByRole('link', { name: 'inverter' })
      .click();
    await expect(page).toHaveURL(/\/search\?q=inverter$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /results for “inverter”/ }),
    ).toBeVisible();
  });

  test('markup in the query is shown as text, never as HTML', async ({ readerPage: page }) => {
    await page.goto(`/search?q=${encodeURIComponent('<b>led</b>')}`);
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page.locator('#search-results-heading')).toContainText('“<b>led</b>”');
  });
});

// The words people use for after-sales help find its pages, on the English and the Hindi site
// (each site's pages, at its own addresses).
const AFTER_SALES: [string, (r: typeof ROUTES | typeof HI_ROUTES) => string[]][] = [
  ['complaint', (r) => [r.serviceRequest.path, r.serviceTrack.path]],
  ['repair', (r) => [r.serviceRequest.path, r.dealerLocator.path]],
  ['warranty claim', (r) => [r.serviceRequest.path, r.warranty.path, r.warrantyCheck.path]],
  ['शिकायत', (r) => [r.serviceRequest.path, r.serviceTrack.path]],
  ['मरम्मत', (r) => [r.serviceRequest.path, r.dealerLocator.path]],
];
test('"complaint", "repair", "warranty claim", "शिकायत" and "मरम्मत" find the after-sales pages', async ({
  request,
}) => {
  for (const [q, pages] of AFTER_SALES)
    for (const routes of [ROUTES, HI_ROUTES]) {
      const { html } = await serverPage(
        request,
        `${routes.search.path}?q=${encodeURIComponent(q)}`,
      );
      const results = html.slice(html.indexOf('id="search-results-heading"'));
      for (const path of pages(routes))
        expect(results, `${routes.search.path}?q=${q}`).toContain(`href="${path}"`);
    }
});
