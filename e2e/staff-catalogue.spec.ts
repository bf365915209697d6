import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { FINDER_TEXT, MODEL_TEXT } from '../content/catalogue';
import { MODEL_TEXT as HI_MODEL } from '../content/hi/catalogue';
import { STAFF_UPLOAD_MESSAGES } from '../content/staff-uploads';
import {
  CATALOGUE_AUDIT_TEXT,
  CATALOGUE_FIELD_MESSAGES as M,
  CATALOGUE_IMPORT_TEXT as T,
  STAFF_CATALOGUE_TEXT as S,
} from '../content/staff-catalogue';
import { STAFF_INBOX_TEXT } from '../content/staff';
import { CSV_HEADER } from '../lib/catalogue/csv-columns';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { signInBeforeEach } from './support/staff';

// A member of the catalogue role; the models made here are of the sheet-metal line, which the
// public catalogue spec does not count.
signInBeforeEach(test, '198.18.48', ['catalogue']);
// Each test signs in, fills a long form or uploads a file, then visits six or more pages: about
// 10 to 14 s on a quiet 2-core machine, so four times that.
test.describe.configure({ timeout: 60_000 });

const newCode = () => `SM-E2E-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A CSV of the export's columns, a row by column name. */
const csvOf = (rows: Record<string, string>[]) =>
  [CSV_HEADER, ...rows.map((row) => CSV_HEADER.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n');

const rack = (code: string, over: Record<string, string> = {}) => ({
  code,
  line: 'sheet-metal',
  series: 'rack',
  name_en: `Imported rack ${code}`,
  name_hi: `आयातित रैक ${code}`,
  summary_en: 'A 42U rack in brushed SS 304.',
  summary_hi: 'ब्रश्ड SS 304 में 42U रैक।',
  warranty_months: '12',
  mrp_rupees: '48500',
  launched_on: '2025-01-15',
  certifications: 'ISI',
  status: 'active',
  successor_code: '',
  'spec:grade': 'ss-304',
  'spec:thicknessMm': '1.5',
  'spec:finish': 'brushed',
  ...over,
});

/** The site search (first result, in both languages) and the catalogue's sitemap (both languages) name a sheet-metal model. */
async function expectSearchedAndMapped(page: Page, code: string) {
  const slug = code.toLowerCase();
  for (const prefix of ['', '/hi']) {
    await page.goto(`${prefix}/search?q=${code}`);
    await expect(page.locator('main li').first().getByRole('link')).toHaveAttribute(
      'href',
      `${prefix}/products/sheet-metal/${slug}`,
    );
  }
  const sitemap = await (await page.request.get('/products/sitemap.xml')).text();
  expect(sitemap).toContain(`/products/sheet-metal/${slug}</loc>`);
  expect(sitemap).toContain(`/hi/products/sheet-metal/${slug}</loc>`);
}

test('a member adds a model in both languages; its page, line and the finder show it at once', async ({
  page,
}) => {
  const code = newCode();
  await page.goto('/staff/catalogue');
  await expectNoAxeViolations(page);
  await page.getByLabel(S.addLine, { exact: true }).selectOption('sheet-metal');
  await page.getByRole('button', { name: S.addSubmit }).click();
  await expect(page).toHaveURL('/staff/catalogue/new?line=sheet-metal');

  // Sent with mistakes first: each message beside its field, nothing stored.
  await page.getByLabel(S.fields.code, { exact: true }).fill('bad code!');
  await page.getByRole('button', { name: S.save }).click();
  const summary = page.getByRole('alert').filter({ hasText: S.errorSummary });
  await expect(summary).toContainText(M.code);
  await expect(summary).toContainText(M.specRequired('Steel grade'));
  await expect(summary).toBeInViewport();
  await expectNoAxeViolations(page);

  await page.getByLabel(S.fields.code, { exact: true }).fill(code.toLowerCase());
  await page.getByLabel(S.fields.series, { exact: true }).selectOption('enclosure');
  await page.getByLabel(S.fields.nameEn, { exact: true }).fill(`Wall enclosure ${code}`);
  await page.getByLabel(S.fields.nameHi, { exact: true }).fill(`दीवार एनक्लोज़र ${code}`);
  await page
    .getByLabel(S.fields.summaryEn, { exact: true })
    .fill('An IP66 wall enclosure in SS 316.');
  await page.getByLabel(S.fields.summaryHi, { exact: true }).fill('SS 316 में IP66 दीवार एनक्लोज़र।');
  await page.getByLabel('Steel grade', { exact: true }).selectOption('ss-316');
  await page.getByLabel('Thickness (mm)').fill('1.2');
  await page.getByLabel('Finish', { exact: true }).selectOption('mirror');
  await page.getByRole('checkbox', { name: 'ISI' }).check();
  await page.getByLabel(S.fields.warrantyMonths, { exact: true }).fill('24');
  await page.getByLabel(S.fields.launchedOn, { exact: true }).fill('2025-09-01');
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.created);

  // The very next visit renders the model: the save expired the catalogue's cache.
  const slug = code.toLowerCase();
  const response = await page.goto(`/products/sheet-metal/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wall enclosure ${code}`);
  await expect(page.getByText(MODEL_TEXT.priceOnRequest)).toBeVisible();
  await page.goto(`/hi/products/sheet-metal/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`दीवार एनक्लोज़र ${code}`);
  await page.goto(`/products?q=${code}`);
  await expect(page.getByRole('heading', { level: 2, name: FINDER_TEXT.results(1) })).toBeVisible();
  await expect(page.getByRole('link', { name: `Wall enclosure ${code}` })).toBeVisible();
  await page.goto('/products/sheet-metal?series=enclosure&grade=ss-316&finish=mirror');
  await expect(page.getByRole('link', { name: `Wall enclosure ${code}` })).toBeVisible();

  // The site search (in both languages) and the catalogue's sitemap have it too.
  await expectSearchedAndMapped(page, code);

  const [audit] = await sql<{ summary: string }>(
    `SELECT summary FROM "AuditLog" WHERE "entityId" = (SELECT id::text FROM "CatalogueModel" WHERE code = $1)`,
    [code],
  );
  expect(audit?.summary).toBe(CATALOGUE_AUDIT_TEXT.added(code));
});

/** Adds a custom sheet-metal part through the form and opens its edit page. */
async function addCustomPart(page: Page, code: string) {
  await page.goto('/staff/catalogue/new?line=sheet-metal');
  await page.getByLabel(S.fields.code, { exact: true }).fill(code);
  await page.getByLabel(S.fields.series, { exact: true }).selectOption('custom');
  await page.getByLabel(S.fields.nameEn, { exact: true }).fill(`Custom part ${code}`);
  await page.getByLabel(S.fields.nameHi, { exact: true }).fill(`कस्टम पार्ट ${code}`);
  await page.getByLabel(S.fields.summaryEn, { exact: true }).fill('Laser-cut to drawing.');
  await page.getByLabel(S.fields.summaryHi, { exact: true }).fill('ड्रॉइंग के अनुसार लेज़र-कट।');
  await page.getByLabel('Steel grade', { exact: true }).selectOption('ss-202');
  await page.getByLabel('Thickness (mm)').fill('2');
  await page.getByLabel('Finish', { exact: true }).selectOption('2b');
  await page.getByLabel(S.fields.warrantyMonths, { exact: true }).fill('12');
  await page.getByLabel(S.fields.launchedOn, { exact: true }).fill('2024-02-01');
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.created);

  await page.getByLabel(STAFF_INBOX_TEXT.filters.search, { exact: true }).fill(code);
  await page.getByRole('button', { name: STAFF_INBOX_TEXT.filters.submit }).click();
  await page.getByRole('link', { name: `${S.edit} ${code}` }).click();
}

test('a renamed model’s old address redirects; a discontinued one keeps its page and names its successor', async ({
  page,
}) => {
  const code = newCode();
  const successor = 'IU-1100';
  await addCustomPart(page, code);
  const renamed = `${code}-V2`;
  await page.getByLabel(S.fields.code, { exact: true }).fill(renamed);
  await page.getByLabel(S.fields.status, { exact: true }).selectOption('discontinued');
  await page.getByLabel(S.fields.successor, { exact: true }).fill(successor);
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.updated);

  const old = await page.request.get(`/products/sheet-metal/${code.toLowerCase()}`, {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe(`/products/sheet-metal/${renamed.toLowerCase()}`);
  await page.goto(`/products/sheet-metal/${code.toLowerCase()}`);
  await expect(page).toHaveURL(`/products/sheet-metal/${renamed.toLowerCase()}`);
  await expect(page.getByText(MODEL_TEXT.discontinuedNotice)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lithium inverter 1100 VA' })).toHaveAttribute(
    'href',
    '/products/inverter-ups/iu-1100',
  );
});

test('a photo and a manual uploaded with a model show on its page in both languages; a wrong file is refused', async ({
  page,
}) => {
  const code = newCode();
  await addCustomPart(page, code);
  const photo = {
    name: 'part.png',
    mimeType: 'image/png',
    buffer: await readFile('public/og/our-services-cctv.png'),
  };
  const manual = {
    name: 'manual.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% the part’s manual\n%%EOF\n'),
  };
  // The manual chosen as the photo: refused by its bytes, the message beside the field.
  await page.getByLabel(S.fields.image).setInputFiles({ ...manual, name: 'part.png' });
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: S.errorSummary })).toContainText(
    STAFF_UPLOAD_MESSAGES.notPhoto,
  );
  await expect(page.getByLabel(S.fields.image)).toHaveAccessibleDescription(
    new RegExp(STAFF_UPLOAD_MESSAGES.notPhoto.replace('.', '\\.')),
  );
  await page.getByLabel(S.fields.image).setInputFiles(photo);
  await page.getByLabel(S.fields.manual).setInputFiles(manual);
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.updated);

  const path = `/products/sheet-metal/${code.toLowerCase()}`;
  for (const [prefix, name, M] of [
    ['', `Custom part ${code}`, MODEL_TEXT],
    ['/hi', `कस्टम पार्ट ${code}`, HI_MODEL],
  ] as const) {
    await page.goto(`${prefix}${path}`);
    // The photo, through the image optimizer, loaded and named.
    const shown = page.getByRole('img', { name, exact: true });
    await expect(shown).toHaveAttribute(
      'src',
      /^\/_next\/image\?url=%2Ffiles%2Fcatalogue%2Fimages%2F/,
    );
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const link = page.getByRole('link', { name: M.manual(code) });
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).toString()).toBe(manual.buffer.toString());
  }

  // Taken off again: the page no longer offers the manual.
  await page.goto('/staff/catalogue');
  await page.getByLabel(STAFF_INBOX_TEXT.filters.search, { exact: true }).fill(code);
  await page.getByRole('button', { name: STAFF_INBOX_TEXT.filters.submit }).click();
  await page.getByRole('link', { name: `${S.edit} ${code}` }).click();
  await expect(page.getByRole('link', { name: S.fields.currentManual })).toBeVisible();
  await page.getByLabel(S.fields.removeManual).check();
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByRole('status')).toHaveText(S.notices.updated);
  await page.goto(path);
  await expect(page.getByRole('img', { name: `Custom part ${code}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: MODEL_TEXT.manual(code) })).toHaveCount(0);
});

test('the CSV import checks first, then applies; a bad row changes nothing and is named', async ({
  page,
}) => {
  const [first, second] = [newCode(), newCode()];
  await page.goto('/staff/catalogue');
  const form = page.locator('form').filter({ has: page.getByLabel(T.file) });
  const upload = (name: string, text: string) =>
    page
      .getByLabel(T.file)
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  // A bad row among good ones: refused by line and column, nothing stored.
  await upload('bad.csv', csvOf([rack(first), rack(second, { 'spec:thicknessMm': 'thick' })]));
  await form.getByRole('button', { name: T.apply }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText(T.reportHeading);
  await expect(refusal).toContainText(`${T.at(3, 'spec:thicknessMm')}: ${M.number('Thickness')}`);
  await expect(refusal).toBeInViewport();
  expect(
    await sql(`SELECT 1 FROM "CatalogueModel" WHERE code IN ($1, $2)`, [first, second]),
  ).toEqual([]);

  // The dry run says what would happen and changes nothing.
  await upload('racks.csv', csvOf([rack(first), rack(second)]));
  await form.getByRole('button', { name: T.check }).click();
  const report = form.getByRole('status');
  await expect(report).toContainText(T.checkedHeading);
  await expect(report).toContainText(T.summary(2, 0, 0, 0));
  await expect(report).toContainText(`${first}, ${second}`);
  expect(
    await sql(`SELECT 1 FROM "CatalogueModel" WHERE code IN ($1, $2)`, [first, second]),
  ).toEqual([]);
  await expectNoAxeViolations(page);

  await upload('racks.csv', csvOf([rack(first), rack(second)]));
  await form.getByRole('button', { name: T.apply }).click();
  await expect(report).toContainText(T.appliedHeading);
  await expect(report).toContainText(T.appliedSummary(2, 0, 0, 0));

  await page.goto(`/products/sheet-metal/${second.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Imported rack ${second}`);
  await expect(page.getByText('MRP ₹48,500 (inclusive of all taxes)')).toBeVisible();
  await page.goto(`/hi/products/sheet-metal/${second.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`आयातित रैक ${second}`);
  await page.goto(`/hi/products?q=${first}`);
  await expect(page.getByRole('link', { name: `आयातित रैक ${first}` })).toBeVisible();
  await page.goto('/products/sheet-metal?series=rack&grade=ss-304&finish=brushed');
  await expect(page.getByRole('link', { name: `Imported rack ${first}` })).toBeVisible();
  await expectSearchedAndMapped(page, first);

  // The export holds them in the import's columns.
  const exported = await page.request.get('/api/staff/catalogue/export');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-disposition']).toBe('attachment; filename="catalogue.csv"');
  const text = await exported.text();
  expect(text.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(',')}`);
  expect(text).toContain(`${first},sheet-metal,rack,Imported rack ${first}`);
});
