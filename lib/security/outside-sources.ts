import { checkoutSources } from '@/lib/payments/config';
import type { OutsideSources } from './csp';

/**
 * The outside hosts each page needs, and only those pages. Later features (captcha and map on
 * the contact page, the payment provider's checkout) add their entries here.
 */
const PAGE_SOURCES: { prefix: string; sources: () => OutsideSources }[] = [
  { prefix: '/online-payment', sources: checkoutSources },
];

export function outsideSourcesFor(pathname: string): OutsideSources {
  const merged: Required<OutsideSources> = { script: [], frame: [], connect: [], img: [] };
  for (const { prefix, sources } of PAGE_SOURCES) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
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
