import { COMPARE_TEXT, LINE_NAMES, MODEL_TEXT } from '../content/catalogue';
import { COMPARE_TEXT as HI_COMPARE } from '../content/hi/catalogue';
import { ROUTES as HI_ROUTES } from '../content/hi/routes';
import { ROUTES } from '../content/routes';
import { COMPARE_MAX, compareRows } from '../lib/catalogue/compare';
import { findModels, parseFinderQuery } from '../lib/catalogue/finder';
import { sampleModels } from '../lib/catalogue/testing';
import type { CatalogueModel } from '../lib/catalogue/types';
import { expect, test } from './support/fixtures';
import { latinLeftOn } from './support/latin';
import { problemsAtEveryWidth } from './support/layout';
import { siteUrl } from './support/settings';

// The browser tests' database holds the sample catalogue (lib/catalogue/sample.ts), which no
// other spec changes: the expected columns and marks are worked out from it.
const models: CatalogueModel[] = sampleModels();
const byCode = (code: string) => models.find((m) => m.code === code)!;
const compareAddress = (codes: string[], rest = '') =>
  `${ROUTES.compare.path}?${codes.map((code) => `model=${encodeURIComponent(code)}`).join('&')}${rest}`;

/** A model of each of three lines: a light, an inverter and a video recorder (no lens). */
const acrossLines = [
  models.find((m) => m.line === 'led-lights' && !m.discontinued)!,
  byCode('IU-1100'),
  models.find((m) => m.line === 'cctv' && m.series === 'recorder')!,
];

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('models ticked in a finder are compared side by side, differences marked, only differences shown, one removed', async ({
    pageWithoutScript: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/inverter-ups');
    const line = models.filter((m) => m.line === 'inverter-ups');
    const picks = findModels(line, parseFinderQuery('inverter-ups', {}), 'en').models.slice(0, 3);
    const results = page.getByRole('form', { name: COMPARE_TEXT.compareSelected });
    for (const model of picks)
      await results
        .getByRole('checkbox', { name: COMPARE_TEXT.compareModel(model.name.en) })
        .check();
    await results.getByRole('button', { name: COMPARE_TEXT.compareSelected }).last().click();
    await expect(page).toHaveURL(compareAddress(picks.map((m) => m.code)));

    const table = page.getByRole('table', { name: COMPARE_TEXT.caption });
    await expect(table.getByRole('columnheader')).toHaveCount(1 + picks.length);
    for (const model of picks) {
      const header = table.getByRole('columnheader').filter({
        has: page.locator('[translate="no"]', { hasText: new RegExp(`^${model.code}$`) }),
      });
      await expect(header.getByRole('link', { name: model.name.en, exact: true })).toHaveAttribute(
        'href',
        `/products/inverter-ups/${model.slug}`,
      );
      await expect(header.locator('[translate="no"]')).toHaveText(model.code);
    }
    // Each row that differs says so in its header, in words; the others do not.
    const rows = compareRows(picks);
    const differing = rows.filter((row) => row.differs);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(rows.length);
    await expect(table.locator('tbody tr')).toHaveCount(rows.length);
    await expect(
      table.getByRole('rowheader').filter({ hasText: COMPARE_TEXT.differs }),
    ).toHaveCount(differing.length);
    await expect(
      table.getByRole('row', { name: new RegExp(`^${COMPARE_TEXT.facts.line}`) }),
    ).not.toContainText(COMPARE_TEXT.differs);
    await expect(table.getByRole('row', { name: /^Rating/ })).toContainText(COMPARE_TEXT.differs);
    // The page does not scroll sideways: the table scrolls in its own focusable, named box.
    const scroller = page.getByRole('region', { name: COMPARE_TEXT.caption });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    await page.getByRole('link', { name: COMPARE_TEXT.onlyDifferences }).click();
    await expect(page).toHaveURL(`${compareAddress(picks.map((m) => m.code))}&only=differences`);
    await expect(table.locator('tbody tr')).toHaveCount(differing.length);
    await expect(table.getByRole('rowheader').first()).toContainText(COMPARE_TEXT.differs);

    await table.getByRole('link', { name: COMPARE_TEXT.removeLabel(picks[0]!.name.en) }).click();
    const rest = picks.slice(1);
    await expect(page).toHaveURL(`${compareAddress(rest.map((m) => m.code))}&only=differences`);
    await expect(table.getByRole('columnheader')).toHaveCount(1 + rest.length);
    await expect(table.getByRole('link', { name: picks[0]!.name.en, exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: COMPARE_TEXT.showAll }).click();
    await expect(page).toHaveURL(compareAddress(rest.map((m) => m.code)));
    await expect(table.locator('tbody tr')).toHaveCount(compareRows(rest).length);
  });

  test('one model asks for another: a code typed in the page adds it', async ({
    pageWithoutScript: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(compareAddress(['IU-1100']));
    await expect(page.getByText(COMPARE_TEXT.oneModel(byCode('IU-1100').name.en))).toBeVisible();
    await page.getByLabel(COMPARE_TEXT.addLabel).fill(' lb-12-100 ');
    await page.getByRole('button', { name: COMPARE_TEXT.addButton }).click();
    // Typed in lower case with spaces: the page answers at the code's own spelling.
    await expect(page).toHaveURL(compareAddress(['IU-1100', 'LB-12-100']));
    await expect(
      page.getByRole('table', { name: COMPARE_TEXT.caption }).getByRole('columnheader'),
    ).toHaveCount(3);
  });
});

test('models of three lines: rows of every line, "not applicable" where a line has none, axe finds nothing, laid out at every width', async ({
  readerPage: page,
}) => {
  const response = await page.goto(compareAddress(acrossLines.map((m) => m.code)));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    new RegExp(`^Compare ${acrossLines.map((m) => m.code).join(', ')} \\|`),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl()}${compareAddress(acrossLines.map((m) => m.code))}`,
  );
  const table = page.getByRole('table', { name: COMPARE_TEXT.caption });
  const lineRow = table.getByRole('row', { name: new RegExp(`^${COMPARE_TEXT.facts.line}`) });
  await expect(lineRow.getByRole('cell')).toHaveText(acrossLines.map((m) => LINE_NAMES[m.line]));
  // A light's power, an inverter's rating: the other lines' cells say "not applicable".
  const power = table.getByRole('row', { name: /^Power/ }).first();
  await expect(power.getByRole('cell').nth(1)).toHaveText(`—${COMPARE_TEXT.notApplicable}`);
  await expect(power.getByRole('rowheader')).toContainText(COMPARE_TEXT.differs);
  const rating = table.getByRole('row', { name: /^Rating/ });
  await expect(rating.getByRole('cell').nth(1)).toHaveText('1,100 VA');
  // A recorder has no lens, and neither do the others: no row for it.
  await expect(table.getByRole('rowheader', { name: /^Lens/ })).toHaveCount(0);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
});

test('the Hindi comparison is in Hindi', async ({ readerPage: page }) => {
  const path = `/hi${compareAddress(['IU-1100', 'IU-1600'])}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI_ROUTES.compare.title);
  await expect(page.getByRole('heading', { level: 2, name: HI_COMPARE.caption })).toBeVisible();
  const table = page.getByRole('table', { name: HI_COMPARE.caption });
  await expect(
    table.getByRole('link', { name: byCode('IU-1100').name.hi, exact: true }),
  ).toHaveAttribute('href', '/hi/products/inverter-ups/iu-1100');
  await expect(
    table.getByRole('rowheader').filter({ hasText: HI_COMPARE.differs }),
  ).not.toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
    'href',
    `${siteUrl()}${compareAddress(['IU-1100', 'IU-1600'])}`,
  );
  expect(await latinLeftOn(page)).toEqual([]);
  await page.goto(HI_ROUTES.compare.path);
  await expect(
    page.getByRole('heading', { level: 2, name: HI_COMPARE.chooseHeading }),
  ).toBeVisible();
  expect(await latinLeftOn(page)).toEqual([]);
});

test('no model, one model, more than four and unknown codes each get a page that says what to do', async ({
  request,
}) => {
  const none = await request.get(ROUTES.compare.path);
  expect(none.status()).toBe(200);
  const noneText = await none.text();
  expect(noneText).toContain(COMPARE_TEXT.chooseHeading);
  expect(noneText).toContain(`href="/products/led-lights#finder-results"`);

  const five = ['IU-700', 'IU-1100', 'IU-1600', 'IU-2100', 'IU-3500'];
  const many = await request.get(compareAddress(five));
  expect(many.status()).toBe(200);
  const manyText = await many.text();
  expect(manyText).toContain(COMPARE_TEXT.waiting(COMPARE_MAX));
  expect(manyText).toContain(byCode('IU-3500').name.en);
  expect(manyText.match(/<th scope="col"/g)).toHaveLength(1 + COMPARE_MAX);

  const unknown = await request.get(compareAddress(['IU-1100', 'NO-SUCH-9', 'IU-1600']));
  expect(unknown.status()).toBe(200);
  const unknownText = await unknown.text();
  expect(unknownText).toContain(COMPARE_TEXT.unknown(1));
  expect(unknownText).toContain('NO-SUCH-9');
  expect(unknownText.match(/<th scope="col"/g)).toHaveLength(3);
  expect(unknownText).toContain(
    `href="${compareAddress(['IU-1100', 'IU-1600']).replaceAll('&', '&amp;')}"`,
  );
});

test('other spellings of a comparison redirect to its own address; floods, huge and broken codes never fail', async ({
  request,
}) => {
  const spelled = await request.get(
    '/products/compare?only=differences&model=iu-1100&model=IU-1100&model=&model=iu-1600&utm_source=x',
    { maxRedirects: 0 },
  );
  expect(spelled.status()).toBe(307);
  expect(spelled.headers().location).toBe(
    `${compareAddress(['IU-1100', 'IU-1600'])}&only=differences`,
  );
  const hindi = await request.get('/hi/products/compare?model=iu-1100&model=iu-1600', {
    maxRedirects: 0,
  });
  expect(hindi.status()).toBe(307);
  expect(hindi.headers().location).toBe(`/hi${compareAddress(['IU-1100', 'IU-1600'])}`);

  const odd = [
    `?${Array.from({ length: 50 }, (_, i) => `model=IU-${1000 + i}`).join('&')}`,
    `?${Array.from({ length: 50 }, () => 'model=IU-1100').join('&')}`,
    `?model=${'X'.repeat(5000)}`,
    '?model=%00%FF&only=%E2%80%AE',
    '?model=%3Cscript%3Ealert(1)%3C%2Fscript%3E&model=IU-1100',
    '?model[]=IU-1100&model=NO-SUCH-1&model=NO-SUCH-2',
  ];
  for (const query of odd) {
    const answer = await request.get(`${ROUTES.compare.path}${query}`, { maxRedirects: 0 });
    expect([200, 307], query.slice(0, 40)).toContain(answer.status());
    const page = answer.status() === 307 ? await request.get(answer.headers().location!) : answer;
    expect(page.status(), query.slice(0, 40)).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('X'.repeat(100));
  }
  // 30 at once, as a page of shared links opened together would.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      request.get(compareAddress([models[i]!.code, models[i + 300]!.code])),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(30).fill(200));
});

test('a model page links to its line’s results to compare it with others', async ({
  readerPage: page,
}) => {
  await page.goto('/products/inverter-ups/iu-1100');
  await expect(page.getByRole('link', { name: COMPARE_TEXT.compareWithOthers })).toHaveAttribute(
    'href',
    '/products/inverter-ups#finder-results',
  );
  await expect(page.getByText(MODEL_TEXT.modelCode).first()).toBeVisible();
});

test('a finder’s ticks are named after their models, in a form of their own beside the filters; axe finds nothing, laid out at every width', async ({
  readerPage: page,
}) => {
  // IU-1100 among the line's models found by its code (a page holds 12).
  await page.goto('/products/inverter-ups?q=IU-1100');
  const box = page.getByRole('checkbox', {
    name: COMPARE_TEXT.compareModel(byCode('IU-1100').name.en),
  });
  await expect(box).toHaveAttribute('name', 'model');
  await expect(box).toHaveAttribute('value', 'IU-1100');
  // Forms do not nest: the ticks' form is not inside the filters'.
  expect(await page.locator('form form').count()).toBe(0);
  expect(
    await box.evaluate((input) => (input as HTMLInputElement).form?.getAttribute('action')),
  ).toBe(ROUTES.compare.path);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
});
