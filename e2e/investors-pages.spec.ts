import type { Locator } from '@playwright/test';
import { DEFAULT_PERSON_IMAGE, DOCUMENT_PAGES, INVESTOR_TEXT } from '../content/investors';
import { ROUTES } from '../content/routes';
import { notFoundText } from '../content/shell';
import {
  SAMPLE_COMMITTEES,
  SAMPLE_DIRECTORS,
  SAMPLE_DOCUMENTS,
  SAMPLE_GRIEVANCE_CONTACTS,
} from '../lib/investors/seed-data';
import { LIST_KINDS, LIST_KIND_IN_DB } from '../lib/investors/types';
import { yearGroupOf } from '../lib/investors/years';
import { expect, test } from './support/fixtures';
import { FULL_BROWSER } from './support/settings';
import { hydrated } from './support/hydrated';

/** The path of the image an <img> shows (its src property is absolute). */
const imagePath = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => new URL(img.src).pathname);

test.describe('Board of Directors', () => {
  test('shows the five seeded directors; one without a photo gets the default image', async ({
    page,
  }) => {
    await page.goto(ROUTES.board.path);
    const cards = page.getByRole('main').locator('ul > li');
    // Staff tests (staff-investors.spec.ts) add and remove directors meanwhile: look for the
    // seeded ones.
    for (const director of SAMPLE_DIRECTORS) {
      const card = cards.filter({ hasText: director.name });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(director.designation);
      const path = await imagePath(card.locator('img'));
      if (director.photo) expect(path).toMatch(/^\/files\/investors\/people\/.+\.svg$/);
      else expect(path).toBe(DEFAULT_PERSON_IMAGE);
    }
  });

  test('a card opens the profile dialog with the keyboard; focus is trapped, Esc closes it and focus returns', async ({
    page,
  }) => {
    const director = SAMPLE_DIRECTORS[0]!;
    await page.goto(ROUTES.board.path);
    const card = page.getByRole('button', { name: new RegExp(director.name) });
    await hydrated(card);
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: director.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(director.profileSummary);
    await expect(dialog.locator('img')).toBeVisible();
    const close = dialog.getByRole('button', { name: INVESTOR_TEXT.close });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('the close button closes the dialog and focus returns to the card', async ({ page }) => {
    const director = SAMPLE_DIRECTORS[2]!;
    await page.goto(ROUTES.board.path);
    const card = page.getByRole('button', { name: new RegExp(director.name) });
    await hydrated(card);
    await card.click();
    const dialog = page.getByRole('dialog', { name: director.name });
    await expect(dialog).toContainText(director.designation);
    expect(await imagePath(dialog.locator('img'))).toBe(DEFAULT_PERSON_IMAGE);
    await dialog.getByRole('button', { name: INVESTOR_TEXT.close }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe('Committees', () => {
  test('groups the seeded members under the display names of their categories', async ({
    page,
  }) => {
    await page.goto(ROUTES.committees.path);
    const labels = [
      'Audit Committee',
      'Nomination and Remuneration Committee',
      'Stakeholder Relationship Committee',
    ];
    const groups = Object.values(SAMPLE_COMMITTEES);
    for (const [index, label] of labels.entries()) {
      const section = page.getByRole('region', { name: label });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(label);
      const members = groups[index]!;
      await expect(section.getByRole('listitem')).toHaveCount(members.length);
      for (const member of members) await expect(section).toContainText(member.name);
    }
  });

  test('a photo that fails to load is replaced by the placeholder; the dialog shows the profile', async ({
    page,
  }) => {
    await page.route('**/files/investors/people/**', (route) => route.abort());
    await page.goto(ROUTES.committees.path);
    const section = page.getByRole('region', { name: 'Audit Committee' });
    const chair = SAMPLE_COMMITTEES['audit committee']![0]!;
    const card = section.getByRole('button', { name: new RegExp(chair.name) });
    await expect(card.locator('img')).toHaveAttribute('data-fallback', 'true');
    expect(await imagePath(card.locator('img'))).toBe(DEFAULT_PERSON_IMAGE);
    await card.press('Enter');
    const dialog = page.getByRole('dialog', { name: chair.name });
    await expect(dialog).toContainText(chair.designation);
    await expect(dialog).toContainText(chair.profileSummary);
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });
});

// The registrar page is tested in investors-registrar.spec.ts (one of its tests empties the table).

test('Investor Grievance shows the two seeded contacts', async ({ page }) => {
  await page.goto(ROUTES.grievance.path);
  const boxes = page.getByRole('main').locator('ul > li');
  await expect(boxes).toHaveCount(SAMPLE_GRIEVANCE_CONTACTS.length);
  for (const contact of SAMPLE_GRIEVANCE_CONTACTS) {
    const box = boxes.filter({ hasText: contact.name });
    await expect(box).toContainText(contact.number);
    await expect(box.getByRole('link', { name: contact.email })).toBeVisible();
  }
});

test.describe('document pages', () => {
  for (const kind of LIST_KINDS) {
    const page = DOCUMENT_PAGES[kind];
    test(`${page.route.path} lists "title - year" with view links, archived ones collapsed`, async ({
      page: browser,
    }) => {
      const seeded = SAMPLE_DOCUMENTS[LIST_KIND_IN_DB[kind]];
      await browser.goto(page.route.path);
      const section = browser.getByRole('region', { name: page.heading });
      const [current, archived] = [
        seeded.filter((d) => !d.archived),
        seeded.filter((d) => d.archived),
      ];
      // Another test adds and removes a financial report meanwhile: look for the seeded rows.
      // Current filings are listed by year under a heading of their own (lib/investors/years.ts).
      for (const document of current) {
        const row = section
          .getByRole('listitem')
          .filter({ hasText: `${document.title} - ${document.year}` })
          .first();
        const link = row.getByRole('link', { name: new RegExp(`^${INVESTOR_TEXT.view}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^\/files\/investors\/.+\.pdf$/);
        const year = section.getByRole('region', { name: yearGroupOf(document.year).label });
        await expect(
          year.getByText(`${document.title} - ${document.year}`, { exact: true }),
        ).toBeVisible();
      }
      const details = section.locator('details', { hasText: /^Archived \(\d+\)/ });
      const first = archived[0]!;
      const archivedRow = details.getByText(`${first.title} - ${first.year}`, { exact: true });
      await expect(archivedRow).toBeHidden();
      await details.getByText(INVESTOR_TEXT.archived).click();
      await expect(archivedRow).toBeVisible();
      for (const document of archived) {
        const title = `${document.title} - ${document.year}`;
        await expect(details.getByText(title, { exact: true })).toBeVisible();
      }
    });
  }

  test(
    'a view link opens the PDF in a new tab',
    { tag: FULL_BROWSER },
    async ({ page, context }) => {
      await page.goto(ROUTES.financials.path);
      const link = page.getByRole('link', { name: /^View Annual Report - 2023-24/ });
      const href = await link.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect.poll(() => new URL(tab.url()).pathname).toBe(href);
      await tab.close();
    },
  );
});

test('an unknown year, page of a year or category answers 404 with the site’s not-found page', async ({
  page,
}) => {
  const paths = [
    ...LIST_KINDS.map((kind) => `${DOCUMENT_PAGES[kind].route.path}/1999`),
    `${ROUTES.financials.path}/FY99/2`,
    '/investor-relations/disclosures/no-such-category',
    '/investor-relations/disclosures/financial-results/1999',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // The site's page in its frame, not Next's bare "404: This page could not be found.".
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundText.title);
    await expect(page, path).toHaveTitle(/^Page not found \|/);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
  }
});
