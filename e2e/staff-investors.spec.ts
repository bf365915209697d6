import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES } from '../content/routes';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { personCardNames } from './support/investors';
import { E2E } from './support/settings';
import { signInBeforeEach } from './support/staff';

const DOCS = '/staff/investors/documents';
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const NOT_PDF = 'The file is not a PDF. Upload a PDF document.';
const TOO_LARGE = 'The PDF is larger than 20 MB. Upload a smaller file.';

// Password hashing (argon2id) and uploads are slow by design.
test.slow();

const staffEmail = signInBeforeEach(test, '198.51.100');

async function addDocument(
  page: Page,
  title: string,
  file = PDF(title),
  fileName = 'report.pdf',
  kind = 'policy',
) {
  await page.goto(DOCS);
  // The list's filters below have a Kind and a Year too.
  const form = page.getByRole('region', { name: 'Add a document' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Year').fill('2025-26');
  await form.getByLabel('Kind').selectOption(kind);
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: file });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

const documentRows = (title: string) =>
  sql<{ id: string; file: string; archived: boolean }>(
    'SELECT id, file, archived FROM "InvestorDocument" WHERE title = $1',
    [title],
  );

const storedFiles = (kind: string) => {
  try {
    return readdirSync(path.join(E2E.storageDir, 'investors', kind)).length;
  } catch {
    return 0;
  }
};

test('a new document appears on the public page at once, with its PDF', async ({
  page,
  request,
}) => {
  const title = `Whistle-blower policy ${randomUUID().slice(0, 8)}`;
  await addDocument(page, title);
  await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
  const [row] = await documentRows(title);
  expect(row?.archived).toBe(false);
  const audit = await sql('SELECT "actorEmail", action FROM "AuditLog" WHERE "entityId" = $1', [
    row!.id,
  ]);
  expect(audit).toEqual([{ actorEmail: staffEmail(), action: 'create' }]);

  await page.goto(ROUTES.policies.path);
  await expect(page.getByText(`${title} - 2025-26`, { exact: true })).toBeVisible();
  const file = await request.get(`/files/${row!.file}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).toString()).toBe(PDF(title).toString());
});

test('archive, reorder, edit and delete show on the public page at once', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const [first, second] = [`Policy A ${tag}`, `Policy B ${tag}`];
  for (const title of [first, second]) {
    await addDocument(page, title);
    await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
  }
  const publicOrder = async () => {
    await page.goto(ROUTES.policies.path);
    return page
      .getByRole('listitem')
      .filter({ hasText: tag })
      .locator('span.text-ink')
      .allTextContents();
  };
  // New documents go first, so the newest (B) leads.
  expect(await publicOrder()).toEqual([`${second} - 2025-26`, `${first} - 2025-26`]);

  await page.goto(DOCS);
  await page.getByRole('button', { name: `Move up ${first} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Order changed.');
  expect(await publicOrder()).toEqual([`${first} - 2025-26`, `${second} - 2025-26`]);

  await page.goto(DOCS);
  await page.getByRole('button', { name: `Archive ${first} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Archived.');
  expect(await publicOrder()).toEqual([`${second} - 2025-26`]);
  await page.getByText(/^Archived \(\d+\)$/).click();
  await expect(
    page.locator('details').getByText(`${first} - 2025-26`, { exact: true }),
  ).toBeVisible();

  await page.goto(DOCS);
  await page.getByRole('link', { name: `Edit ${second} - 2025-26` }).click();
  // The list page has an add form with the same labels: wait until the edit page is shown.
  await expect(page.getByRole('heading', { name: 'Edit document' })).toBeVisible();
  await page.getByLabel('Title').fill(`${second} revised`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Changes saved. The public page shows them now.',
  );
  expect(await publicOrder()).toEqual([`${second} revised - 2025-26`]);

  await page.goto(DOCS);
  await page.getByLabel(`Reason for deleting ${second} revised - 2025-26`).fill('Filed by mistake');
  await page.getByRole('button', { name: `Delete ${second} revised - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted.');
  expect(await documentRows(`${second} revised`)).toEqual([]);
  expect(await publicOrder()).toEqual([]);

  // Unarchive brings it back; then remove it so other specs see only the seeded documents.
  await page.goto(DOCS);
  await page.getByRole('button', { name: `Unarchive ${first} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Moved back to the current list.');
  expect(await publicOrder()).toEqual([`${first} - 2025-26`]);
  await page.goto(DOCS);
  await page.getByLabel(`Reason for deleting ${first} - 2025-26`).fill('Filed by mistake');
  await page.getByRole('button', { name: `Delete ${first} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted.');
  expect(await publicOrder()).toEqual([]);
  const actions = await sql<{ action: string }>(
    `SELECT action FROM "AuditLog" WHERE summary LIKE $1 ORDER BY "createdAt"`,
    [`%${tag}%`],
  );
  expect(actions.map((a) => a.action)).toEqual([
    'create',
    'create',
    'reorder',
    'archive',
    'update',
    'delete',
    'unarchive',
    'delete',
  ]);
});

test('a file that is not a PDF, or too large, is refused and nothing is stored', async ({
  page,
}) => {
  const title = `Refused ${randomUUID().slice(0, 8)}`;
  const before = storedFiles('drhp');
  await addDocument(page, title, Buffer.from('just text, named .pdf'), 'fake.pdf', 'drhp');
  const file = page.getByLabel('PDF file');
  await expect(page.locator('#field-file-error')).toHaveText(NOT_PDF);
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAttribute('aria-describedby', /field-file-error/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
  PDF('big').copy(big);
  await addDocument(page, title, big, 'big.pdf', 'drhp');
  await expect(page.locator('#field-file-error')).toHaveText(TOO_LARGE);

  expect(await documentRows(title)).toEqual([]);
  expect(storedFiles('drhp')).toBe(before);
});

test('a new PDF and a new kind: the old file goes, both pages change at once', async ({
  page,
  request,
}) => {
  const title = `Moved policy ${randomUUID().slice(0, 8)}`;
  await addDocument(page, title);
  await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
  const [before] = await documentRows(title);

  await page.getByRole('link', { name: `Edit ${title} - 2025-26` }).click();
  await expect(page.getByRole('heading', { name: 'Edit document' })).toBeVisible();
  await page.getByLabel('Kind').selectOption('prospectus');
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'new.pdf', mimeType: 'application/pdf', buffer: PDF('replacement') });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Changes saved. The public page shows them now.',
  );
  const [after] = await documentRows(title);
  expect(after!.file).not.toBe(before!.file);
  expect((await request.get(`/files/${before!.file}`)).status()).toBe(404);
  expect((await (await request.get(`/files/${after!.file}`)).body()).toString()).toBe(
    PDF('replacement').toString(),
  );
  await page.goto(ROUTES.policies.path);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(ROUTES.prospectus.path);
  await expect(page.getByText(`${title} - 2025-26`, { exact: true })).toBeVisible();

  await page.goto(DOCS);
  await page.getByLabel(`Reason for deleting ${title} - 2025-26`).fill('Filed by mistake');
  await page.getByRole('button', { name: `Delete ${title} - 2025-26` }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted.');
  expect((await request.get(`/files/${after!.file}`)).status()).toBe(404);
  await page.goto(ROUTES.prospectus.path);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('missing fields are reported beside each field', async ({ page }) => {
  await page.goto(DOCS);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('#field-title-error')).toHaveText('Enter the title.');
  await expect(page.locator('#field-year-error')).toHaveText(
    'Enter the year, for example 2024, 2023-24 or Q2 2024-25.',
  );
  await expect(page.locator('#field-file-error')).toHaveText('Choose a PDF file to upload.');
});

test.describe('directors', () => {
  const DIRECTORS = '/staff/investors/directors';
  // A valid 1x1 PNG, so the public page shows it rather than the default portrait.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  async function addDirector(page: Page, name: string, photo?: { name: string; buffer: Buffer }) {
    await page.goto(DIRECTORS);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Designation').fill('Independent Director');
    await page.getByLabel('Profile').fill(`${name} has served on audit committees.`);
    if (photo) await page.getByLabel('Photo').setInputFiles({ ...photo, mimeType: 'image/png' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  const boardNames = async (page: Page, tag: string) => {
    await page.goto(ROUTES.board.path);
    return personCardNames(page.getByRole('main'), tag);
  };

  test('add with a photo, edit, reorder and delete show on the board page at once', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const [first, second] = [`Meera ${tag}`, `Ravi ${tag}`];
    await addDirector(page, first, { name: 'meera.png', buffer: PNG });
    await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
    await addDirector(page, second);
    await expect(page.getByRole('status')).toHaveText('Saved. The public page shows it now.');
    expect(await boardNames(page, tag)).toEqual([first, second]);
    const photo = page.getByRole('button', { name: new RegExp(first) }).locator('img');
    await expect(photo).toHaveAttribute(
      'src',
      /\/files\/investors\/directors\/[0-9a-f-]{36}\.png(\?dpl=[\w-]+)?$/,
    );
    await expect(photo).not.toHaveAttribute('data-fallback', 'true');

    await page.goto(DIRECTORS);
    await page.getByRole('button', { name: `Move up ${second}` }).click();
    await expect(page.getByRole('status')).toHaveText('Order changed.');
    expect(await boardNames(page, tag)).toEqual([second, first]);

    await page.goto(DIRECTORS);
    await page.getByRole('link', { name: `Edit ${first}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit director' })).toBeVisible();
    await page.getByLabel('Designation').fill('Chairperson');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Changes saved. The public page shows them now.',
    );
    await page.goto(ROUTES.board.path);
    await expect(page.getByRole('button', { name: new RegExp(first) })).toContainText(
      'Chairperson',
    );

    await page.goto(DIRECTORS);
    await page.getByRole('button', { name: `Delete ${first}` }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted.');
    expect(await boardNames(page, tag)).toEqual([second]);
    await page.goto(DIRECTORS);
    await page.getByRole('button', { name: `Delete ${second}` }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted.');
    expect(await boardNames(page, tag)).toEqual([]);
    const audit = await sql<{ action: string }>(
      `SELECT action FROM "AuditLog" WHERE entity = 'Director' AND summary LIKE $1 ORDER BY "createdAt"`,
      [`%${tag}%`],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'create',
      'reorder',
      'update',
      'delete',
      'delete',
    ]);
  });

  test('a photo that is not an image, or too large, is refused', async ({ page }) => {
    const name = `Refused ${randomUUID().slice(0, 8)}`;
    await addDirector(page, name, { name: 'photo.png', buffer: Buffer.from('GIF89a not allowed') });
    await expect(page.locator('#field-photo-error')).toHaveText(
      'The photo must be a JPEG, PNG or WebP image.',
    );
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    await addDirector(page, name, { name: 'big.png', buffer: big });
    await expect(page.locator('#field-photo-error')).toHaveText(
      'The photo is larger than 5 MB. Upload a smaller image.',
    );
    expect(await sql('SELECT id FROM "Director" WHERE name = $1', [name])).toEqual([]);
  });
});
