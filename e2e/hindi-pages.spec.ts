import type { Page } from '@playwright/test';
import { APPLIANCES, calculatorText as T } from '../content/hi/calculator';
import { certifications } from '../content/hi/company';
import { homeBanner, homeSections, whoWeAre } from '../content/hi/home';
import { privacyFormNote } from '../content/hi/privacy';
import { EXAMPLE_LOAD, recommended } from './support/sizing';
import { ROUTES } from '../content/hi/routes';
import { navText, notFoundText } from '../content/hi/shell';
import { carouselText as C, expandText } from '../content/hi/ui';
import { ROUTES as ENGLISH_ROUTES } from '../content/routes';
import { site } from '../content/site';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The Hindi pages' own parts (issue 33): the not-found page, the widgets' words, the calculator
 * and the links to our own pages, all in Hindi and to the Hindi twins.
 */

test('an unknown address under /hi answers 404 with the Hindi not-found page in the Hindi frame', async ({
  page,
}) => {
  for (const path of [
    '/hi/no-such-page',
    '/hi/our-services/no-such-page',
    // Addresses a route matches, whose page has nothing to show.
    '/hi/investor-relations/financials/1999',
    '/hi/investor-relations/shareholding-pattern/FY99/2',
    '/hi/investor-relations/disclosures/no-such-category',
    '/hi/investor-relations/disclosures/financial-results/1999',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: notFoundText.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${notFoundText.title} \\|`));
    await expect(page.getByRole('navigation', { name: navText.label })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: notFoundText.homeLink }),
    ).toHaveAttribute('href', ROUTES.home.path);
  }
  await expectNoAxeViolations(page);
  // Its search box searches the Hindi site.
  await page.getByRole('main').getByRole('searchbox').fill('inverter');
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/hi\/search\?q=inverter$/);
});

test('the home page’s banner, slider, read more and certifications speak Hindi', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const banner = page.getByRole('region', { name: homeBanner.label });
  await expect(banner.getByRole('button', { name: `${C.previous}${C.slideSuffix}` })).toBeVisible();
  await expect(banner.getByRole('button', { name: `${C.next}${C.slideSuffix}` })).toBeVisible();
  await expect(banner.getByRole('button', { name: `${C.pause}${C.rotationSuffix}` })).toBeVisible();
  const slider = page.getByRole('group', { name: whoWeAre.sliderLabel, exact: true });
  const next = slider.getByRole('button', { name: `${C.next}${C.imageSuffix}` });
  await expect(slider.getByRole('button', { name: `${C.previous}${C.imageSuffix}` })).toBeVisible();
  await expect(slider).toContainText(/फ़ोटो 1 \/ \d+/);
  await next.click();
  await expect(slider).toContainText(/फ़ोटो 2 \/ \d+/);
  await page.getByRole('button', { name: expandText.readMore }).click();
  await expect(page.getByRole('button', { name: expandText.readLess })).toBeVisible();
  const badges = page.getByRole('region', { name: homeSections.certifications });
  for (const c of certifications) await expect(badges).toContainText(c.label);
  await expect(badges).not.toContainText('Trademark');
});

async function fillExample(page: Page) {
  const label = (id: string) => T.quantityLabel(APPLIANCES.find((a) => a.id === id)!);
  // Typing before hydration would be lost: the address changes once the form is live.
  await expect(async () => {
    await page.getByLabel(label('fan')).fill('4');
    await expect(page).toHaveURL(/\?fan=4&hours=3$/, { timeout: 500 });
  }).toPass();
  await page.getByLabel(label('led-bulb')).fill('6');
  await page.getByLabel(label('tv')).fill('1');
}

test('the calculator works out a system in Hindi, with Hindi models, links and messages', async ({
  page,
}) => {
  await page.goto(ROUTES.calculator.path);
  const result = page.getByRole('region', { name: T.resultHeading });
  await expect(result).toContainText(T.emptyHint);
  await fillExample(page);
  await expect(result).toContainText(T.watts(454));
  await expect(result).toContainText(T.va(800));
  await expect(result).toContainText(T.ahAt(141, 12));
  const { inverter, battery } = recommended(EXAMPLE_LOAD, 3, 'hi');
  await expect(result.getByRole('link', { name: inverter.name, exact: true })).toHaveAttribute(
    'href',
    inverter.href,
  );
  await expect(result.getByRole('link', { name: battery.name, exact: true })).toHaveAttribute(
    'href',
    battery.href,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel(T.quantityLabel(APPLIANCES[0]!)).fill('x');
  await expect(page.getByText(T.errors.wholeNumber)).toBeVisible();
  await expect(result).toContainText(T.fixErrors);

  // Too big for the catalogue: the sentence to sales ends with a danda, the link is Hindi.
  await page.goto(`${ROUTES.calculator.path}?cn=Heater&cw=4000&cq=1&hours=1`);
  const sales = result.getByRole('link', { name: T.contactSales });
  await expect(sales).toHaveAttribute('href', ROUTES.contact.path);
  await expect(result.getByText(T.noInverter)).toContainText(
    `${T.noInverter} ${T.contactSales}${T.sentenceEnd}`,
  );
  expect(T.sentenceEnd).toBe('।');
});

test('the logo, breadcrumbs, search and privacy links of a Hindi page go to Hindi pages', async ({
  page,
}) => {
  await page.goto(ROUTES.team.path);
  const logo = page
    .getByRole('banner')
    .getByRole('link', { name: `${site.shortName}${navText.logoSuffix}` });
  await expect(logo).toHaveAttribute('href', ROUTES.home.path);
  const crumbs = page.getByRole('navigation', { name: navText.breadcrumbLabel });
  await expect(crumbs.getByRole('link', { name: ROUTES.home.title })).toHaveAttribute(
    'href',
    ROUTES.home.path,
  );
  await expect(crumbs.getByRole('link', { name: ROUTES.about.title })).toHaveAttribute(
    'href',
    ROUTES.about.path,
  );
  await expect(page.getByRole('banner').getByRole('search')).toHaveAttribute(
    'action',
    ROUTES.search.path,
  );
  // The footer's link and the sign-up's privacy note.
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: privacyFormNote.link });
  await expect(privacy).toHaveCount(2);
  for (const link of await privacy.all())
    await expect(link).toHaveAttribute('href', ROUTES.privacy.path);
  // The breadcrumbs' structured data names the Hindi pages at their Hindi addresses.
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] },
  );
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as {
    name: string;
    item: string;
  }[];
  expect(trail.map((i) => [i.name, new URL(i.item).pathname])).toEqual(
    [ROUTES.home, ROUTES.about, ROUTES.team].map((r) => [r.title, r.path]),
  );

  // The English page is unchanged.
  await page.goto(ENGLISH_ROUTES.team.path);
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(`^${site.shortName}`) }),
  ).toHaveAttribute('href', '/');
});
