import type { Page } from '@playwright/test';
import { contactFormLabels } from '../content/contact';
import { ROUTES } from '../content/routes';
import { SIGN_IN_TEXT } from '../content/staff-sign-in';
import { formText } from '../content/ui';
import { pageRoutesOnDisk } from './support/app-routes';
import { expect, test } from './support/fixtures';

/**
 * A form that only JavaScript sends (no `action`: a native submit would be a GET of the page
 * itself, with every field in the address bar and the server's logs) is disabled until React
 * has hydrated it, and without JavaScript stays disabled and says why. Forms the server answers
 * (GET forms such as search and the locator, server actions) work without JavaScript, and a GET
 * form never carries personal data. Every public page and the staff sign-in are checked.
 */
const PAGES = [...pageRoutesOnDisk(), '/staff/login'];

type FormReport = {
  /** Neither an action nor a method: only its script sends it. */
  scriptOnly: boolean;
  method: string;
  enabled: string[];
  personal: string[];
  /** The text of the form's <noscript> (Chromium with script turned off by Playwright still
   * parses it as text, so it is read rather than looked at). */
  noscript: string;
};

/** What each form on the page would send, and what is still enabled in it. */
function formsOf(page: Page): Promise<FormReport[]> {
  return page.locator('form').evaluateAll((forms) =>
    forms.map((form) => {
      const f = form as HTMLFormElement;
      const controls = [...f.elements].filter(
        (el) =>
          (el instanceof HTMLInputElement && el.type !== 'hidden') ||
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement ||
          el instanceof HTMLButtonElement,
      ) as (HTMLInputElement | HTMLButtonElement)[];
      return {
        scriptOnly: !f.hasAttribute('action') && !f.hasAttribute('method'),
        method: (f.getAttribute('method') ?? 'get').toLowerCase(),
        enabled: controls.filter((el) => !el.matches(':disabled')).map((el) => el.outerHTML),
        personal: controls
          // A mobile number is a text input with autocomplete="tel-national" (HTML allows
          // that token on text inputs only).
          .filter(
            (el) =>
              ['password', 'email', 'tel'].includes(el.type) ||
              /^tel(-|$)/.test(el.getAttribute('autocomplete') ?? ''),
          )
          .map((el) => el.outerHTML),
        noscript: f.querySelector('noscript')?.textContent ?? '',
      };
    }),
  );
}

test.describe('without JavaScript', () => {
  test('every page: a script-only form is disabled and says why; a GET form asks nothing personal', async ({
    pageWithoutScript: page,
  }) => {
    test.setTimeout(120_000);
    expect(PAGES.length).toBeGreaterThan(20);
    let scriptOnly = 0;
    for (const path of PAGES) {
      await page.goto(path);
      for (const form of await formsOf(page)) {
        if (form.scriptOnly) {
          scriptOnly += 1;
          expect(form.enabled, `${path}: a script-only form is live before its script`).toEqual([]);
          expect(form.noscript, `${path}: a script-only form says it needs JavaScript`).toContain(
            formText.needsScript,
          );
        } else if (form.method === 'get') {
          expect(form.personal, `${path}: a GET form puts these in the address`).toEqual([]);
        }
      }
    }
    // The footer's subscription on every page, and the contact, dealer, warranty, service,
    // payment and sign-in forms.
    expect(scriptOnly).toBeGreaterThan(PAGES.length);
  });

  test('the sign-in form cannot send a password in the address', async ({
    pageWithoutScript: page,
  }) => {
    await page.goto('/staff/login');
    expect(await page.locator('form noscript').evaluate((el) => el.textContent)).toContain(
      formText.needsScript,
    );
    await expect(page.getByLabel(SIGN_IN_TEXT.password)).toBeDisabled();
    await expect(page.getByRole('button', { name: SIGN_IN_TEXT.submit })).toBeDisabled();
  });
});

test('a form is disabled until its script has run, then takes what is typed', async ({ page }) => {
  // Scripts held back for a second: the server's HTML is on screen, React is not yet running.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROUTES.contact.path, { waitUntil: 'commit' });
  const email = page.getByRole('main').getByLabel(contactFormLabels.email, { exact: true });
  await expect(email).toBeDisabled();
  await expect(email).toBeVisible();
  release();
  await email.fill('early@example.com');
  await expect(email).toBeEnabled();
  await expect(email).toHaveValue('early@example.com');
});
