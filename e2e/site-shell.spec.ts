import { copyrightYear } from '../components/layout/copyright-year';
import { NAV as HI_NAV } from '../content/hi/routes';
import { NAV } from '../content/routes';
import { pageRoutesOnDisk } from './support/app-routes';
import { expect, test } from './support/fixtures';
import { serverPage, visibleText } from './support/html';
import { hydrated } from './support/hydrated';

test.describe('header', () => {
  test('shows the contact strip and opens social links in a new tab', async ({
    readerPage: page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    await expect(banner.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const social = banner.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(banner.getByRole('link', { name: 'Sample Energy home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('About Us submenu opens on hover and closes on leave', async ({ readerPage: page }) => {
    await page.goto('/');
    const submenu = page.locator('#submenu-about');
    await expect(submenu).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .hover();
    await expect(submenu.getByRole('link')).toHaveText([
      'Our Team',
      'Our Journey',
      'Our Infrastructure',
    ]);
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(submenu).toBeHidden();
  });

  test('About Us submenu opens on keyboard focus; Escape closes it', async ({
    readerPage: page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).focus();
    await expect(page.locator('#submenu-about')).toBeVisible();
    await page.keyboard.press('Tab'); // the submenu toggle
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Our Team' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#submenu-about')).toBeHidden();
    await expect(page.locator('#about-toggle')).toBeFocused();
  });

  test('Business Verticals opens on click and lists the six verticals', async ({
    readerPage: page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Business Verticals' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#submenu-verticals').getByRole('link')).toHaveText([
      'LED Lights',
      'Lithium Battery',
      'BESS',
      'Inverter & UPS',
      'Sheet Metal',
      'CCTV',
    ]);
    await toggle.click();
    await expect(page.locator('#submenu-verticals')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.locator('#submenu-verticals')).toBeVisible();
    await page.locator('#submenu-verticals').getByRole('link', { name: 'CCTV' }).click();
    await expect(page).toHaveURL(/\/our-services\/cctv$/);
  });

  test('Career opens the careers site in a new tab', async ({ readerPage: page }) => {
    await page.goto('/');
    const career = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Career/ });
    await expect(career).toHaveAttribute('href', 'https://careers.example.com');
    await expect(career).toHaveAttribute('target', '_blank');
  });

  test('the search button submits a GET to /search with q', async ({ readerPage: page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('battery');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=battery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, keeps one submenu open at a time, and closes when a link is followed', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await nav.locator('#about-toggle').click();
    await expect(page.locator('#submenu-about')).toBeVisible();
    await nav.getByRole('button', { name: 'Business Verticals' }).click();
    await expect(page.locator('#submenu-verticals')).toBeVisible();
    await expect(page.locator('#submenu-about')).toBeHidden();
    await page.locator('#submenu-verticals').getByRole('link', { name: 'Sheet Metal' }).click();
    await expect(page).toHaveURL(/\/our-services\/sheet-metal$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the menu and returns focus to its toggle', async ({ readerPage: page }) => {
    await page.goto('/');
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Customers' })
      .focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('footer carries links, contacts, the experience line, locations and copyright', async ({
  page,
}) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About Us', 'Contact Us', 'Our Infrastructure']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText('Over 35 years of industry experience');
  await expect(footer).toContainText('Chandigarh');
  await expect(footer).toContainText('160022');
  await expect(footer).toContainText('Mohali');
  await expect(footer).toContainText('Rajpura');
  await expect(footer).toContainText('Australia');
  await expect(footer).toContainText(`© ${copyrightYear()} Sample Energy Industries Ltd.`);
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(2);
});

/** The markup from `start` to the first `end` after it (one element of the server's HTML). */
function slice(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf(end, from));
}

function expectLinks(markup: string, links: readonly { path: string; title: string }[]) {
  const text = visibleText(markup);
  for (const { path, title } of links) {
    expect(markup).toContain(`href="${path}"`);
    expect(text).toContain(title);
  }
}

// The server's HTML is what the header, the phone menu (the same <nav>, shown by its toggle) and
// the footer are made of on every width: one request a page proves it for both, the browser
// tests below check the menu itself.
for (const [language, nav] of [
  ['en', NAV],
  ['hi', HI_NAV],
] as const) {
  test(`every public page (${language}) links the Support pages from its menu and footer, says no "(sample" and the current year`, async ({
    request,
  }) => {
    // Some 40 requests: on a busy machine more than the default 30 s, however fast each is.
    test.slow();
    const prefix = language === 'en' ? '' : `/${language}`;
    const pages = pageRoutesOnDisk().map((path) => (path === '/' ? prefix || '/' : prefix + path));
    expect(pages.length).toBeGreaterThan(35);
    // Asked for together; checked one by one.
    const answers = await Promise.all(pages.map((path) => serverPage(request, path)));
    for (const [i, { html, text }] of answers.entries()) {
      const path = pages[i];
      const menu = slice(html, 'id="submenu-support"', '</ul>');
      expect(menu, path).toContain('hidden=""');
      expectLinks(menu, nav.support.children);
      expect(slice(html, 'id="support-toggle"', '</button>')).toContain(nav.support.label);
      expectLinks(slice(html, 'aria-labelledby="footer-support"', '</nav>'), nav.support.children);
      expect(text, path).not.toMatch(/\((sample|placeholder|नमूना)/i);
      expect(text, path).toContain(`© ${copyrightYear()}`);
    }
  });
}

test('the home and contact pages carry the support band, in both languages', async ({
  request,
}) => {
  for (const [path, nav] of [
    ['/', NAV],
    ['/contact-us', NAV],
    ['/hi', HI_NAV],
    ['/hi/contact-us', HI_NAV],
  ] as const) {
    const { html } = await serverPage(request, path);
    const band = slice(html, 'aria-labelledby="support-band"', '</section>');
    expectLinks(band, nav.support.children);
    expect(band, path).toContain('href="tel:+919876543211"');
  }
  // The other pages do not.
  const { html } = await serverPage(request, '/about-us');
  expect(html).not.toContain('aria-labelledby="support-band"');
});

test('Support opens from the keyboard, its links follow in tab order, Escape closes it', async ({
  page,
}) => {
  await page.goto('/about-us');
  const toggle = page.getByRole('button', { name: NAV.support.label, exact: true });
  await hydrated(toggle);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const submenu = page.locator('#submenu-support');
  await expect(submenu.getByRole('link')).toHaveText(NAV.support.children.map((l) => l.title));
  await page.keyboard.press('Tab');
  await expect(submenu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu).toBeHidden();
  await expect(toggle).toBeFocused();
  // The footer's list, on the same page.
  await expect(
    page.getByRole('navigation', { name: NAV.support.label }).getByRole('link'),
  ).toHaveText(NAV.support.children.map((l) => l.title));
});

test.describe('phone menu, Hindi', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('सहायता opens in the phone menu and its link goes to the Hindi page', async ({
    readerPage: page,
  }) => {
    await page.goto('/hi');
    const open = page.getByRole('button', { name: 'मेन्यू खोलें' });
    await hydrated(open);
    await open.click();
    const nav = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    await nav.getByRole('button', { name: HI_NAV.support.label, exact: true }).click();
    const submenu = page.locator('#submenu-support');
    await expect(submenu.getByRole('link')).toHaveText(HI_NAV.support.children.map((l) => l.title));
    const track = HI_NAV.support.children[1];
    await submenu.getByRole('link', { name: track.title }).click();
    await expect(page).toHaveURL(new RegExp(`${track.path}$`));
    await expect(nav).toBeHidden();
  });
});
