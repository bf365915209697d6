import { INVESTOR_TEXT } from '../content/investors';
import { ROUTES } from '../content/routes';
import { SAMPLE_REGISTRAR } from '../lib/investors/seed-data';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { E2E_REVALIDATE_SECRET } from './support/investors';

// Every test that reads the registrar table is here, in order: one of them empties it.
test.describe.configure({ mode: 'serial' });

const REGISTRAR_API = '/api/DetailsofRegistrar/DetailsofRegistrarDocument';

test('Details of Registrar shows the seeded registrar in a contact box', async ({ page }) => {
  await page.goto(ROUTES.registrar.path);
  const box = page.getByRole('main').locator('ul > li');
  await expect(box).toHaveCount(1);
  await expect(box.getByRole('heading', { name: SAMPLE_REGISTRAR.name })).toBeVisible();
  await expect(box.getByRole('link', { name: SAMPLE_REGISTRAR.emailId })).toHaveAttribute(
    'href',
    `mailto:${SAMPLE_REGISTRAR.emailId}`,
  );
  for (const text of [SAMPLE_REGISTRAR.telNo, SAMPLE_REGISTRAR.contactPerson]) {
    await expect(box).toContainText(text);
  }
  await expect(box.getByRole('link', { name: SAMPLE_REGISTRAR.website })).toBeVisible();
});

test('the registrar API answers the old shape', async ({ request }) => {
  // Next's data cache outlives a run (.next/cache): the first answer may be a stale one,
  // refreshed in the background (stale-while-revalidate), so ask until the fresh one arrives.
  await expect(async () => {
    const response = await request.get(REGISTRAR_API);
    expect(response.status()).toBe(200);
    expect((await response.json()).data).toEqual([
      { _id: expect.any(String), ...SAMPLE_REGISTRAR },
    ]);
  }).toPass({ timeout: 20_000 });
});

test('with no registrar rows, the page shows the empty message and the API an empty list', async ({
  page,
  request,
}) => {
  test.slow(); // polls until the regenerated page arrives
  const revalidate = async () => {
    const response = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    });
    expect(response.status()).toBe(200);
  };
  await sql(`CREATE TABLE "RegistrarDetailSaved" AS TABLE "RegistrarDetail"`);
  try {
    await sql(`DELETE FROM "RegistrarDetail"`);
    await revalidate();
    await expect(async () => {
      await page.goto(ROUTES.registrar.path);
      await expect(page.getByText(INVESTOR_TEXT.registrarEmpty)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('main').locator('ul > li')).toHaveCount(0);
    await expect(async () => {
      expect(await (await request.get(REGISTRAR_API)).json()).toEqual({ data: [] });
    }).toPass({ timeout: 20_000 });
  } finally {
    await sql(`INSERT INTO "RegistrarDetail" SELECT * FROM "RegistrarDetailSaved"`);
    await sql(`DROP TABLE "RegistrarDetailSaved"`);
    await revalidate();
    // Leave fresh entries in the data cache, which the next run's build and server reuse.
    await expect(async () => {
      const body = await (await request.get(REGISTRAR_API)).json();
      expect(body.data).toHaveLength(1);
    }).toPass({ timeout: 20_000 });
  }
});
