import type { Page } from '@playwright/test';
import * as hiShell from '../content/hi/shell';
import * as hi from '../content/hi/ui';
import * as enShell from '../content/shell';
import * as en from '../content/ui';
import { KEY_PAGES } from '../scripts/key-pages';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { FULL_BROWSER } from './support/settings';
import { createStaffUser, signIn } from './support/staff';

/**
 * Issue 32: the first paint waits for no stylesheet request. The site's stylesheet is written into
 * each page's <head> by the server (components/layout/site-styles.tsx), once, and never sent as
 * code; nothing moves while a page loads (CLS 0), and the styles stay through client-side
 * navigation, in every frame (public pages, the not-found page, the staff pages).
 */

/** The stylesheet's element, and the notice Tailwind keeps at its top, once per copy. */
const STYLE = 'style[data-href="site-css"]';
const A_RULE = 'tailwindcss v4';

for (const path of [...KEY_PAGES, '/no-such-page', '/staff/login']) {
  test(`${path}: the stylesheet is inline in the head, and no stylesheet is requested`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('data-href="site-css"');
    expect(head).toContain(A_RULE);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // Once in the page: not again in the RSC payload, nor in any script.
    expect(html.split(A_RULE).length - 1, 'copies of the stylesheet').toBe(1);

    const stylesheets: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      if (r.resourceType() === 'script' && r.url().startsWith(baseURL!)) scripts.push(r.url());
    });
    await page.goto(path);
    await expect(page.locator(STYLE)).toHaveCount(1);
    expect(stylesheets).toEqual([]);
    for (const url of scripts) {
      expect(await (await request.get(url)).text(), url).not.toContain(A_RULE);
    }
  });
}

test.describe('layout shifts', () => {
  // Known intermittent: `/` at 1280 px shifted (0.004, 0.013) in two of the last five CI runs
  // and in none here. One retry keeps that from stopping the run; a retry that passes is
  // reported "flaky" in CI's log with the first attempt's message, which names what moved
  // (below). The likely cause, Inter swapped in within font-display: optional's block period, is
  // gone with the typeface decision (no web font for Latin text, app/globals.css); the retry
  // goes once CI runs have shown no such shift.
  test.describe.configure({ retries: 1 });
  test(
    'nothing moves while the key pages load (CLS 0), at phone and desktop widths',
    { tag: FULL_BROWSER },
    async ({ browser }) => {
      for (const viewport of [
        { width: 390, height: 800 },
        { width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        // Every shift from the first byte on, the font's arrival included.
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as never as { __shifts: number[] }).__shifts = shifts;
          const moved: string[] = [];
          (window as never as { __moved: string[] }).__moved = moved;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: {
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              shifts.push(entry.value);
              // What moved, and from where to where: the failure's message names it.
              for (const source of entry.sources ?? []) {
                const node = source.node as Element | undefined;
                const what = node?.outerHTML?.slice(0, 120) ?? node?.nodeName ?? '?';
                const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
                moved.push(`${what} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const path of KEY_PAGES) {
          await page.goto(path, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(300);
          const shifts = await page.evaluate(
            () => (window as never as { __shifts: number[] }).__shifts,
          );
          const moved = await page.evaluate(
            () => (window as never as { __moved: string[] }).__moved,
          );
          expect(shifts, `${path} at ${viewport.width} px: ${moved.join('; ')}`).toEqual([]);
        }
        await context.close();
      }
    },
  );
});

/**
 * Console errors and uncaught errors of the page, the CSP's refusals among them (not the outside
 * hosts' failures to load: this machine is offline).
 */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(m.text());
    }
  });
  return errors;
}

/** A mark in the page's window: gone after a document load, kept by a client-side navigation. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as never as { __mark: boolean }).__mark = true));
const marked = (page: Page) =>
  page.evaluate(() => (window as never as { __mark?: boolean }).__mark === true);

const stripColor = (page: Page) =>
  page
    .getByRole('banner')
    .locator('> div')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('styles stay through client-side navigation, and React keeps the one stylesheet', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/');
  const dark = await stripColor(page);
  expect(dark).toBe('rgb(7, 47, 89)');
  await mark(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/\/our-customers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await marked(page), 'a client-side navigation').toBe(true);
  expect(await stripColor(page)).toBe(dark);
  await expect(page.locator(STYLE)).toHaveCount(1);
  // Its text survived hydration and the move (the browser's copy of the component renders none).
  expect(await page.locator(STYLE).evaluate((el) => el.textContent?.length ?? 0)).toBeGreaterThan(
    10_000,
  );
  expect(errors).toEqual([]);
});

test('links prefetch their page when the reader shows intent, never on sight', async ({ page }) => {
  // Before: /about-us at 1280 px made 19 prefetch requests for the pages its links name (and
  // fetched their banner images) while it painted; now none until a pointer or focus reaches one.
  const prefetched: string[] = [];
  page.on('request', (r) => {
    const headers = r.headers();
    if (headers['rsc'] || headers['next-router-prefetch'])
      prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/about-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await hydrated(nav);
  await page.waitForLoadState('networkidle');
  expect(prefetched, 'prefetches before any intent').toEqual([]);

  const asked = (path: string) =>
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(path) && !!r.headers()['rsc']);
  const customers = nav.getByRole('link', { name: 'Customers' });
  const hovered = asked('/our-customers');
  await customers.hover();
  await hovered;
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Our Infrastructure' });
  const focused = asked('/our-infrastructure');
  await footerLink.focus();
  await focused;
  expect(new Set(prefetched), 'only the pages reached for').toEqual(
    new Set(['/our-customers', '/our-infrastructure']),
  );

  // The hovered link's page opens from the prefetched payload, as a client-side move.
  await mark(page);
  await customers.click();
  await expect(page).toHaveURL(/\/our-customers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await marked(page), 'a client-side navigation').toBe(true);
});

test('a page with its own policy is entered as a document: its outside hosts are not blocked', async ({
  page,
}) => {
  // Before: a client-side move from Home kept Home's CSP, which blocked the contact form's
  // reCAPTCHA (the form could send no token) and the map.
  const errors = errorsOf(page);
  await page.goto('/');
  await mark(page);
  let asked = false;
  page.on('request', (r) => {
    if (/\/recaptcha\//.test(r.url())) asked = true;
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await marked(page), 'a document load').toBe(false);
  // The first focus in the form loads reCAPTCHA once the form has hydrated (a focus before that
  // is lost, as a visitor's would be): focused again until it is asked for.
  const field = page.getByRole('main').getByRole('textbox').first();
  await hydrated(field);
  await expect
    .poll(async () => {
      await field.blur();
      await field.focus();
      return asked;
    })
    .toBe(true);
  await page.waitForTimeout(500);
  expect(await stripColor(page)).toBe('rgb(7, 47, 89)');
  expect(errors).toEqual([]);
});

test("a page the browser renders alone (Next's error shell) links the stylesheet's file", async ({
  page,
  request,
}) => {
  // An expired newsletter link: the server answers 404 with a shell the browser fills in.
  const path = '/newsletter/confirm?token=c.expired';
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('data-href="site-css"');
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await stripColor(page)).toBe('rgb(7, 47, 89)');
  const file = await page.locator('link[rel="stylesheet"]').getAttribute('href');
  expect(file).toMatch(/^\/styles\/site-[0-9a-f]{12}\.css$/);
  const answer = await request.get(file!);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await answer.text()).toContain(A_RULE);
});

test('the staff pages have the stylesheet too', async ({ page }) => {
  const email = await createStaffUser(undefined, { roles: ['sales'] });
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator(STYLE)).toHaveCount(1);
  const header = page.getByRole('banner');
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(7, 47, 89)',
  );
});

test("the router's requests for pages with their own policy get no RSC payload; other pages' do", async ({
  request,
}) => {
  // Pages whose CSP adds outside hosts or a nonce (lib/features/page-headers.ts): the router,
  // given anything but a payload, loads them as documents under their own policy.
  for (const path of [
    '/contact-us',
    '/dealers-distributors',
    '/warranty',
    '/service-request',
    '/investor-relations',
    '/online-payment',
  ]) {
    const response = await request.get(path, { headers: { RSC: '1' } });
    expect(response.status(), path).toBe(204);
    expect(response.headers()['content-type'], path).toMatch(/^text\/plain/);
    // A visitor's own request for the page is unchanged.
    const page = await request.get(path);
    expect(page.headers()['content-type'], path).toMatch(/^text\/html/);
  }
  for (const path of ['/', '/about-us', '/warranty/check', '/investor-relations/financials']) {
    const response = await request.get(path, { headers: { RSC: '1' } });
    expect(response.headers()['content-type'], path).toMatch(/^text\/x-component/);
  }
});

test("the shared widgets' words reach the browser in the page's language only, in its payload and in no script", async ({
  page,
  request,
}) => {
  // The slides' controls, the forms' fieldset and honeypot, the error view: picked on the server
  // (lib/platform/i18n/shared-words.ts). Before, every page's scripts held them in every language.
  const words = {
    en: [
      en.carouselText.rotationSuffix,
      en.formText.needsScript,
      en.formText.honeypotLabel,
      enShell.errorText.text,
    ],
    hi: [
      hi.carouselText.rotationSuffix,
      hi.formText.needsScript,
      hi.formText.honeypotLabel,
      hiShell.errorText.text,
    ],
  };
  for (const [path, own, other] of [
    ['/', 'en', 'hi'],
    ['/hi', 'hi', 'en'],
  ] as const) {
    await page.goto(path);
    const html = await (await request.get(path)).text();
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
    );
    expect(scripts.length, path).toBeGreaterThan(3);
    const code = (
      await Promise.all(scripts.map(async (src) => (await request.get(src)).text()))
    ).join('\n');
    for (const text of [...words[own], ...words[other]])
      expect(code, `${path}: ${text}`).not.toContain(text);
    // In the page's payload, in its language only.
    for (const text of words[own]) expect(html, `${path}: ${text}`).toContain(text);
    for (const text of words[other]) expect(html, `${path}: ${text}`).not.toContain(text);
    // And they work: the banner's controls speak the page's language.
    const carousel = own === 'en' ? en.carouselText : hi.carouselText;
    await expect(
      page.getByRole('button', { name: `${carousel.pause}${carousel.rotationSuffix}` }),
    ).toBeVisible();
  }
});

test("an English page never downloads the Hindi pages' font: the switch's word has a font of its own letters", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'font' && fonts.push(new URL(r.url()).pathname));
  for (const path of ['/', '/contact-us', '/about-us', '/investor-relations/financials']) {
    fonts.length = 0;
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // "हिन्दी" in the switch is drawn, from the small font (2.4 KB), not from the 51 KB one.
    await expect(page.getByRole('link', { name: 'हिन्दी' }).first()).toBeVisible();
    expect(
      fonts.filter((f) => f.includes('noto-sans-devanagari')),
      path,
    ).toEqual([]);
    // And no font for the Latin text: the device's own (the typeface decision, issue 42).
    expect(fonts, path).toEqual([expect.stringMatching(/^\/fonts\/language-names-/)]);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Language Names"', 'हिन्दी')),
      path,
    ).toBe(true);
  }
  // A Hindi page loads the Hindi font for its text.
  fonts.length = 0;
  await page.goto('/hi');
  await page.evaluate(() => document.fonts.ready);
  // One file for both weights' faces (the device here has no Devanagari font of its own), beside
  // the switch's small one.
  expect(fonts.toSorted()).toEqual([
    expect.stringMatching(/^\/fonts\/language-names-/),
    expect.stringMatching(/^\/fonts\/noto-sans-devanagari-/),
  ]);
  for (const weight of [400, 700])
    expect(
      await page.evaluate(
        (w) => document.fonts.check(`${w} 16px "Devanagari Text"`, 'हिन्दी'),
        weight,
      ),
      `weight ${weight}`,
    ).toBe(true);
});
