import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTES } from '../content/routes';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { personCardNames } from './support/investors';
import { signInBeforeEach } from './support/staff';

// Staff management of committee members, registrars and grievance contacts: each change shows on
// the public page right after saving. Runs after the specs that read the seeded rows.

test.slow(); // argon2id sign-in and a page build per save
signInBeforeEach(test, '198.51.101');

const SAVED = 'Saved. The public page shows it now.';
const UPDATED = 'Changes saved. The public page shows them now.';
// A valid 2x2 WebP (made with sharp), so the public page shows it, not the default portrait.
const WEBP = Buffer.from(
  'UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoCAAIAAUAmJaACdLoB+AAETAAA/u+9V/43bjDfgu/33oDeBgAAAA==',
  'base64',
);
type Photo = { name: string; mimeType: string; buffer: Buffer };

async function fill(page: Page, fields: Record<string, string>, photo?: Photo) {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'Committee') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  if (photo) await page.getByLabel('Photo', { exact: true }).setInputFiles(photo);
}

/** Opens a staff list, fills the add form's fields by label and submits it. */
async function add(page: Page, list: string, fields: Record<string, string>, photo?: Photo) {
  await page.goto(`/staff/investors/${list}`);
  await fill(page, fields, photo);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Clicks a row button (Move up, Delete, ...) of the named row and waits for its notice. */
async function rowAction(page: Page, list: string, button: string, notice: string) {
  await page.goto(`/staff/investors/${list}`);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(notice);
}

/** Opens a row's edit page, changes fields and saves. */
async function edit(page: Page, list: string, name: string, fields: Record<string, string>) {
  await page.goto(`/staff/investors/${list}`);
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  // The list page's add form has the same labels: wait for the edit page itself.
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
  await fill(page, fields);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(UPDATED);
}

const auditActions = async (entity: string, tag: string) =>
  (
    await sql<{ action: string }>(
      `SELECT action FROM "AuditLog" WHERE entity = $1 AND summary LIKE $2 ORDER BY "createdAt", id`,
      [entity, `%${tag}%`],
    )
  ).map((row) => row.action);

test.describe('committee members', () => {
  const committeeNames = async (page: Page, committee: string, tag: string) => {
    await page.goto(ROUTES.committees.path);
    return personCardNames(page.getByRole('region', { name: committee }), tag);
  };

  test('add with a photo, reorder within the committee, move to another, delete', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const [first, second] = [`Kavita ${tag}`, `Arjun ${tag}`];
    await add(
      page,
      'committees',
      { Committee: 'Audit Committee', Name: first, Designation: 'Member', Profile: 'A CA.' },
      { name: 'kavita.webp', mimeType: 'image/webp', buffer: WEBP },
    );
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await add(page, 'committees', {
      Committee: 'Audit Committee',
      Name: second,
      Designation: 'Member',
    });
    await expect(page.getByRole('status')).toHaveText(SAVED);
    // Listed under its committee in the back-office too.
    await expect(
      page.getByRole('region', { name: 'Audit Committee' }).getByText(`${second}, Member`),
    ).toBeVisible();

    expect(await committeeNames(page, 'Audit Committee', tag)).toEqual([first, second]);
    const photo = page.getByRole('button', { name: new RegExp(first) }).locator('img');
    await expect(photo).toHaveAttribute(
      'src',
      /\/files\/investors\/committees\/[0-9a-f-]{36}\.webp(\?dpl=[\w-]+)?$/,
    );
    await expect(photo).not.toHaveAttribute('data-fallback', 'true');

    await rowAction(page, 'committees', `Move up ${second}`, 'Order changed.');
    expect(await committeeNames(page, 'Audit Committee', tag)).toEqual([second, first]);

    await edit(page, 'committees', first, { Committee: 'Stakeholder Relationship Committee' });
    expect(await committeeNames(page, 'Audit Committee', tag)).toEqual([second]);
    expect(await committeeNames(page, 'Stakeholder Relationship Committee', tag)).toEqual([first]);
    const [stored] = await sql<{ category: string; image: string }>(
      'SELECT category, image FROM "CommitteeMember" WHERE name = $1',
      [first],
    );
    expect(stored).toEqual({
      category: 'stakeholder relationship committee',
      image: expect.stringMatching(/^investors\/committees\/.+\.webp$/),
    });

    await rowAction(page, 'committees', `Delete ${first}`, 'Deleted.');
    await rowAction(page, 'committees', `Delete ${second}`, 'Deleted.');
    expect(await committeeNames(page, 'Audit Committee', tag)).toEqual([]);
    expect(await committeeNames(page, 'Stakeholder Relationship Committee', tag)).toEqual([]);
    const photoAfter = await page.request.get(`/files/${stored!.image}`);
    expect(photoAfter.status()).toBe(404);
    expect(await auditActions('CommitteeMember', tag)).toEqual([
      'create',
      'create',
      'reorder',
      'update',
      'delete',
      'delete',
    ]);
  });

  test('a committee must be chosen from the list and a photo must be an image', async ({
    page,
  }) => {
    const name = `Refused ${randomUUID().slice(0, 8)}`;
    await page.goto('/staff/investors/committees');
    // A tampered form: the select offers only the board committees.
    await page
      .getByLabel('Committee', { exact: true })
      .evaluate((select: HTMLSelectElement) => (select.options[0]!.value = 'tea committee'));
    const notPhoto = {
      name: 'photo.webp',
      mimeType: 'image/webp',
      buffer: Buffer.from('%PDF-1.4'),
    };
    await fill(page, { Name: name }, notPhoto);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.locator('#field-category-error')).toHaveText('Choose the committee.');
    await expect(page.locator('#field-designation-error')).toHaveText('Enter the designation.');
    await expect(page.locator('#field-photo-error')).toHaveText(
      'The photo must be a JPEG, PNG or WebP image.',
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    expect(await sql('SELECT id FROM "CommitteeMember" WHERE name = $1', [name])).toEqual([]);
  });
});

test.describe('registrar and grievance contacts', () => {
  const boxes = (page: Page, tag: string) =>
    page.getByRole('main').locator('ul > li').filter({ hasText: tag });

  test('a registrar is added, edited, reordered and deleted on the public page at once', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const [first, second] = [`Alpha Registry ${tag}`, `Beta Registry ${tag}`];
    await add(page, 'registrar', {
      Name: first,
      Address: 'Unit 1, Example Park\nNew Delhi 110020',
      Telephone: '+91 11 4000 0000',
      'E-mail': 'rta@example.com',
      'Contact person': 'Sunita Rao',
      Website: 'https://rta.example.com',
    });
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await add(page, 'registrar', { Name: second, Address: 'Mumbai 400001' });
    await expect(page.getByRole('status')).toHaveText(SAVED);

    await page.goto(ROUTES.registrar.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([first, second]);
    const box = boxes(page, tag).first();
    await expect(box.getByRole('link', { name: 'rta@example.com' })).toHaveAttribute(
      'href',
      'mailto:rta@example.com',
    );
    await expect(box.getByRole('link', { name: 'https://rta.example.com' })).toBeVisible();
    await expect(box).toContainText('Sunita Rao');

    await edit(page, 'registrar', first, { 'E-mail': 'shares@example.com' });
    await page.goto(ROUTES.registrar.path);
    await expect(
      boxes(page, tag).first().getByRole('link', { name: 'shares@example.com' }),
    ).toBeVisible();

    await rowAction(page, 'registrar', `Move down ${first}`, 'Order changed.');
    await page.goto(ROUTES.registrar.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([second, first]);

    await rowAction(page, 'registrar', `Delete ${first}`, 'Deleted.');
    await rowAction(page, 'registrar', `Delete ${second}`, 'Deleted.');
    await page.goto(ROUTES.registrar.path);
    await expect(boxes(page, tag)).toHaveCount(0);
    expect(await auditActions('RegistrarDetail', tag)).toEqual([
      'create',
      'create',
      'update',
      'reorder',
      'delete',
      'delete',
    ]);
  });

  test('registrar details that are not an e-mail, phone or web address are refused', async ({
    page,
  }) => {
    const name = `Refused registrar ${randomUUID().slice(0, 8)}`;
    await add(page, 'registrar', {
      Name: name,
      Telephone: 'ask at reception',
      'E-mail': 'rta at example',
      Website: 'javascript:alert(1)',
    });
    await expect(page.locator('#field-address-error')).toHaveText('Enter the address.');
    await expect(page.locator('#field-telNo-error')).toHaveText(
      'Enter one phone number of digits, spaces and + ( ) - only, or leave it empty.',
    );
    await expect(page.locator('#field-emailId-error')).toHaveText(
      'Enter an e-mail address like name@example.com, or leave it empty.',
    );
    await expect(page.locator('#field-website-error')).toHaveText(
      'Enter the full website address starting with https://, or leave it empty.',
    );
    // The summary links to each field.
    await expect(
      page.getByRole('main').getByRole('alert').getByRole('link', { name: 'Enter the address.' }),
    ).toHaveAttribute('href', '#field-address');
    expect(await sql('SELECT id FROM "RegistrarDetail" WHERE name = $1', [name])).toEqual([]);
  });

  test('a grievance contact is added, edited, reordered, archived and deleted on the public page at once', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const [first, second] = [`Share desk ${tag}`, `Company secretary ${tag}`];
    await add(page, 'grievance', {
      Name: first,
      Telephone: '+91 98765 00000',
      'E-mail': 'desk@example.com',
    });
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await add(page, 'grievance', { Name: second, Address: 'Chandigarh 160022' });
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await page.goto(ROUTES.grievance.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([first, second]);
    await expect(
      boxes(page, tag).first().getByRole('link', { name: 'desk@example.com' }),
    ).toBeVisible();

    await edit(page, 'grievance', second, { Telephone: '(0172) 400-0000' });
    await rowAction(page, 'grievance', `Move up ${second}`, 'Order changed.');
    await page.goto(ROUTES.grievance.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([second, first]);
    await expect(boxes(page, tag).first()).toContainText('(0172) 400-0000');

    // Archived: gone from the public page and the old API, listed apart in the back-office.
    await rowAction(page, 'grievance', `Archive ${second}`, 'Archived.');
    const archivedList = page.getByRole('region', { name: /^Archived \(\d+\)$/ });
    await expect(archivedList.getByRole('listitem')).toHaveCount(1);
    await expect(archivedList.getByRole('listitem')).toContainText(second);
    await expect(archivedList.getByRole('button', { name: `Unarchive ${second}` })).toBeVisible();
    await page.goto(ROUTES.grievance.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([first]);
    const api = await page.request.get('/api/InvestorGrievance/InvestorGrievanceDocument');
    const apiNames = (await api.json()).data.map((c: { name: string }) => c.name);
    expect(apiNames).toContain(first);
    expect(apiNames).not.toContain(second);
    await rowAction(page, 'grievance', `Unarchive ${second}`, 'Moved back to the current list.');
    await page.goto(ROUTES.grievance.path);
    await expect(boxes(page, tag).getByRole('heading')).toHaveText([second, first]);

    await rowAction(page, 'grievance', `Delete ${first}`, 'Deleted.');
    await rowAction(page, 'grievance', `Delete ${second}`, 'Deleted.');
    await page.goto(ROUTES.grievance.path);
    await expect(boxes(page, tag)).toHaveCount(0);
    expect(await auditActions('GrievanceContact', tag)).toEqual([
      'create',
      'create',
      'update',
      'reorder',
      'archive',
      'unarchive',
      'delete',
      'delete',
    ]);
  });

  test('an unknown table or row is a 404 page, and a deleted row reports it is gone', async ({
    page,
  }) => {
    expect((await page.goto('/staff/investors/shareholders'))?.status()).toBe(404);
    expect((await page.goto(`/staff/investors/registrar/${randomUUID()}`))?.status()).toBe(404);
    // In the staff frame, saying so, with the way back.
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();

    const name = `Gone ${randomUUID().slice(0, 8)}`;
    await add(page, 'grievance', { Name: name });
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit grievance contact' }),
    ).toBeVisible();
    await sql('DELETE FROM "GrievanceContact" WHERE name = $1', [name]);
    await page.getByLabel('Address', { exact: true }).fill('Somewhere');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This item no longer exists. It may have been deleted.',
    );
    expect(await sql('SELECT id FROM "GrievanceContact" WHERE name = $1', [name])).toEqual([]);
  });
});
