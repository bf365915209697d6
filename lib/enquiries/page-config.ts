import { env } from '@/lib/platform/env';

/** What the contact pages need from the configuration, read at request time. */
export function contactPageConfig() {
  return { siteKey: env.RECAPTCHA_SITE_KEY ?? '', mapUrl: env.MAPS_EMBED_URL };
}
