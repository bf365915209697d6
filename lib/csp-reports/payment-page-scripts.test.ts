import { env } from '@/lib/platform/env';
import { checkoutSources } from '@/lib/payments/config';
import { contentSecurityPolicy } from '../platform/security/csp';
import { outsideSourcesFor } from '@/lib/features/outside-sources';
import {
  inventoryEntryFor,
  inventoryOrigins,
  PAYMENT_PAGE_SCRIPTS,
  type ScriptConfig,
} from './payment-page-scripts';

const SITE = new URL(env.SITE_URL).origin;
const razorpay = checkoutSources();
/** The settings of this deployment, as the server has them. */
const config: ScriptConfig = {
  site: SITE,
  checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
  razorpayOrigins: [
    ...new Set([...razorpay.script!, ...razorpay.frame!, ...razorpay.connect!, ...razorpay.img!]),
  ],
};
/** Sources that name no outside host: keywords, nonces, and the page's own data: and blob: URLs. */
const isHostSource = (value: string) =>
  !value.startsWith("'") && !['data:', 'blob:'].includes(value);

/** The payment page's policy exactly as proxy.ts builds it, by directive. */
function paymentPagePolicy(): Record<string, string[]> {
  const policy = contentSecurityPolicy({
    nonce: 'bm9uY2U=',
    https: true,
    outside: outsideSourcesFor('/online-payment'),
    report: true,
  });
  return Object.fromEntries(
    policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]),
  );
}

describe('the payment page script inventory', () => {
  it('gives every script a reason and an owner', () => {
    for (const script of PAYMENT_PAGE_SCRIPTS) {
      expect(script.reason.length).toBeGreaterThan(20);
      expect(script.owner.length).toBeGreaterThan(3);
    }
  });

  it("matches our bundles and Razorpay's configured checkout script, and nothing else", () => {
    expect(inventoryEntryFor('/_next/static/chunks/0f3a-9b1c.js', config)).toBe(
      PAYMENT_PAGE_SCRIPTS[0],
    );
    // With the build's deployment id, as Next writes it in the page.
    expect(
      inventoryEntryFor('/_next/static/chunks/0f3a-9b1c.js?dpl=dmwx4a6bc29020afe', config),
    ).toBe(PAYMENT_PAGE_SCRIPTS[0]);
    expect(inventoryEntryFor(env.RAZORPAY_CHECKOUT_URL, config)).toBe(PAYMENT_PAGE_SCRIPTS[1]);
    for (const other of [
      '/_next/static/chunks/evil.js?x=1',
      '/_next/static/chunks/evil.js?dpl=d1&x=1',
      '/_next/static/media/font.js',
      '/files/evil.js',
      'https://cdn.attacker.example/_next/static/chunks/a.js',
      new URL('/v1/other.js', env.RAZORPAY_CHECKOUT_URL).href,
      'https://www.google.com/recaptcha/api.js',
    ]) {
      expect([other, inventoryEntryFor(other, config)]).toEqual([other, undefined]);
    }
  });

  it("lets the payment page's CSP allow no outside origin the inventory does not declare", () => {
    const policy = paymentPagePolicy();
    const allowed = inventoryOrigins(config);
    const outside = Object.entries(policy)
      .filter(([name]) => !['report-uri', 'report-to'].includes(name))
      .flatMap(([name, values]) => values.filter(isHostSource).map((v) => `${name} ${v}`));
    expect(outside.filter((entry) => !allowed.has(entry.split(' ')[1]!))).toEqual([]);
    // Scripts: only our nonce (and what nonce'd scripts load); no inline code, no eval, no wildcard.
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]),
    );
    expect(policy['script-src']!.join(' ')).not.toMatch(/unsafe|\*|https:(\s|$)|http:(\s|$)/);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
  });
});
