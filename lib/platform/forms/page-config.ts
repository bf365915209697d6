import { env } from '@/lib/platform/env';

/**
 * What the pages with a public form need from the configuration: the reCAPTCHA site key (empty:
 * the check is off) and the Contact Us map's address. Read when the page is rendered, at build
 * time (the pages are static, so the edge may cache them): `npm start` rebuilds when either
 * differs from the build's (scripts/stale-build.ts, BUILD_SETTINGS).
 */
export function publicFormConfig() {
  return { siteKey: env.RECAPTCHA_SITE_KEY ?? '', mapUrl: env.MAPS_EMBED_URL };
}
