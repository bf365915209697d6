import type { Page } from '@playwright/test';
import * as en from '../../content/mobile-check';
import * as hi from '../../content/hi/mobile-check';
import type { TakenSms } from '../stand-ins/sms-gateway';
import type { TakenWhatsapp } from '../stand-ins/whatsapp';
import { expect } from './fixtures';
import { E2E } from './settings';

/** Every SMS the gateway's stand-in took so far (e2e/stand-ins/sms-gateway.ts). */
export async function takenSms(): Promise<TakenSms[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.standInHttpPort}/sms`);
  return (await response.json()) as TakenSms[];
}

/** Every WhatsApp message its stand-in took so far (e2e/stand-ins/whatsapp.ts). */
export async function takenWhatsapp(): Promise<TakenWhatsapp[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.standInHttpPort}/whatsapp`);
  return (await response.json()) as TakenWhatsapp[];
}

/** The code in the last SMS sent to the number. */
export async function lastCodeFor(mobile: string): Promise<string> {
  const sms = (await takenSms()).filter((m) => m.to === `+91${mobile}`).at(-1);
  const code = /\d{6}/.exec(sms?.body ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/**
 * Confirms the form's mobile number as a customer does: "Send code by SMS", the code from the
 * SMS typed back, "Confirm"; then the form may be sent.
 */
export async function confirmMobile(page: Page, mobile: string, language: 'en' | 'hi' = 'en') {
  const T = (language === 'hi' ? hi : en).MOBILE_CHECK_TEXT;
  // Counted for this number only: other workers' texts reach the same stand-in.
  const sentTo = async () => (await takenSms()).filter((m) => m.to === `+91${mobile}`).length;
  const before = await sentTo();
  await page.getByRole('button', { name: T.send }).click();
  await expect.poll(sentTo).toBeGreaterThan(before);
  await page.getByLabel(T.codeLabel, { exact: true }).fill(await lastCodeFor(mobile));
  await page.getByRole('button', { name: T.confirm, exact: true }).click();
  await expect(
    page.getByText(T.confirmed(`${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`)),
  ).toBeVisible();
}

/**
 * A DLT template's text with its values, in order, each cut to what a `{#var#}` carries (as
 * lib/text-messages/outbox.ts fills it).
 */
export const filled = (template: string, values: readonly string[]) => {
  let next = 0;
  return template.replace(/\{#var#\}/g, () => {
    const value = values[next++] ?? '';
    return value.length <= en.SMS_VALUE_MAX ? value : `${value.slice(0, en.SMS_VALUE_MAX - 1)}…`;
  });
};
