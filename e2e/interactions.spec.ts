import type { Page } from '@playwright/test';
import { whoWeAre } from '../content/home';
import { truncate } from '../components/ui/truncate';
import { expect, test } from './support/fixtures';
import { FULL_BROWSER } from './support/settings';
import { hydrated } from './support/hydrated';

const banner = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slide = (page: Page, n: number) => banner(page).getByRole('group', { name: `${n} of 3` });

test.describe('home banner', () => {
  test('advances every 5 seconds and cycles through the three slides', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(banner(page));
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 2)).toBeHidden();
    await page.clock.runFor(5000);
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 1)).toBeHidden();
    await page.clock.runFor(5000);
    await expect(slide(page, 3)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 1).getByRole('link', { name: 'Explore LED Lights' })).toHaveAttribute(
      'href',
      '/our-services/led-lights',
    );
  });

  test(
    'its later slides are no new LCP while it rotates on a phone, and nothing below moves',
    { tag: FULL_BROWSER },
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.clock.install();
      // What each largest-contentful-paint entry painted: its slide, or the element.
      await page.addInitScript(() => {
        const entries: string[] = [];
        (window as never as { __lcp: string[] }).__lcp = entries;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
            const group = entry.element?.closest('[role="group"]');
            entries.push(group?.getAttribute('aria-label') ?? entry.element?.tagName ?? '?');
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const entries = () => page.evaluate(() => (window as never as { __lcp: string[] }).__lcp);
      await page.goto('/');
      await hydrated(banner(page));
      // Every slide is laid out and its picture loaded from the start (painted under the one on
      // show), each as large as the banner: none is painted for the first time later.
      const groups = banner(page).locator('[aria-roledescription="slide"]');
      await expect(groups).toHaveCount(3);
      const painted = () =>
        groups.evaluateAll((all) =>
          all.map((group) => {
            const box = group.getBoundingClientRect();
            const img = group.querySelector('img')!;
            return { height: box.height, loaded: img.complete && img.naturalWidth > 0 };
          }),
        );
      await expect.poll(async () => (await painted()).every((g) => g.loaded)).toBe(true);
      const [one, ...others] = await painted();
      expect(one!.height).toBeGreaterThan(0);
      expect(others).toEqual([one, one]);
      const below = page.getByRole('heading', { name: 'Who We Are' });
      const top = async () => (await below.boundingBox())!.y;
      const [first, headingTop] = [await entries(), await top()];
      for (const n of [2, 3, 1]) {
        await page.clock.runFor(5000);
        await expect(slide(page, n)).toBeVisible();
        // A slide shown for the first time would be painted now: give it the frames to report.
        await page.waitForTimeout(300);
        expect(await entries(), `after slide ${n} came`).toEqual(first);
        expect(await top(), `slide ${n}`).toBe(headingTop);
      }
      await expect(slide(page, 2)).toBeHidden();
    },
  );

  test('pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(banner(page));
    await slide(page, 1).hover();
    await page.clock.runFor(12_000);
    await expect(slide(page, 1)).toBeVisible();
    await page.getByRole('heading', { name: 'Who We Are' }).hover();
    await page.clock.runFor(5000);
    await expect(slide(page, 2)).toBeVisible();
  });

  test('pauses while focused; Previous, Next and Pause work from the keyboard', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(banner(page));
    await slide(page, 1).getByRole('link').focus();
    await page.clock.runFor(12_000);
    await expect(slide(page, 1)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(page, 3)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Pause
    await expect(page.getByRole('button', { name: 'Play slide rotation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Next
    await expect(slide(page, 1)).toBeVisible();
    // Paused by the button: leaving the banner does not restart it.
    await page.getByRole('heading', { name: 'Who We Are' }).click();
    await page.clock.runFor(12_000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('does not move by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(banner(page));
    await page.clock.runFor(20_000);
    await expect(slide(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(page, 2)).toBeVisible();
  });
});

test('Who We Are: 250 characters and an ellipsis, Read more and Read less', async ({ page }) => {
  await page.goto('/');
  const text = page.locator('#who-we-are-text');
  const short = truncate(whoWeAre.text);
  expect(Array.from(short)).toHaveLength(251);
  await expect(text).toHaveText(short);
  await page.getByRole('button', { name: 'Read more' }).click();
  await expect(text).toHaveText(whoWeAre.text);
  await page.getByRole('button', { name: 'Read less' }).click();
  await expect(text).toHaveText(short);
});

async function expectSliderWraps(page: Page, label: string, count: number) {
  const slider = page.getByRole('group', { name: label, exact: true });
  await hydrated(slider);
  const status = slider.getByText(/^Image \d+ of \d+$/);
  const shown = (n: number) => slider.getByRole('group', { name: `${n} of ${count}` });
  await expect(status).toHaveText(`Image 1 of ${count}`);
  await slider.getByRole('button', { name: 'Previous image' }).click();
  await expect(status).toHaveText(`Image ${count} of ${count}`);
  await expect(shown(count)).toBeVisible();
  await expect(shown(1)).toBeHidden();
  await slider.getByRole('button', { name: 'Next image' }).click();
  await expect(shown(1)).toBeVisible();
  // Keyboard: the buttons work with Enter and Space.
  await slider.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`Image 3 of ${count}`);
  await expect(shown(3).getByRole('img')).toBeVisible();
}

test('home image slider: five images, previous and next wrap around', async ({ page }) => {
  await page.goto('/');
  await expectSliderWraps(page, 'Our company in pictures', 5);
});

test('galleries of ten images on inverter, sheet metal and infrastructure pages', async ({
  page,
}) => {
  await page.goto('/our-services/inverter-ups');
  await expectSliderWraps(page, 'Lithium Inverter & UPS Manufacturing gallery', 10);
  await page.goto('/our-services/sheet-metal');
  await expectSliderWraps(page, 'Sheet Metal gallery', 10);
  await page.goto('/our-infrastructure');
  await expectSliderWraps(page, 'Inside the Mohali factory', 10);
});

test('About Us verticals carousel: Prev wraps 0 to last, Next toggles 0 and 1, 20% steps in 0.5 s', async ({
  page,
}) => {
  await page.goto('/about-us');
  const carousel = page.getByRole('group', { name: 'Business Verticals', exact: true });
  await hydrated(carousel);
  const strip = carousel.getByRole('list');
  // All six verticals (the spec's four, BESS and CCTV).
  await expect(strip.getByRole('listitem')).toHaveCount(6);
  await expect(strip).toHaveCSS('transition-duration', '0.5s');
  const expectOffset = async (offset: number) => {
    await expect(strip).toHaveAttribute('data-offset', String(offset));
    await expect(strip).toHaveAttribute(
      'style',
      new RegExp(`^transform: ?translateX\\(${-offset * 20}%\\);?$`),
    );
  };
  await expectOffset(0);
  const next = carousel.getByRole('button', { name: 'Next' });
  const prev = carousel.getByRole('button', { name: 'Prev' });
  await next.click();
  await expectOffset(1);
  await next.click();
  await expectOffset(0);
  await prev.click();
  await expectOffset(5);
  await prev.click();
  await expectOffset(4);
  await next.click();
  await expectOffset(0);
  await next.focus();
  await page.keyboard.press('Enter');
  await expectOffset(1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expectOffset(0);
});

test('accordion: first panel open, one at a time, operable from the keyboard', async ({ page }) => {
  await page.goto('/our-services/inverter-ups');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const headers = faq.getByRole('button');
  await expect(headers).toHaveCount(3);
  await hydrated(headers.first());
  const panel = (n: number) => faq.getByRole('region').nth(n);
  await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(0)).toBeVisible();
  await expect(faq.getByRole('region')).toHaveCount(1); // hidden panels are not exposed
  await headers.nth(1).click();
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await expect(faq.getByRole('region')).toContainText('1100 VA and 2100 VA');
  // Keyboard: arrows move between headers, Home and End jump, Enter and Space toggle.
  await headers.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(headers.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(headers.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(headers.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(headers.nth(0)).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(headers.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(headers.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);
});

test('BESS: four of six cards, Show More and Show Less', async ({ page }) => {
  await page.goto('/bess');
  const list = page.getByRole('list', { name: 'Our BESS range' });
  const toggle = page.getByRole('button', { name: 'Show More' });
  await hydrated(toggle);
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const less = page.getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(4);
});

test(
  'catalogue links open the PDF in a new tab',
  { tag: FULL_BROWSER },
  async ({ page, context }) => {
    await page.goto('/our-services/sheet-metal');
    const link = page.getByRole('link', { name: /Sheet metal catalogue/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [pdf] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await pdf.waitForLoadState();
    expect(pdf.url()).toMatch(/\/files\/catalogues\/sheet-metal\.pdf$/);
    await pdf.close();
  },
);

test('a video link opens its film in a new tab', async ({ page, context }) => {
  await page.goto('/about-us');
  const link = page.getByRole('link', { name: /Our Journey So Far/ });
  await expect(link).toHaveAttribute('href', '/videos/our-journey-so-far.mp4');
  await expect(link).toHaveAttribute('target', '_blank');
  const [film] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await film.waitForLoadState();
  expect(film.url()).toMatch(/\/videos\/our-journey-so-far\.mp4$/);
  await film.close();
});
