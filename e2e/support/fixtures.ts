import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What an axe result depends on, as one hash: the page's address, its DOM, the viewport, the
 * scroll position and which elements have focus or the pointer (their styles differ). The build,
 * and so the CSS, is the same for the whole run.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const where = (el: Element | null) => (el ? el.outerHTML.slice(0, 300) : '');
    const hovered = document.querySelectorAll(':hover');
    return [
      location.href,
      `${innerWidth}x${innerHeight}@${scrollX},${scrollY}`,
      where(document.activeElement),
      where(hovered[hovered.length - 1] ?? null),
      document.documentElement.outerHTML,
    ].join('\n');
  });
  return createHash('sha256').update(state).digest('hex');
}

/**
 * States already found clean: by this test (its own explicit scan, so the scan after it is not
 * repeated) and, when scripts/e2e.ts gives a folder (E2E_AXE_CACHE_DIR), by any test of the run.
 */
const cleanInThisWorker = new Set<string>();
const cacheDir = process.env.E2E_AXE_CACHE_DIR;
const knownClean = (state: string) =>
  cleanInThisWorker.has(state) || (!!cacheDir && existsSync(path.join(cacheDir, state)));
function rememberClean(state: string) {
  cleanInThisWorker.add(state);
  if (cacheDir) writeFileSync(path.join(cacheDir, state), '');
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core in the page itself: injected once per document (through the DevTools protocol,
 * which the page's CSP does not govern) and run on the top document. Three to four times faster
 * than @axe-core/playwright, which injects into every frame and opens a second page to merge the
 * results on each scan. The only frames our pages hold are outside services' (the map), whose
 * content is not ours to fix; the iframe element itself (its title) is still checked.
 */
export async function runAxe(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    iframes: false,
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    options,
  );
  return results.violations;
}

/** Runs axe on the page as it is now and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page) {
  // A fade still running would be measured half-transparent (a contrast failure that no one
  // sees). After a client-side navigation (a server action's redirect) Next streams the new
  // page's metadata after its body: the heading can show a moment before the <title> does. Both
  // are asked at once first, and waited for only when not yet so (a page that never gets a
  // title still fails below).
  // A form's controls are disabled, and faded, until React has hydrated it (LiveFieldset: a
  // disabled fieldset whose first child is its <noscript>); a scan that met the page as it
  // hydrated judged the faded colours as enabled ones (color-contrast on the footer's Subscribe
  // in CI, once more after the rescan below was added), so the scan waits for the forms to be
  // live (at most 5 s: a page whose script did not run is scanned as it is).
  const [settled, titled, live] = await page.evaluate(() => [
    document.getAnimations().every((a) => a.playState !== 'running'),
    document.title.trim() !== '',
    document.querySelector('fieldset[disabled] > noscript:first-child') === null,
  ]);
  if (!live) {
    await page
      .waitForFunction(
        () => document.querySelector('fieldset[disabled] > noscript:first-child') === null,
        null,
        { timeout: 5000 },
      )
      .catch(() => {});
  }
  if (!settled) {
    await page
      .waitForFunction(
        () => document.getAnimations().every((a) => a.playState !== 'running'),
        null,
        { timeout: 5000 },
      )
      .catch(() => {});
  }
  if (!titled) {
    await page
      .waitForFunction(() => document.title.trim() !== '', null, { timeout: 5000 })
      .catch(() => {});
  }
  let state = await pageState(page);
  if (knownClean(state)) return;
  let violations = await runAxe(page);
  let after = await pageState(page);
  // A page that changed while axe ran is scanned again: axe reads a node's styles once per scan
  // but asks whether it is disabled later, so a form that hydrated mid-scan was judged enabled
  // in its faded, disabled colours (a contrast failure of neither state; CI, twice).
  for (let scans = 1; after !== state && scans < 3; scans++) {
    state = after;
    violations = await runAxe(page);
    after = await pageState(page);
  }
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  // Only if nothing changed while axe ran (a late render would otherwise go unscanned).
  if (after === state) rememberClean(state);
}

/** Scans the page a test ended on, when that is one of our HTML pages. */
async function scanWhereItEnded(page: Page, baseURL: string | undefined) {
  const url = page.url();
  if (!baseURL || !url.startsWith(baseURL)) return;
  const contentType = await page.evaluate(() => document.contentType).catch(() => '');
  if (contentType === 'text/html') await expectNoAxeViolations(page);
}

/**
 * Every test that uses a page gets an axe scan of the page it ends on (when that is one of our
 * HTML pages), so every page and state the suite visits is checked for accessibility. A test
 * without a browser page (requests only) opens none.
 */
export const test = base.extend<
  { pageWithoutScript: Page; readerPage: Page },
  { readerContext: { context: BrowserContext; page: Page } }
>({
  page: async ({ page, baseURL }, provide) => {
    await provide(page);
    await scanWhereItEnded(page, baseURL);
  },
  /**
   * A page with JavaScript turned off, in a context of its own closed after the test: the
   * closing axe scan runs in `page`, and axe needs script.
   */
  pageWithoutScript: async ({ browser, baseURL }, provide) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await provide(await context.newPage());
    await context.close();
  },
  readerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        userAgent,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      // axe-core in every document from the start: sent once, not with each scan (runAxe).
      await context.addInitScript({ content: AXE_SOURCE });
      await provide({ context, page: await context.newPage() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * For tests that only read public pages (no sign-in, no form sent, no cookie set): one page
   * per worker, kept from test to test, so the site's scripts and axe are compiled once per
   * worker rather than once per test. Each test gets it at the project's viewport, with the
   * test's reduced-motion setting, and its end is scanned as `page`'s is.
   */
  readerPage: async ({ readerContext, viewport, reducedMotion, baseURL }, provide) => {
    const { page, context } = readerContext;
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference' });
    await provide(page);
    await scanWhereItEnded(page, baseURL);
    // A test that set a cookie fails itself (it needs `page`), and leaves none to the next.
    const cookies = await context.cookies();
    await context.clearCookies();
    expect(cookies, 'a test on the reader page set a cookie: use `page`').toEqual([]);
  },
});

export { expect };
