// Layout at every common width (issue 19): the open states, the header's bar and the staff
// pages. Every public route is laid out at every width in e2e/pages.spec.ts, with the page load
// that checks its heading and accessibility. These tests use Playwright's own `test`, not the
// fixture with its closing axe scan: the staff specs scan these pages at the default viewport
// already, and a scan per width would cost more than the layout checks.
import { expect, test } from '@playwright/test';
import { SAMPLE_DIRECTORS } from '../lib/investors/seed-data';
import { staffPageRoutesOnDisk } from './support/app-routes';
import {
  DESKTOP_MENU_WIDTH,
  LAYOUT_WIDTHS,
  menuItemBoxes,
  problemsAtEveryWidth,
} from './support/layout';
import { hydrated } from './support/hydrated';
import { createStaffUser, signIn } from './support/staff';

test.use({ reducedMotion: 'reduce' });

// An open dialog stays open while the width changes. (The phone menu is an overlay over the page
// by design, which the overlap check would read as a fault; e2e/site-shell.spec.ts tests it.)
test.describe('open states lay out at every width', () => {
  test("a board member's profile dialog", async ({ page }) => {
    await page.goto('/investor-relations/board-of-directors');
    const card = page.getByRole('button', { name: new RegExp(SAMPLE_DIRECTORS[0]!.name) });
    await hydrated(card);
    await card.click();
    await expect(page.getByRole('dialog', { name: SAMPLE_DIRECTORS[0]!.name })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
  });
});

test.describe('the header from 1024 px', () => {
  test('shows every menu item on one row, evenly spaced, with submenus under their items', async ({
    page,
  }) => {
    // Three widths, two submenus each: more steps than a page's layout check.
    test.slow();
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    for (const width of LAYOUT_WIDTHS.filter((w) => w >= DESKTOP_MENU_WIDTH)) {
      await page.setViewportSize({ width, height: 800 });
      const items = await menuItemBoxes(page);
      expect(new Set(items.map((i) => Math.round(i.top))).size, `one row at ${width} px`).toBe(1);
      const gaps = items.slice(1).map((item, i) => item.left - items[i]!.right);
      expect(
        Math.max(...gaps) - Math.min(...gaps),
        `even gaps at ${width} px: ${gaps}`,
      ).toBeLessThan(2);
      // About Us opens on hover (a click on its toggle would close it again), Business Verticals
      // on click.
      for (const [toggle, menu, open] of [
        ['#about-toggle', '#submenu-about', 'hover'],
        ['#verticals-toggle', '#submenu-verticals', 'click'],
      ] as const) {
        await page.locator(toggle)[open]();
        await expect(page.locator(menu)).toBeVisible();
        const item = (await page.locator(toggle).locator('xpath=ancestor::li[1]').boundingBox())!;
        const list = (await page.locator(menu).boundingBox())!;
        expect(Math.abs(list.x - item.x), `${menu} under its item at ${width} px`).toBeLessThan(1);
        expect(list.y).toBeGreaterThanOrEqual(item.y + item.height - 1);
        expect(list.x + list.width).toBeLessThanOrEqual(width);
        await page.keyboard.press('Escape');
        await page.mouse.move(0, 700);
        await expect(page.locator(menu)).toBeHidden();
      }
    }
  });
});

test.describe('staff pages lay out at every width', () => {
  let cookies: Awaited<ReturnType<import('@playwright/test').BrowserContext['cookies']>> = [];
  test.beforeEach(async ({ page, context }, testInfo) => {
    // Sign-in is rate-limited per address: this file's workers come from addresses of their own.
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `198.18.19.${testInfo.workerIndex % 250}`,
    });
    if (cookies.length) return context.addCookies(cookies);
    test.slow();
    const email = await createStaffUser();
    await signIn(page, email);
    await page.waitForURL(/\/staff$/);
    cookies = await context.cookies();
  });

  for (const path of staffPageRoutesOnDisk()) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });
  }
});
