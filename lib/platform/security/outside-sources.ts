import { env } from '@/lib/platform/env';
import type { OutsideSources } from './csp';

/** `https://host:port` of a configured URL, for a CSP source list. */
export const originOf = (url: string) => new URL(url).origin;

/** Where Google's script loads the rest of reCAPTCHA from. */
const RECAPTCHA_RELEASES = 'https://www.gstatic.com/recaptcha/';

/**
 * reCAPTCHA v3: its script's folder (RECAPTCHA_SCRIPT_URL's, by default
 * `https://www.google.com/recaptcha/`, which also serves the invisible frame and its calls) and
 * gstatic.com's, where the script loads more from.
 */
export const recaptchaSources = (): OutsideSources => {
  const hosts = [new URL('./', env.RECAPTCHA_SCRIPT_URL).href, RECAPTCHA_RELEASES];
  return { script: hosts, frame: hosts, connect: hosts };
};

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
