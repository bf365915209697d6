// The settings `npm run start:try` (scripts/try.ts) gives the site: the stand-ins' addresses and keys.
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import { SITEVERIFY_PATH } from '@/e2e/stand-ins/siteverify';

/** The stand-in's reCAPTCHA secret (not a secret: it opens nothing but the stand-in). */
export const TRY_RECAPTCHA_SECRET = 'start-try-recaptcha-secret';

/** The site's settings that point it at the stand-ins. */
export function standInSettings(
  standIns: { smtpUrl: string; httpUrl: string; razorpayUrl: string },
  recaptchaSiteKey: string | undefined,
): Record<string, string> {
  return {
    SMTP_URL: standIns.smtpUrl,
    RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
    RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    RAZORPAY_API_URL: standIns.razorpayUrl,
    RAZORPAY_CHECKOUT_URL: `${standIns.razorpayUrl}/v1/checkout.js`,
    // The browser's reCAPTCHA script comes from Google, which knows no stand-in key: the
    // stand-in verifies only for a site key given here (the tests give theirs).
    ...(recaptchaSiteKey
      ? {
          RECAPTCHA_SECRET_KEY: TRY_RECAPTCHA_SECRET,
          RECAPTCHA_VERIFY_URL: `${standIns.httpUrl}${SITEVERIFY_PATH}`,
        }
      : {}),
  };
}
