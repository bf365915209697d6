import {
  CHOICE_LABELS,
  FINDER_TEXT,
  INDEX_TEXT,
  LINE_NAMES,
  MODEL_TEXT,
} from '../content/catalogue';
import { FINDER_TEXT as HI_FINDER, MODEL_TEXT as HI_MODEL } from '../content/hi/catalogue';
import { contactFormLabels, ENQUIRY_TYPES } from '../content/contact';
import { contactFormLabels as HI_CONTACT, ENQUIRY_TYPES as HI_TYPES } from '../content/hi/contact';
import { SERVICE_FORM_TEXT } from '../content/service';
import { SERVICE_FORM_TEXT as HI_SERVICE } from '../content/hi/service';
import { WARRANTY_PAGE } from '../content/warranty';
import { LOCATOR_TEXT } from '../content/locator';
import { WARRANTY_PAGE as HI_WARRANTY } from '../content/hi/warranty';
import { CATALOGUE_LINES } from '../content/catalogue-specs';
import { findModels, parseFinderQuery } from '../lib/catalogue/finder';
import { sampleModels } from '../lib/catalogue/testing';
import type { CatalogueModel } from '../lib/catalogue/types';
import { expect, test } from './support/fixtures';
import { problemsAtEveryWidth } from './support/layout';
import { siteUrl } from './support/settings';

// The browser tests' database holds the sample catalogue (lib/catalogue/sample.ts), which other
// specs change only in the sheet-metal line (e2e/staff-catalogue.spec.ts, the staff boundary's
// marker model): the expected results here are worked out from it.
const models: CatalogueModel[] = sampleModels();

/** The JSON-LD objects of the page, of a type. */
async function structured(page: import('@playwright/test').Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((d) => d['@type'] === type);
}

test('a model page shows its specifications, warranty and price, with Product data and breadcrumbs', async ({
  readerPage: page,
}) => {
  const response = await page.goto('/products/inverter-ups/iu-1100');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lithium inverter 1100 VA');
  const specs = page.getByRole('table', { name: MODEL_TEXT.specifications });
  await expect(specs.getByRole('row', { name: /Rating/ })).toContainText('1,100 VA');
  await expect(specs.getByRole('row', { name: /Waveform/ })).toContainText(
    CHOICE_LABELS['pure-sine']!,
  );
  await expect(page.getByText('MRP ₹9,599 (inclusive of all taxes)')).toBeVisible();
  await expect(page.getByText(MODEL_TEXT.warrantyPeriod(60), { exact: true })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText([
    'Home',
    'Products',
    LINE_NAMES['inverter-ups'],
  ]);

  const [product] = await structured(page, 'Product');
  expect(product).toMatchObject({
    name: 'Lithium inverter 1100 VA',
    sku: 'IU-1100',
    url: `${siteUrl()}/products/inverter-ups/iu-1100`,
    brand: { '@type': 'Brand' },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: '9599.00',
      availability: 'https://schema.org/InStock',
    },
  });
  expect(product?.image).toMatch(/^http/);
  expect(product?.additionalProperty).toContainEqual({
    '@type': 'PropertyValue',
    name: 'Rating',
    value: '1,100 VA',
  });
  expect(await structured(page, 'BreadcrumbList')).toHaveLength(1);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
});

test('a model whose price is on request says so, and its Product data has no offer', async ({
  readerPage: page,
}) => {
  await page.goto('/products/bess/bs-cab-100');
  await expect(page.getByText(MODEL_TEXT.priceOnRequest)).toBeVisible();
  const [product] = await structured(page, 'Product');
  expect(product).toMatchObject({ sku: 'BS-CAB-100' });
  expect(product).not.toHaveProperty('offers');
});

test('the Hindi model page is in Hindi, with its English twin as an alternate', async ({
  readerPage: page,
}) => {
  const response = await page.goto('/hi/products/inverter-ups/iu-1100');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लिथियम इन्वर्टर 1100 VA');
  await expect(page.getByRole('table', { name: HI_MODEL.specifications })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
    'href',
    `${siteUrl()}/products/inverter-ups/iu-1100`,
  );
  const [product] = await structured(page, 'Product');
  expect(product).toMatchObject({ name: 'लिथियम इन्वर्टर 1100 VA', sku: 'IU-1100' });
});

for (const [language, prefix, M, words] of [
  [
    'English',
    '',
    MODEL_TEXT,
    {
      contact: contactFormLabels,
      types: ENQUIRY_TYPES,
      warranty: WARRANTY_PAGE,
      service: SERVICE_FORM_TEXT,
    },
  ],
  [
    'Hindi',
    '/hi',
    HI_MODEL,
    { contact: HI_CONTACT, types: HI_TYPES, warranty: HI_WARRANTY, service: HI_SERVICE },
  ],
] as const) {
  test(`a model page's actions open the forms with the model chosen (${language})`, async ({
    readerPage: page,
  }) => {
    const modelPage = `${prefix}/products/inverter-ups/iu-1100`;
    await page.goto(modelPage);
    await page.locator('#main').getByRole('link', { name: M.registerWarranty }).click();
    await expect(page).toHaveURL(`${prefix}/warranty?model=IU-1100`);
    await expect(page.getByLabel(words.warranty.labels.productLine, { exact: true })).toHaveValue(
      'inverter-ups',
    );
    await expect(page.getByLabel(words.warranty.labels.model, { exact: true })).toHaveValue(
      'IU-1100',
    );

    await page.goto(modelPage);
    await page.locator('#main').getByRole('link', { name: M.raiseService }).click();
    await expect(page).toHaveURL(`${prefix}/service-request?model=IU-1100`);
    await expect(page.getByLabel(words.service.labels.productLine, { exact: true })).toHaveValue(
      'inverter-ups',
    );
    await expect(page.getByLabel(words.service.labels.modelCode, { exact: true })).toHaveValue(
      'IU-1100',
    );

    await page.goto(modelPage);
    await page.locator('#main').getByRole('link', { name: M.enquire }).click();
    await expect(page).toHaveURL(`${prefix}/contact-us?line=inverter-ups&model=IU-1100`);
    await expect(page.getByLabel(words.types[2].label)).toBeChecked();
    await expect(page.getByLabel(words.types[0].label)).not.toBeChecked();
    await expect(page.getByLabel(words.contact.message)).toHaveValue(
      words.contact.aboutModel('IU-1100'),
    );
    // An address naming a model not in the catalogue chooses nothing.
    await page.goto(`${prefix}/warranty?model=NOT-A-MODEL`);
    await expect(page.getByLabel(words.warranty.labels.productLine, { exact: true })).toHaveValue(
      '',
    );
  });
}

const LOCATOR_PINCODE = LOCATOR_TEXT.pincode;

test('without JavaScript, a model page’s actions still name the model (the forms say they need it)', async ({
  pageWithoutScript: page,
}) => {
  await page.goto('/products/inverter-ups/iu-1100');
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: MODEL_TEXT.enquire })).toHaveAttribute(
    'href',
    '/contact-us?line=inverter-ups&model=IU-1100',
  );
  await expect(main.getByRole('link', { name: MODEL_TEXT.registerWarranty })).toHaveAttribute(
    'href',
    '/warranty?model=IU-1100',
  );
  await expect(main.getByRole('link', { name: MODEL_TEXT.raiseService })).toHaveAttribute(
    'href',
    '/service-request?model=IU-1100',
  );
  // Sheet metal is not registered or serviced through the forms: their plain pages.
  const part = models.find((m) => m.line === 'sheet-metal')!;
  await page.goto(`/products/sheet-metal/${part.slug}`);
  await expect(main.getByRole('link', { name: MODEL_TEXT.registerWarranty })).toHaveAttribute(
    'href',
    '/warranty',
  );
  // The dealer search keeps the line, and answers without script.
  await page.goto('/products/inverter-ups/iu-1100');
  await main.getByLabel(LOCATOR_PINCODE).fill('160022');
  await main.getByRole('button', { name: MODEL_TEXT.findDealer }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?line=inverter-ups&pincode=160022/);
});

test('a discontinued model keeps its page, says so and links its successor', async ({
  readerPage: page,
}) => {
  const gone = models.find((m) => m.discontinued)!;
  const successor = models.find((m) => m.code === gone.successorCode)!;
  await page.goto(`/products/${gone.line}/${gone.slug}`);
  const note = page.getByRole('note');
  await expect(note).toContainText(MODEL_TEXT.discontinuedNotice);
  await note.getByRole('link', { name: successor.name.en }).click();
  await expect(page).toHaveURL(`/products/${successor.line}/${successor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(successor.name.en);
});

test('an unknown model or line answers 404, and a model only under its own line', async ({
  request,
}) => {
  expect((await request.get('/products/inverter-ups/no-such-model')).status()).toBe(404);
  expect((await request.get('/hi/products/inverter-ups/no-such-model')).status()).toBe(404);
  expect((await request.get('/products/toasters')).status()).toBe(404);
  expect((await request.get('/products/led-lights/iu-1100')).status()).toBe(404);
});

test('every line has its finder; odd, huge or repeated queries are cleaned by a redirect, never an error', async ({
  request,
}) => {
  for (const line of CATALOGUE_LINES) {
    expect((await request.get(`/products/${line}`)).status(), line).toBe(200);
    expect((await request.get(`/hi/products/${line}`)).status(), line).toBe(200);
  }
  const odd = [
    `?q=${'x'.repeat(5000)}`,
    '?min-wattage=1e309&max-wattage=-5&page=99999999999',
    `?${Array.from({ length: 500 }, () => 'series=panel').join('&')}`,
    '?colourTemperature=%00%FF&sort=%E2%80%AE&page=NaN',
    '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ];
  for (const query of odd) {
    const answer = await request.get(`/products/led-lights${query}`, { maxRedirects: 0 });
    expect([200, 307], query.slice(0, 40)).toContain(answer.status());
    if (answer.status() === 307) {
      const followed = await request.get(answer.headers().location!);
      expect(followed.status(), query.slice(0, 40)).toBe(200);
      expect(await followed.text()).not.toContain('<script>alert(1)');
    }
  }
  // 30 at once, as a crawler following the pages would.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => request.get(`/products/led-lights?page=${(i % 14) + 1}`)),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(30).fill(200));
});

test.describe('without JavaScript', () => {
  test('the finder filters by ranges and ticks, keeps its state in the address and pages', async ({
    pageWithoutScript: page,
  }) => {
    // On a phone the filters come first: the answer must still be in view once they are sent.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/led-lights');
    const filters = page.getByRole('search', { name: FINDER_TEXT.filtersHeading });
    await filters.getByRole('group', { name: 'Power (W)' }).getByLabel(FINDER_TEXT.from).fill('10');
    await filters.getByRole('group', { name: 'Power (W)' }).getByLabel(FINDER_TEXT.to).fill('40');
    await filters.getByLabel(CHOICE_LABELS['4000K']!).check();
    await filters.getByRole('button', { name: FINDER_TEXT.apply }).click();
    await expect(page).toHaveURL(
      /\?min-wattage=10&max-wattage=40&colourTemperature=4000K#finder-results$/,
    );

    const expected = findModels(
      models.filter((m) => m.line === 'led-lights'),
      parseFinderQuery('led-lights', {
        'min-wattage': '10',
        'max-wattage': '40',
        colourTemperature: '4000K',
      }),
      'en',
    );
    const results = page.getByRole('region', { name: FINDER_TEXT.results(expected.total) });
    await expect(results.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(
      expected.models.map((m) => m.name.en),
    );
    // The form shows what was asked.
    await expect(filters.getByLabel(CHOICE_LABELS['4000K']!)).toBeChecked();
    expect(expected.pages).toBeGreaterThan(1);
    await results.getByRole('link', { name: FINDER_TEXT.next }).click();
    await expect(page).toHaveURL(/colourTemperature=4000K&page=2#finder-results$/);
    await expect(
      page.getByRole('heading', { level: 2, name: FINDER_TEXT.results(expected.total) }),
    ).toBeInViewport();
    await expect(page.getByText(FINDER_TEXT.pageOf(2, expected.pages))).toBeVisible();
  });

  test('the product index counts each line and finds a model across lines by code', async ({
    pageWithoutScript: page,
  }) => {
    await page.goto('/products');
    const leds = models.filter((m) => m.line === 'led-lights' && !m.discontinued).length;
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: LINE_NAMES['led-lights'] }) }),
    ).toContainText(INDEX_TEXT.modelCount(leds));
    await page.getByRole('searchbox', { name: FINDER_TEXT.query }).fill('IU-1100');
    await page.getByRole('button', { name: FINDER_TEXT.apply }).click();
    await expect(page.getByRole('region', { name: FINDER_TEXT.results(1) })).toBeVisible();
    await page.getByRole('link', { name: 'Lithium inverter 1100 VA' }).click();
    await expect(page).toHaveURL('/products/inverter-ups/iu-1100');
  });

  test('the Hindi finder answers in Hindi', async ({ pageWithoutScript: page }) => {
    await page.goto('/hi/products/cctv?poe=yes');
    const total = findModels(
      models.filter((m) => m.line === 'cctv'),
      parseFinderQuery('cctv', { poe: 'yes' }),
      'hi',
    ).total;
    await expect(
      page.getByRole('heading', { level: 2, name: HI_FINDER.results(total) }),
    ).toBeVisible();
  });
});

test('every product page and the BESS page link into their line’s models, in both languages', async ({
  request,
}) => {
  const pages: [string, string][] = [
    ...CATALOGUE_LINES.filter((line) => line !== 'bess').map((line): [string, string] => [
      `/our-services/${line}`,
      `/products/${line}`,
    ]),
    ['/bess', '/products/bess'],
  ];
  for (const [page, finder] of pages) {
    for (const prefix of ['', '/hi']) {
      const html = await (await request.get(`${prefix}${page}`)).text();
      expect([page, prefix, html.includes(`href="${prefix}${finder}"`)]).toEqual([
        page,
        prefix,
        true,
      ]);
    }
  }
});

test('a model page links its datasheet, a PDF of its specifications in the page’s language', async ({
  page,
  request,
}) => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const textOf = async (response: import('@playwright/test').APIResponse) =>
    (
      await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
        mergePages: true,
      })
    ).text;

  await page.goto('/products/inverter-ups/iu-1100');
  const link = page.getByRole('link', { name: MODEL_TEXT.datasheet('IU-1100') });
  await expect(link).toHaveAttribute('href', '/products/inverter-ups/iu-1100/datasheet.pdf');
  const english = await request.get('/products/inverter-ups/iu-1100/datasheet.pdf');
  expect(english.status()).toBe(200);
  expect(english.headers()['content-type']).toBe('application/pdf');
  const text = (await textOf(english)).replace(/\s+/g, ' ');
  for (const part of [
    'Lithium inverter 1100 VA',
    'IU-1100',
    '1,100 VA',
    CHOICE_LABELS['pure-sine']!,
    MODEL_TEXT.warrantyPeriod(60),
    'MRP ₹9,599 (inclusive of all taxes)',
    `${siteUrl()}/products/inverter-ups/iu-1100`,
  ])
    expect([part, text.includes(part)]).toEqual([part, true]);

  await page.goto('/hi/products/inverter-ups/iu-1100');
  const hindiLink = page.getByRole('link', { name: HI_MODEL.datasheet('IU-1100') });
  await expect(hindiLink).toHaveAttribute(
    'href',
    '/products/inverter-ups/iu-1100/datasheet.pdf?lang=hi',
  );
  const hindi = await textOf(
    await request.get('/products/inverter-ups/iu-1100/datasheet.pdf?lang=hi'),
  );
  expect(hindi).toContain(`${siteUrl()}/hi/products/inverter-ups/iu-1100`);
  expect(hindi).toMatch(/[\u0900-\u097f]/);

  expect((await request.get('/products/inverter-ups/no-such-model/datasheet.pdf')).status()).toBe(
    404,
  );
  expect((await request.get('/products/cctv/iu-1100/datasheet.pdf')).status()).toBe(404);
  expect((await request.get('/products/inverter-ups/iu-1100/datasheet.pdf?lang=xx')).status()).toBe(
    400,
  );
});
