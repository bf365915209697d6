/**
 * Content-Security-Policy, built in one place for proxy.ts.
 *
 * Two kinds of page:
 * - Static and ISR pages (almost all of the site) are rendered once and served to everybody, so
 *   they cannot carry a per-request nonce. Next.js's App Router puts inline bootstrap scripts in
 *   them, which therefore need 'unsafe-inline'; script files still come only from our own origin.
 * - Pages that are rendered per request anyway and are worth more to an attacker (the online
 *   payment page, the staff area) get a fresh nonce and 'strict-dynamic': only scripts carrying
 *   the nonce, and what they load, run there.
 */

import { TRANSLATED_LANGUAGES } from '@/content/languages';
import { decodedPath } from './address-spelling';

export interface OutsideSources {
  script?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
}

/**
 * Paths (and everything below them) that are rendered per request with a nonce: the payment
 * page in every language (/hi/online-payment is its Hindi twin) and the staff area (English only).
 */
export const NONCE_PATH_PREFIXES: readonly string[] = [
  '/online-payment',
  ...TRANSLATED_LANGUAGES.map((language) => `/${language}/online-payment`),
  '/staff',
];

/**
 * Judged on the address as spelled and as Next.js routes it (escapes decoded): `/%68i/online-payment`
 * is the Hindi payment page, and gets its policy (proxy.ts also sends it to the plain spelling).
 */
export const needsNonce = (pathname: string) =>
  [pathname, decodedPath(pathname)].some((path) =>
    NONCE_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)),
  );

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where browsers send violation reports (app/api/csp-report), on our own origin. `report-uri` is
 * read by every browser; `report-to` names the endpoint of the `Reporting-Endpoints` header (the
 * Reporting API). Chromium reads that header only on HTTPS responses, and once a policy has
 * `report-to` it ignores `report-uri`: so `report-to` is sent over HTTPS only, or reports from a
 * plain-HTTP page (development, tests) would be lost.
 */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp-endpoint';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

export function contentSecurityPolicy(options: {
  nonce?: string;
  dev?: boolean;
  https?: boolean;
  outside?: OutsideSources;
  /** Ask browsers to report violations (the pages with a nonce: nothing else should run there). */
  report?: boolean;
}): string {
  const { nonce, dev = false, https = false, outside = {}, report = false } = options;
  const script = nonce
    ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]
    : [`'self'`, `'unsafe-inline'`];
  if (dev) script.push(`'unsafe-eval'`); // React's development build evaluates code
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': [...script, ...(outside.script ?? [])],
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:', ...(outside.img ?? [])],
    'font-src': [`'self'`],
    'connect-src': [`'self'`, ...(dev ? ['ws:'] : []), ...(outside.connect ?? [])],
    'frame-src': outside.frame?.length ? outside.frame : [`'none'`],
    'media-src': [`'self'`],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  if (report) policy.push(`report-uri ${CSP_REPORT_PATH}`);
  if (report && https) policy.push(`report-to ${CSP_REPORT_GROUP}`);
  return policy.join('; ');
}
