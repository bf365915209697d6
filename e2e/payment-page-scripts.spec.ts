import { PAYMENT_PAGE } from '../content/payment';
import {
  inventoryEntryFor,
  PAYMENT_PAGE_SCRIPTS,
  type ScriptConfig,
} from '../lib/csp-reports/payment-page-scripts';
import { expect, test } from './support/fixtures';
import { payFromOwnAddress } from './support/payment';
import { E2E } from './support/settings';

/**
 * PCI DSS 6.4.3: every script the built payment page references, and every script the browser
 * fetches while the page loads and Razorpay's checkout (its stand-in) opens, is in the committed
 * inventory (lib/csp-reports/payment-page-scripts.ts). A new script fails here until it is listed.
 */
const config = (baseURL: string): ScriptConfig => ({
  site: new URL(baseURL).origin,
  checkoutUrl: `http://127.0.0.1:${E2E.razorpayPort}/v1/checkout.js`,
  razorpayOrigins: [],
});

const notListed = (urls: Iterable<string>, baseURL: string) =>
  [...urls].filter((url) => !inventoryEntryFor(url, config(baseURL)));

/** Script elements that run: no type, or a JavaScript one (not JSON-LD or other data blocks). */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

test("the built page's HTML references only listed scripts, and every inline one carries the nonce", async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/online-payment');
  expect(response.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const sources: string[] = [];
  let inline = 0;
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attr = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1] ?? null;
    if (!EXECUTABLE.test(attr('type') ?? '')) continue;
    const src = attr('src');
    if (src) sources.push(new URL(src.replaceAll('&amp;', '&'), baseURL).href);
    else {
      inline += 1;
      expect(attr('nonce'), `inline script ${attributes}`).toBe(nonce);
    }
  }
  expect(sources.length).toBeGreaterThan(3);
  expect(inline).toBeGreaterThan(0);
  expect(notListed(sources, baseURL!)).toEqual([]);
});

test('the browser loads only listed scripts while the page loads and checkout opens', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await payFromOwnAddress(page);
  const scripts = new Set<string>();
  page.context().on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto('/online-payment');
  await page.getByLabel(PAYMENT_PAGE.labels.name).fill('Inventory Check');
  await page.getByLabel(PAYMENT_PAGE.labels.email).fill(`inventory.${Date.now()}@example.com`);
  await page.getByLabel(PAYMENT_PAGE.labels.phone).fill('9812345678');
  await page.getByRole('button', { name: PAYMENT_PAGE.continue }).click();
  await page.getByLabel(PAYMENT_PAGE.labels.amount).fill('100');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('dialog', { name: 'Razorpay Checkout' })).toBeVisible();
  // The test saw what it claims to check: our bundles and the checkout script.
  const entries = [...scripts].map((url) => inventoryEntryFor(url, config(baseURL!)));
  expect(new Set(entries)).toEqual(new Set([...PAYMENT_PAGE_SCRIPTS]));
  expect(notListed(scripts, baseURL!)).toEqual([]);
});
