import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page) {
  // A fade still running would be measured half-transparent (a contrast failure that no one sees).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
      timeout: 5000,
    })
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test gets an axe scan of the page it ends on (when that is one of our HTML pages), so
 * every page and state the suite visits is checked for accessibility.
 */
export const test = base.extend<{ axeAfterEach: void }>({
  axeAfterEach: [
    async ({ page, baseURL }, use) => {
      await use();
      const url = page.url();
      if (!baseURL || !url.startsWith(baseURL)) return;
      const contentType = await page.evaluate(() => document.contentType).catch(() => '');
      if (contentType === 'text/html') await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});

export { expect };
