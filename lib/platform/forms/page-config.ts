import { env } from '@/lib/platform/env';

/** What a form's reCAPTCHA provider needs: the site key (empty: the check is off) and the script's address. */
export interface RecaptchaConfig {
  siteKey: string;
  scriptUrl: string;
}

/**
 * What the pages with a public form need from the configuration: reCAPTCHA's site key and script
 * address, and the Contact Us map's address. Read when the page is rendered, at build
 * time (the pages are static, so the edge may cache them): `npm start` rebuilds when one
 * differs from the build's (scripts/stale-build.ts, BUILD_SETTINGS).
 */
export function publicFormConfig(): { recaptcha: RecaptchaConfig; mapUrl: string } {
  return {
    recaptcha: { siteKey: env.RECAPTCHA_SITE_KEY ?? '', scriptUrl: env.RECAPTCHA_SCRIPT_URL },
    mapUrl: env.MAPS_EMBED_URL,
  };
}
