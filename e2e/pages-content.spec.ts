import { aboutCarousel, aboutVideo } from '../content/about';
import { bessFeatures, bessHeadline, bessProducts, bessTestimonials } from '../content/bess';
import { awards, certifications, counters, purpose, verticals } from '../content/company';
import { businessAssociates, testimonials } from '../content/customers';
import { homeBanner, whoWeAre } from '../content/home';
import { factories, mohaliGallery, showrooms } from '../content/infrastructure';
import { futurePlans, milestones } from '../content/journey';
import { manufacturingUnits } from '../content/manufacturing-units';
import * as products from '../content/products';
import { ROUTES } from '../content/routes';
import { serviceCards } from '../content/services';
import { managementProfiles, teamSections } from '../content/team';
import { truncate } from '../components/ui/truncate';
import { expect, test } from './support/fixtures';
import { pdfLinks, serverPage } from './support/html';

// Every page's words must be in the HTML the server sends (no client rendering of content).
const expectFacts = (text: string, facts: (string | number)[]) => {
  for (const fact of facts) expect(text, `server HTML contains "${fact}"`).toContain(String(fact));
};

test('Home: banner slides, Who We Are, the six verticals, awards and certifications', async ({
  request,
}) => {
  const { html, text } = await serverPage(request, '/');
  expectFacts(
    text,
    homeBanner.slides.flatMap((s) => [s.title, s.description]),
  );
  expectFacts(text, ['Who We Are', truncate(whoWeAre.text), 'Read more']);
  expect(text).not.toContain(whoWeAre.text); // truncated to 250 characters until Read more
  expectFacts(text, [
    'Our Manufacturing Verticals',
    ...verticals.flatMap((v) => [v.number, v.title]),
  ]);
  for (const v of verticals) expect(html).toContain(`href="${v.route.path}"`);
  // All six: LED lights, lithium batteries, inverters and UPS, BESS, sheet metal and CCTV.
  expect(verticals.map((v) => [v.number, v.route.path])).toEqual([
    ['01', ROUTES.ledLights.path],
    ['02', ROUTES.lithiumBattery.path],
    ['03', ROUTES.inverterUps.path],
    ['04', ROUTES.bess.path],
    ['05', ROUTES.sheetMetal.path],
    ['06', ROUTES.cctv.path],
  ]);
  expectFacts(text, ['Award & Recognitions', ...awards.map((a) => a.year)]);
  expectFacts(text, ['Certifications', ...certifications.map((c) => c.code)]);
  expect(pdfLinks(html)).toEqual([whoWeAre.brochure.href]);
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3 + 5);
});

test('About Us: text, unit links, video, counters, mission, vision, values, verticals', async ({
  request,
}) => {
  const { html, text } = await serverPage(request, ROUTES.about.path);
  expectFacts(text, ['About Us', 'founded in 2008', 'Over 35 years', aboutVideo.title]);
  expectFacts(text, ['16+', '200+', '10+', ...counters.map((c) => c.label)]);
  expectFacts(
    text,
    purpose.flatMap((p) => [p.title, p.text]),
  );
  expectFacts(text, ['Business Verticals', ...aboutCarousel.items.map((i) => i.title)]);
  for (const path of [
    '/our-services/led-lights',
    '/our-services/lithium-battery',
    '/our-services/inverter-ups',
    '/our-services/sheet-metal',
    '/manufacturing-units',
  ])
    expect(html).toContain(`href="${path}"`);
});

test('Our Manufacturing Units: six numbered cards linking onward', async ({ request }) => {
  const { html, text } = await serverPage(request, ROUTES.manufacturingUnits.path);
  expectFacts(text, ['Our Manufacturing Units']);
  expect(manufacturingUnits.map((u) => `${u.number} ${u.title}`)).toEqual([
    '01 Fancy Lights Store',
    '02 LED Light',
    '03 Lithium Battery',
    '04 Inverter & UPS',
    '05 Sheet Metal',
    '06 Infrastructure',
  ]);
  for (const u of manufacturingUnits) {
    expectFacts(text, [`${u.number} ${u.title}`]);
    expect(html).toContain(`href="${u.route.path}"`);
  }
});

test('Our Team: all twelve sections with name, title and biography', async ({ request }) => {
  const { text } = await serverPage(request, ROUTES.team.path);
  expect(teamSections).toHaveLength(12);
  expect(teamSections[0]?.members).toHaveLength(5);
  for (const section of teamSections) {
    expectFacts(text, [section.heading]);
    expectFacts(
      text,
      section.members.flatMap((m) => [m.name, m.title, m.bio]),
    );
  }
  expectFacts(text, ['Quality assurance']);
});

test('Our Management: the two founders', async ({ request }) => {
  const { text } = await serverPage(request, ROUTES.management.path);
  expect(managementProfiles).toHaveLength(2);
  expectFacts(text, [
    'Founded in 2008',
    ...managementProfiles.flatMap((p) => [p.name, p.title, ...p.profile]),
  ]);
});

test('Our Customers: two testimonials and about 60 associates', async ({ request }) => {
  const { html, text } = await serverPage(request, ROUTES.customers.path);
  expectFacts(text, ['What Our Clients Say', 'Business Associates']);
  expectFacts(
    text,
    testimonials.flatMap((t) => [t.name, t.company, t.description]),
  );
  expect(businessAssociates).toHaveLength(60);
  // Each associate is a wordmark tile named by its alt text.
  for (const name of businessAssociates) expect(html).toContain(`alt="${name} logo"`);
});

test('Our Journey: every milestone as the spec gives it, and future plans', async ({ request }) => {
  const { html, text } = await serverPage(request, ROUTES.journey.path);
  expectFacts(
    text,
    milestones.flatMap((m) => [m.year, m.title, m.text]),
  );
  expectFacts(text, [
    '20,000 sq ft',
    'Japanese SMT line',
    '250,000 sq ft',
    '700+ SKUs',
    futurePlans.text,
  ]);
  expect(text).not.toContain('Phase 6');
  // The banner is preloaded (its attributes in any order).
  const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
  expect(
    preloads.some((tag) => tag.includes('as="image"') && tag.includes('journey/banner.svg')),
  ).toBe(true);
});

test('Our Infrastructure: factories, the 10-image Mohali gallery, showrooms, Visit Us', async ({
  request,
}) => {
  const { html, text } = await serverPage(request, ROUTES.infrastructure.path);
  expectFacts(
    text,
    factories.flatMap((f) => [f.heading, ...f.text]),
  );
  expect(mohaliGallery.images).toHaveLength(10);
  for (const img of mohaliGallery.images) expect(html).toContain(`alt="${img.alt}"`);
  expectFacts(
    text,
    showrooms.map((s) => s.heading),
  );
  expect(html.match(/>Visit Us</g)).toHaveLength(2);
  for (const s of showrooms) expect(html).toContain(`href="${s.visit.replace(/&/g, '&amp;')}"`);
});

test('Our Services: an overview linking every vertical', async ({ request }) => {
  const { html, text } = await serverPage(request, ROUTES.services.path);
  for (const card of serviceCards) {
    expectFacts(text, [card.title, card.text]);
    expect(html).toContain(`href="${card.route.path}"`);
  }
});

test('BESS: features, all six cards (two hidden), testimonials, contact', async ({ request }) => {
  const { html, text } = await serverPage(request, ROUTES.bess.path);
  expectFacts(text, [
    'High Efficiency',
    'Renewable Integration',
    'Grid Stability',
    'Scalable Solutions',
  ]);
  expect(bessFeatures).toHaveLength(4);
  expect(bessProducts.cards).toHaveLength(6);
  expectFacts(
    text,
    bessProducts.cards.map((c) => c.title),
  );
  expectFacts(
    text,
    bessTestimonials.map((t) => t.description),
  );
  expectFacts(text, ['Show More']);
  expect(html).toContain('href="/contact-us"');
});

const catalogueCounts = { inverterUps: 7, ledLights: 6, lithiumBattery: 3, sheetMetal: 1, cctv: 0 };

for (const [key, count] of Object.entries(catalogueCounts)) {
  const page = products[key as keyof typeof catalogueCounts];
  test(`${page.route.path}: content, accordion panels and ${count} catalogue PDFs`, async ({
    request,
  }) => {
    const { html, text } = await serverPage(request, page.route.path);
    expectFacts(text, [page.route.title, ...page.intro.paragraphs]);
    expectFacts(
      text,
      page.lists.flatMap((l) => [l.heading, ...l.items]),
    );
    // Closed accordion panels are in the HTML too, only hidden.
    expectFacts(text, page.accordion?.items.flatMap((i) => [i.title, i.body]) ?? []);
    expectFacts(text, page.sections?.flatMap((s) => [s.heading, s.text]) ?? []);
    for (const img of [...(page.gallery?.images ?? []), ...(page.images?.images ?? [])])
      expect(html).toContain(`alt="${img.alt}"`);
    const links = pdfLinks(html);
    expect(links).toHaveLength(count);
    for (const href of links) {
      const pdf = await request.get(href);
      expect(pdf.status(), href).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
}

test('the LED page lists 12 categories and 5 lights catalogues plus 1 decorative', () => {
  expect(products.ledLights.lists[0]?.items).toHaveLength(12);
  const titles = products.ledLights.catalogues?.links.map((l) => l.title) ?? [];
  expect(titles.filter((t) => /decorative/i.test(t))).toHaveLength(1);
  expect(titles).toHaveLength(6);
});

test('the home page About Us PDF is a real PDF', async ({ request }) => {
  const pdf = await request.get(whoWeAre.brochure.href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test.describe('.html addresses', () => {
  const pairs: [string, string][] = [
    ['/our-services/led-lights.html', '/our-services/led-lights'],
    ['/our-infrastructure.html', '/our-infrastructure'],
    ['/our-team.html', '/our-team'],
    ['/our-journey.html', '/our-journey'],
    ['/index.html', '/'],
    ['/investor-relations/financials.html', '/investor-relations/financials'],
  ];
  for (const [from, to] of pairs) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('an unknown .html address is a 404, and a redirect lands on the page', async ({ page }) => {
    expect((await page.request.get('/no-such-page.html', { maxRedirects: 0 })).status()).toBe(404);
    await page.goto('/our-team.html');
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  });
});

test.describe('letter case of an address', () => {
  // The spec's menu links /Bess; old links may spell any page with capitals.
  for (const [from, to] of [
    ['/Bess?from=menu&utm_source=old-site', '/bess?from=menu&utm_source=old-site'],
    ['/BESS', '/bess'],
    ['/About-Us', '/about-us'],
    ['/our-services/LED-Lights?q=panel', '/our-services/led-lights?q=panel'],
    ['/BESS.html', '/bess'],
  ]) {
    test(`${from} answers 308 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location']!, baseURL);
      expect(location.pathname + location.search).toBe(to);
    });
  }

  test('/Bess lands on the BESS page with its query; unknown capitals stay 404', async ({
    page,
  }) => {
    expect((await page.request.get('/No-Such-Page', { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get('/bess', { maxRedirects: 0 })).status()).toBe(200);
    await page.goto('/Bess?from=menu');
    await expect(page).toHaveURL(/\/bess\?from=menu$/);
    await expect(page.getByRole('heading', { level: 1, name: bessHeadline.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bess$/);
  });
});
