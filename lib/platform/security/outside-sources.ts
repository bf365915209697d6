import { env } from '@/lib/platform/env';
import type { OutsideSources } from './csp';

/** `https://host:port` of a configured URL, for a CSP source list. */
export const originOf = (url: string) => new URL(url).origin;

const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** reCAPTCHA v3: its script (from google.com, which loads more from gstatic.com) and invisible frame. */
export const recaptchaSources = (): OutsideSources => ({
  script: RECAPTCHA_HOSTS,
  frame: RECAPTCHA_HOSTS,
  connect: RECAPTCHA_HOSTS,
});

/** The map embed of the Contact Us page (MAPS_EMBED_URL). */
export const mapsSources = (): OutsideSources => ({ frame: [originOf(env.MAPS_EMBED_URL)] });

/** The sources of several kinds together, each list in order and without repeats. */
export function mergeSources(list: readonly OutsideSources[]): Required<OutsideSources> {
  const merged = { script: [], frame: [], connect: [], img: [] } as Required<OutsideSources>;
  for (const sources of list) {
    for (const directive of Object.keys(merged) as (keyof OutsideSources)[]) {
      for (const source of sources[directive] ?? []) {
        if (!merged[directive].includes(source)) merged[directive].push(source);
      }
    }
  }
  return merged;
}
