import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { NEWSLETTER_MAIL, NEWSLETTER_PAGES as P } from '../content/hi/newsletter';
import { NEWSLETTER_PAGES as EN } from '../content/newsletter';
import { subscribeText } from '../content/hi/shell';
import { PAGE_VIEW_BEACON } from '../lib/analytics/beacon-path';
import type { RecordedMail } from './stand-ins/smtp';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { latinLeftOn } from './support/latin';
import { mailTo, useOwnAddress } from './support/stand-ins';

/** The link of `path` in the mail, on our own origin (the stand-in mails carry SITE_URL). */
const linkIn = (mail: RecordedMail, path: string) => {
  const link = new RegExp(`https?://\\S+?${path}\\?token=\\S+`).exec(mail.text)?.[0] ?? '';
  expect(link, `a ${path} link in the mail`).not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const stateOf = async (email: string) =>
  (await sql<{ state: string }>('SELECT state FROM "Subscriber" WHERE email = $1', [email]))[0]
    ?.state;

/**
 * A Hindi mail-link page as a reader sees it: in Hindi, and as private as the English one (a
 * link no longer valid answers 404, which is never indexed: Next sends it as its error shell,
 * without the page's metadata).
 */
async function expectHindiMailLinkPage(page: Page, title: string, { valid = true } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  if (valid) {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  }
  expect(await latinLeftOn(page)).toEqual([]);
  await expectNoAxeViolations(page);
}

async function signUpOnHindiPage(page: Page, email: string) {
  await page.goto('/hi');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: subscribeText.label }).fill(email);
  await footer.getByRole('button', { name: subscribeText.submit }).click();
  await expect(footer.getByRole('status')).not.toBeEmpty();
}

test('a Hindi sign-up: the mails link to Hindi pages, and each button leads to the next one in Hindi', async ({
  page,
}) => {
  test.slow();
  await useOwnAddress(page);
  const email = `hindi-links-${randomUUID()}@example.com`;
  await signUpOnHindiPage(page, email);

  // No page view is counted on these pages, as on the English ones.
  const beacons: string[] = [];
  page.on('request', (r) => r.url().includes(PAGE_VIEW_BEACON) && beacons.push(r.url()));

  const confirmLink = linkIn(
    await mailTo(email, NEWSLETTER_MAIL.confirm.subject),
    '/newsletter/confirm',
  );
  expect(confirmLink).toMatch(/^\/hi\/newsletter\/confirm\?token=c\./);
  await page.goto(confirmLink);
  await expectHindiMailLinkPage(page, P.confirm.title);
  expect(await stateOf(email)).toBe('pending');
  await page.getByRole('button', { name: P.confirm.button }).click();
  await expect(page).toHaveURL(/\/hi\/newsletter\/confirmed$/);
  await expectHindiMailLinkPage(page, P.confirmed.title);
  expect(await stateOf(email)).toBe('confirmed');

  const unsubscribeLink = linkIn(
    await mailTo(email, NEWSLETTER_MAIL.welcome.subject),
    '/newsletter/unsubscribe',
  );
  expect(unsubscribeLink).toMatch(/^\/hi\/newsletter\/unsubscribe\?token=u\./);
  await page.goto(unsubscribeLink);
  await expectHindiMailLinkPage(page, P.unsubscribe.title);
  await page.getByRole('button', { name: P.unsubscribe.button }).click();
  await expect(page).toHaveURL(/\/hi\/newsletter\/unsubscribed$/);
  await expectHindiMailLinkPage(page, P.unsubscribed.title);
  expect(await stateOf(email)).toBe('unsubscribed');

  await page.waitForTimeout(300);
  expect(beacons).toEqual([]);
});

test('a link no longer valid answers 404 in Hindi on the Hindi page, in English on the English one', async ({
  page,
}) => {
  for (const [path, token, hindi, english] of [
    ['/newsletter/confirm', 'c.nonsense', P.confirmInvalid.title, EN.confirmInvalid.title],
    [
      '/newsletter/unsubscribe',
      'u.nonsense',
      P.unsubscribeInvalid.title,
      EN.unsubscribeInvalid.title,
    ],
  ] as const) {
    const response = await page.goto(`/hi${path}?token=${token}`);
    expect(response?.status()).toBe(404);
    await expectHindiMailLinkPage(page, hindi, { valid: false });
    await expect(page.getByRole('main')).not.toContainText(english);

    const englishResponse = await page.goto(`${path}?token=${token}`);
    expect(englishResponse?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
    await expect(page).toHaveTitle(new RegExp(`^${english}`));
  }
});

test('a button posted with a language we do not have, or none, leads to the English page', async ({
  page,
}) => {
  await useOwnAddress(page);
  for (const lang of ['fr', '../staff', null]) {
    const email = `odd-lang-${randomUUID()}@example.com`;
    await signUpOnHindiPage(page, email);
    await page.goto(
      linkIn(await mailTo(email, NEWSLETTER_MAIL.confirm.subject), '/newsletter/confirm'),
    );
    const field = page.locator('input[type="hidden"][name="lang"]');
    await expect(field).toHaveValue('hi');
    if (lang === null) await field.evaluate((el) => el.remove());
    else await field.evaluate((el, value) => ((el as HTMLInputElement).value = value), lang);
    await page.getByRole('button', { name: P.confirm.button }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    expect(new URL(page.url()).pathname).toBe('/newsletter/confirmed');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed.title);
    expect(await stateOf(email)).toBe('confirmed');
  }
});
