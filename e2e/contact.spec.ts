import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  CONTACT_MESSAGES as M,
  contactFormLabels as L,
  contactPage as C,
} from '../content/contact';
import { ENQUIRY_TYPES as HI_ENQUIRY_TYPES } from '../content/hi/contact';
import { ENQUIRY_TYPES } from '../content/contact';
import { INVESTOR_ROUTES } from '../content/routes';
import { expectConfirmationShown, formState } from './support/confirmation';
import { box, ENQUIRER, fillEnquiry, submit } from './support/contact-form';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { serverPage } from './support/html';
import {
  RECAPTCHA_SCRIPT_URL,
  receivedMail,
  useOwnAddress,
  useStandInRecaptcha,
  withoutRecaptchaScript,
} from './support/stand-ins';

const rowsWith = (message: string) =>
  sql<{ types: string[]; ip: string }>(
    'SELECT types, ip FROM "ContactEnquiry" WHERE message = $1',
    [message],
  );

/**
 * From now on, the site's scripts the page loads: the returned function lists those whose text
 * holds `mark` (code a chunk carries, fetched again by `request`).
 */
function scriptsHolding(page: Page, request: APIRequestContext, baseURL: string, mark: string) {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(baseURL))
      scripts.add(r.url());
  });
  return async () => {
    const found: string[] = [];
    for (const url of scripts)
      if ((await (await request.get(url)).text()).includes(mark)) found.push(url);
    return found;
  };
}

test.describe('contact form', () => {
  test('shows every failing field’s message at once, linked to its input, and sends nothing; zod loads for that first check, not with the page', async ({
    page,
    request,
    baseURL,
  }) => {
    let requests = 0;
    page.on('request', (r) => r.url().includes('contactsubmit') && requests++);
    /** The page's scripts that hold zod (its core names its types `$ZodType` and so on). */
    const withZod = scriptsHolding(page, request, baseURL!, '$ZodType');
    await page.goto('/contact-us');
    // Hydrated: every script the page loads with it has come (components/forms/use-public-form.ts).
    await expect(page.getByRole('button', { name: 'Submit enquiry' })).toBeEnabled();
    expect(await withZod(), 'zod with the page').toEqual([]);
    await submit(page);
    for (const [label, message] of [
      ['Name', M.name],
      ['Mobile number', M.mobile],
      ['E-mail', M.email],
      ['City', M.city],
      ['Pincode', M.pincode],
      ['Message', M.message],
    ]) {
      const input = box(page, label!);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message!);
    }
    await expect(page.getByRole('group', { name: /Enquiry type/ })).toHaveAccessibleDescription(
      M.enquiry,
    );
    // The first failing field (the enquiry types) gets the focus.
    await expect(page.getByRole('checkbox', { name: 'LED Lights' })).toBeFocused();
    expect(requests).toBe(0);
    expect((await withZod()).length, 'zod once the form was checked').toBeGreaterThan(0);
  });

  test('a schema that could not be loaded says the form could not be sent, and the next submit loads it', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('button', { name: 'Submit enquiry' })).toBeEnabled();
    // The connection drops after the page came: the first check's script does not arrive.
    const chunks = '**/_next/static/chunks/**';
    await page.route(chunks, (route) => route.abort());
    await submit(page);
    await expect(page.getByText(M.failed)).toBeVisible();
    await page.unroute(chunks);
    await submit(page);
    await expect(box(page, 'Name')).toHaveAccessibleDescription(M.name);
    await expect(page.getByText(M.failed)).toBeHidden();
  });

  test('a good reCAPTCHA token on a phone: stored, e-mailed to sales, the confirmation focused with what happens next, the form cleared whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useStandInRecaptcha(page, 0.9);
    const ip = await useOwnAddress(page);
    const message = `Please quote for 40 panels (${randomUUID()})`;
    await page.goto('/contact-us');
    const form = page.locator('form').filter({ has: box(page, 'Message') });
    await expect(box(page, 'Message')).toBeEnabled();
    const blank = await formState(form);
    await fillEnquiry(page, message);
    await submit(page);
    const status = page.getByRole('status').filter({ hasText: M.sent });
    await expect(status).toBeVisible();
    await expectConfirmationShown(status);
    await expect(page.locator('[data-confirmation]')).toContainText(M.next);
    expect(await formState(form)).toEqual(blank);
    await expect(box(page, 'Name')).toHaveValue('');
    await expect(box(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'LED Lights' })).not.toBeChecked();
    expect(await rowsWith(message)).toEqual([{ types: ['LED_lights', 'Inverter_And_UPS'], ip }]);
    await expect
      .poll(async () => (await receivedMail()).find((m) => m.text.includes(message)))
      .toMatchObject({
        to: ['sales-desk@example.com'],
        from: 'website@example.com',
        replyTo: 'kiran@example.com',
        subject: 'Website enquiry from Kiran Bedi (Panchkula)',
      });
  });

  test('a low reCAPTCHA score is refused: the generic error, values kept, nothing stored', async ({
    page,
  }) => {
    await useStandInRecaptcha(page, 0.1);
    await useOwnAddress(page);
    const message = `Low score (${randomUUID()})`;
    await page.goto('/contact-us');
    await fillEnquiry(page, message);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.failed })).toBeVisible();
    await expect(box(page, 'Message')).toHaveValue(message);
    await expect(box(page, 'Pincode')).toHaveValue('134109');
    expect(await rowsWith(message)).toEqual([]);
  });

  test("without a reCAPTCHA token (its script did not load) shows the spec's captcha message", async ({
    page,
  }) => {
    await withoutRecaptchaScript(page);
    await useOwnAddress(page);
    const message = `No captcha (${randomUUID()})`;
    await page.goto('/contact-us');
    await fillEnquiry(page, message);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.captcha })).toBeVisible();
    await expect(box(page, 'Message')).toHaveValue(message);
    expect(await rowsWith(message)).toEqual([]);
  });

  test('a bot that fills the hidden field is thanked, and nothing is stored', async ({ page }) => {
    await useStandInRecaptcha(page, 0.9);
    await useOwnAddress(page);
    const message = `Bot text (${randomUUID()})`;
    await page.goto('/contact-us');
    await fillEnquiry(page, message);
    // What a form-filling bot does: it sees the field in the HTML, not that it is hidden.
    await page
      .locator('main input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.sent })).toBeVisible();
    expect(await rowsWith(message)).toEqual([]);
  });

  test('the page stays usable without the map: a plain link opens it in a new tab', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const link = page.getByRole('link', { name: /our corporate office on the map/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    const info = page.getByRole('region', { name: 'Contact Info' });
    await expect(info.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
    await expect(info).toContainText('Chandigarh');
  });
});

/** A sentence of react-google-recaptcha-v3's own code, which minifying keeps. */
const RECAPTCHA_LIBRARY_MARK = 'GoogleReCaptcha Context has not yet been implemented';

test.describe('outside widgets load on use, not with the page', () => {
  /** The addresses the page (and its frames) asked for, from before it loads. */
  function requestsOf(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    return {
      to: (prefix: string) => urls.filter((url) => url.startsWith(prefix)),
    };
  }

  /** The page loaded, its form live, and the network quiet. */
  async function openQuietly(page: Page) {
    await page.goto('/contact-us');
    await expect(box(page, 'Name')).toBeEnabled();
    await page.waitForLoadState('networkidle');
  }

  test('reCAPTCHA: nothing is asked of Google, and no code of its library loaded, until the form is focused', async ({
    page,
    request,
    baseURL,
  }) => {
    await useStandInRecaptcha(page, 0.9);
    const requests = requestsOf(page);
    /** The page's scripts that hold react-google-recaptcha-v3 (by its own error message). */
    const withLibrary = scriptsHolding(page, request, baseURL!, RECAPTCHA_LIBRARY_MARK);
    await openQuietly(page);
    expect(requests.to(RECAPTCHA_SCRIPT_URL)).toEqual([]);
    expect(await withLibrary(), 'the library with the page').toEqual([]);
    await box(page, 'City').focus();
    await expect.poll(() => requests.to(RECAPTCHA_SCRIPT_URL).length).toBe(1);
    await expect.poll(async () => (await withLibrary()).length, 'the library on focus').toBe(1);
    await expect
      .poll(() =>
        page.evaluate(
          () => typeof (window as { grecaptcha?: { execute?: unknown } }).grecaptcha?.execute,
        ),
      )
      .toBe('function');
  });

  test('reCAPTCHA: a touch on the form, not on a field, loads it too', async ({ page }) => {
    await useStandInRecaptcha(page, 0.9);
    const requests = requestsOf(page);
    await openQuietly(page);
    expect(requests.to(RECAPTCHA_SCRIPT_URL)).toEqual([]);
    await page.getByText(L.captchaNote).dispatchEvent('pointerdown');
    await expect.poll(() => requests.to(RECAPTCHA_SCRIPT_URL).length).toBe(1);
  });

  test('reCAPTCHA: a form sent before any focus or touch waits for the script and its token, and is stored', async ({
    page,
  }) => {
    await useStandInRecaptcha(page, 0.9);
    const ip = await useOwnAddress(page);
    const requests = requestsOf(page);
    const message = `Sent untouched (${randomUUID()})`;
    await openQuietly(page);
    // What autofill and a screen reader's activation of the button do: values put in and the
    // form submitted, with no focus or pointer event in the form.
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: box(page, 'Name') });
    await form.evaluate(
      (form: HTMLFormElement, values) => {
        for (const [name, value] of Object.entries(values)) {
          const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
          const proto = Object.getPrototypeOf(field) as object;
          Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
        form.querySelector<HTMLInputElement>('input[value="LED_lights"]')?.click();
      },
      { ...ENQUIRER, message },
    );
    expect(requests.to(RECAPTCHA_SCRIPT_URL)).toEqual([]);
    await form.evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByRole('status').filter({ hasText: M.sent })).toBeVisible();
    expect(requests.to(RECAPTCHA_SCRIPT_URL)).toHaveLength(1);
    expect(await rowsWith(message)).toEqual([{ types: ['LED_lights'], ip }]);
  });

  test('reCAPTCHA: a script that did not load is asked for again on the next submit', async ({
    page,
  }) => {
    const ip = await useOwnAddress(page);
    const requests = requestsOf(page);
    const message = `Sent on the second try (${randomUUID()})`;
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    await page.route(`${RECAPTCHA_SCRIPT_URL}*`, unreachable);
    await openQuietly(page);
    await fillEnquiry(page, message);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.captcha })).toBeVisible();
    expect(await rowsWith(message)).toEqual([]);

    await page.unroute(`${RECAPTCHA_SCRIPT_URL}*`, unreachable);
    await useStandInRecaptcha(page, 0.9);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.sent })).toBeVisible();
    // Asked for on the first focus and again on each submit after it failed.
    expect(requests.to(RECAPTCHA_SCRIPT_URL)).toHaveLength(3);
    expect(await rowsWith(message)).toEqual([{ types: ['LED_lights', 'Inverter_And_UPS'], ip }]);
  });

  test("reCAPTCHA: its library's code that did not load is asked for again on the next submit", async ({
    page,
  }) => {
    await useStandInRecaptcha(page, 0.9);
    const ip = await useOwnAddress(page);
    const message = `Sent once the library came (${randomUUID()})`;
    await openQuietly(page);
    // The connection drops after the page came: the first use's chunk does not arrive.
    const chunks = '**/_next/static/chunks/**';
    await page.route(chunks, (route) => route.abort());
    await box(page, 'Name').focus();
    await page.waitForLoadState('networkidle');
    await page.unroute(chunks);
    await fillEnquiry(page, message);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: M.sent })).toBeVisible();
    expect(await rowsWith(message)).toEqual([{ types: ['LED_lights', 'Inverter_And_UPS'], ip }]);
  });

  test('the map: a box of its size with a button; the frame, titled and focused, only on a click', async ({
    page,
  }) => {
    const requests = requestsOf(page);
    await openQuietly(page);
    const href = await page
      .getByRole('link', { name: /our corporate office on the map/ })
      .getAttribute('href');
    const mapUrl = new URL(href ?? '').href;
    await page.route(
      (url) => url.href === mapUrl,
      (route) => route.fulfill({ contentType: 'text/html', body: '<p>A stand-in map</p>' }),
    );
    expect(requests.to(mapUrl)).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    const section = page.getByRole('region', { name: C.mapHeading });
    const height = async () => (await section.boundingBox())?.height;
    const before = await height();
    expect(before).toBeGreaterThan(300);
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: C.mapShow }).click();
    const frame = section.locator(`iframe[title="${C.mapTitle}"]`);
    await expect(frame).toHaveAttribute('src', mapUrl);
    await expect(frame).toBeFocused();
    await expect(section.getByRole('button', { name: C.mapShow })).toHaveCount(0);
    await expect.poll(() => requests.to(mapUrl).length).toBe(1);
    await expect(
      page.frameLocator(`iframe[title="${C.mapTitle}"]`).getByText('A stand-in map'),
    ).toBeVisible();
    expect(await height()).toBe(before);
  });
});

test('the investor relations index shows the contact page and links every investor page', async ({
  page,
}) => {
  await page.goto('/investor-relations');
  await expect(page.getByRole('button', { name: 'Submit enquiry' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Investor information' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(INVESTOR_ROUTES.length);
  // The latest announcements above link some of the same pages: the list is in the navigation.
  for (const route of INVESTOR_ROUTES) {
    await expect(nav.getByRole('link', { name: route.title, exact: true })).toHaveAttribute(
      'href',
      route.path,
    );
  }
});

test('the contact form offers all six verticals and Other, in English and Hindi', async ({
  request,
}) => {
  // LED lights, lithium batteries, inverters and UPS, BESS, sheet metal (the old site's "Metal
  // Engineering Profile" value) and CCTV.
  expect(ENQUIRY_TYPES.map((t) => t.value)).toEqual([
    'LED_lights',
    'Lithium_Battery',
    'Inverter_And_UPS',
    'BESS',
    'Metal_Engineering_Profile',
    'CCTV',
    'other',
  ]);
  for (const [path, types] of [
    ['/contact-us', ENQUIRY_TYPES],
    ['/hi/contact-us', HI_ENQUIRY_TYPES],
  ] as const) {
    const { html, text } = await serverPage(request, path);
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes.map((b) => /value="([^"]+)"/.exec(b)?.[1])).toEqual(types.map((t) => t.value));
    for (const t of types) expect(text, path).toContain(t.label);
  }
});
