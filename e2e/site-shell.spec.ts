import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

test.describe('header', () => {
  test('shows the contact strip and opens social links in a new tab', async ({ page }) => {
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

  test('About Us submenu opens on hover and closes on leave', async ({ page }) => {
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

  test('About Us submenu opens on keyboard focus; Escape closes it', async ({ page }) => {
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

  test('Business Verticals opens on click and lists the six verticals', async ({ page }) => {
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

  test('Career opens the careers site in a new tab', async ({ page }) => {
    await page.goto('/');
    const career = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Career/ });
    await expect(career).toHaveAttribute('href', 'https://careers.example.com');
    await expect(career).toHaveAttribute('target', '_blank');
  });

  test('the search button submits a GET to /search with q', async ({ page }) => {
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

  test('Escape closes the menu and returns focus to its toggle', async ({ page }) => {
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
  await expect(footer).toContainText('© 2024');
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(2);
});
