import { env } from '@/lib/env';
import { checkoutSources } from '@/lib/payments/config';
import type { OutsideSources } from './csp';

/**
 * The outside hosts each page needs, and only those pages; a page not listed here may reach
 * none.
 */
const PAGE_SOURCES: { prefix: string; exact?: boolean; sources: () => OutsideSources }[] = [
  // Contact form: reCAPTCHA v3 (script from google.com, which loads more from gstatic.com, and
  // its invisible frame) and the map embed. The investor index shows the same page, but not
  // the investor subpages (exact).
  { prefix: '/contact-us', sources: () => contactPageSources() },
  { prefix: '/investor-relations', exact: true, sources: () => contactPageSources() },
  // Dealer form: reCAPTCHA v3 only.
  { prefix: '/dealers-distributors', sources: () => recaptchaSources() },
  // Service request form: reCAPTCHA v3 only (not the tracking page below it).
  { prefix: '/service-request', exact: true, sources: () => recaptchaSources() },
  // Warranty registration: reCAPTCHA v3 only (the check page below it needs none).
  { prefix: '/warranty', exact: true, sources: () => recaptchaSources() },
  { prefix: '/online-payment', sources: checkoutSources },
];

export function outsideSourcesFor(pathname: string): OutsideSources {
  const merged: Required<OutsideSources> = { script: [], frame: [], connect: [], img: [] };
  for (const { prefix, exact, sources } of PAGE_SOURCES) {
    if (pathname !== prefix && (exact || !pathname.startsWith(`${prefix}/`))) continue;
    const s = sources();
    merged.script.push(...(s.script ?? []));
    merged.frame.push(...(s.frame ?? []));
    merged.connect.push(...(s.connect ?? []));
    merged.img.push(...(s.img ?? []));
  }
  return merged;
}

/** `https://host:port` of a configured URL, for a CSP source list. */
export const originOf = (url: string) => new URL(url).origin;

const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

const recaptchaSources = (): OutsideSources => ({
  script: RECAPTCHA_HOSTS,
  frame: RECAPTCHA_HOSTS,
  connect: RECAPTCHA_HOSTS,
});

function contactPageSources(): OutsideSources {
  const recaptcha = recaptchaSources();
  return { ...recaptcha, frame: [...recaptcha.frame!, originOf(env.MAPS_EMBED_URL)] };
}
