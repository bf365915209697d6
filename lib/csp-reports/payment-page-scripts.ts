/**
 * Inventory of every script the payment page (/online-payment) may load (PCI DSS v4 6.4.3):
 * what it is, why the page needs it, and who answers for it. `e2e/payment-page-scripts.spec.ts`
 * fails when the built page references, or the browser fetches, a script that no entry here
 * matches; `payment-page-scripts.test.ts` fails when the page's CSP allows an outside origin that
 * no entry declares. To add a script: add its entry here (with its reason and owner) in the same
 * change that makes the page load it, and its origins to the page's CSP
 * (lib/platform/security/outside-sources.ts).
 *
 * Inline scripts are not listed one by one: on this page only scripts carrying the per-request
 * nonce run (lib/platform/security/csp.ts), and Next.js's own inline bootstrap is the only code that gets
 * it (the e2e test checks that every inline script carries it).
 */
export interface PaymentPageScript {
  name: string;
  reason: string;
  owner: string;
  /** Whether a script address (absolute URL) is this script. */
  matches: (url: URL, config: ScriptConfig) => boolean;
  /** Outside origins the script needs in the page's CSP (script, frames, calls, images). */
  origins: (config: ScriptConfig) => string[];
}

/**
 * The deployment's settings the inventory depends on (passed in, so that browser tests can use
 * the stand-ins' addresses without this module reading the environment).
 */
export interface ScriptConfig {
  /** The site's origin (SITE_URL). */
  site: string;
  /** RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  /** The outside origins Razorpay's checkout needs (`checkoutSources` in lib/payments/config.ts). */
  razorpayOrigins: string[];
}

/** Our own JavaScript bundles: content-hashed file names under /_next/static/chunks/. */
const NEXT_CHUNK = /^\/_next\/static\/chunks\/[\w.~-]+\.js$/;
/** Nothing, or the build's deployment id that Next adds to its assets (next.config.ts `deploymentId`). */
const NEXT_CHUNK_QUERY = /^(\?dpl=[\w-]{1,64})?$/;

export const PAYMENT_PAGE_SCRIPTS: readonly PaymentPageScript[] = [
  {
    name: 'Next.js and site bundles (/_next/static/chunks/*.js)',
    reason:
      "React, Next.js's router and the site's own components (the payment wizard), built from this repository by `next build`.",
    owner: 'Web team (this repository)',
    matches: (url, { site }) =>
      url.origin === site && NEXT_CHUNK.test(url.pathname) && NEXT_CHUNK_QUERY.test(url.search),
    origins: () => [],
  },
  {
    name: 'Razorpay Checkout (RAZORPAY_CHECKOUT_URL)',
    reason:
      "Razorpay's checkout form: card, UPI and net-banking details are entered in Razorpay's frames, never on our page.",
    owner: 'Accounts (Razorpay merchant account); script served by Razorpay',
    matches: (url, { checkoutUrl }) => {
      const checkout = new URL(checkoutUrl);
      return url.origin === checkout.origin && url.pathname === checkout.pathname;
    },
    origins: ({ razorpayOrigins }) => razorpayOrigins,
  },
];

/** The inventory entry a script address belongs to, or undefined when it is not in it. */
export const inventoryEntryFor = (address: string, config: ScriptConfig) => {
  const url = new URL(address, config.site);
  return PAYMENT_PAGE_SCRIPTS.find((script) => script.matches(url, config));
};

/** Every outside origin the inventory's scripts need. */
export const inventoryOrigins = (config: ScriptConfig) =>
  new Set(PAYMENT_PAGE_SCRIPTS.flatMap((s) => s.origins(config)));
