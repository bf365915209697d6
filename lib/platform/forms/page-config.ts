import { env } from '@/lib/platform/env';

/**
 * What the pages with a public form need from the configuration, read at request time: the
 * reCAPTCHA site key (empty: the check is off) and the Contact Us map's address.
 */
export function publicFormConfig() {
  return { siteKey: env.RECAPTCHA_SITE_KEY ?? '', mapUrl: env.MAPS_EMBED_URL };
}
