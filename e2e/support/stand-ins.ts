import { expect, type Page } from '@playwright/test';
import { standInGrecaptchaScript } from '../stand-ins/siteverify';
import type { RecordedMail } from '../stand-ins/smtp';
import { E2E, recaptchaScriptUrl } from './settings';

/** Mail received so far by the SMTP stand-in (see playwright.config.ts). */
export async function receivedMail(): Promise<RecordedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.standInHttpPort}/mail`);
  return (await response.json()) as RecordedMail[];
}

/**
 * Waits for the mail to `email` with `subject` (or one the predicate accepts) to reach the SMTP
 * stand-in (the outbox sends in the background), and returns it.
 */
export async function mailTo(
  email: string,
  subject: string | ((mail: RecordedMail) => boolean),
  poll?: { timeout: number; intervals: number[] },
): Promise<RecordedMail> {
  const wanted = typeof subject === 'string' ? (m: RecordedMail) => m.subject === subject : subject;
  let found: RecordedMail | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMail()).find((m) => m.to.includes(email) && wanted(m));
      return found !== undefined;
    }, poll)
    .toBe(true);
  return found!;
}

/** The reCAPTCHA v3 script's address in the e2e build (RECAPTCHA_SCRIPT_URL). */
export const RECAPTCHA_SCRIPT_URL = recaptchaScriptUrl();

/**
 * Serves the stand-in grecaptcha script at the build's script address: its tokens, made for the
 * site key the page asked it for, verify at the siteverify stand-in with this score.
 */
export async function useStandInRecaptcha(page: Page, score: number) {
  await page.route(`${RECAPTCHA_SCRIPT_URL}*`, (route) => {
    const renderKey = new URL(route.request().url()).searchParams.get('render') ?? '';
    return route.fulfill({
      contentType: 'text/javascript',
      body: standInGrecaptchaScript(score, renderKey),
    });
  });
}

/**
 * The reCAPTCHA script does not load (as on a network that cannot reach it): the form sends no
 * token. Without this a page may load start:try's stand-in, which e2e/first-hour.spec.ts runs at
 * the build's script address.
 */
export async function withoutRecaptchaScript(page: Page) {
  await page.route(`${RECAPTCHA_SCRIPT_URL}*`, (route) => route.abort('internetdisconnected'));
}

/**
 * A client address of its own for this test (the site trusts the last X-Forwarded-For entry,
 * as set by its proxy), so per-address rate limits do not couple tests.
 */
export async function useOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}
