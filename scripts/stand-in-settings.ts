// The settings `npm run start:try` (scripts/try.ts) gives the site: the stand-ins' addresses and keys.
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import { SITEVERIFY_PATH, STAND_IN_SCRIPT_PATH } from '@/e2e/stand-ins/siteverify';
import { SMS_STAND_IN, STAND_IN_TEMPLATE_IDS } from '@/e2e/stand-ins/sms-gateway';
import { WHATSAPP_STAND_IN } from '@/e2e/stand-ins/whatsapp';

/** The stand-in's reCAPTCHA secret (not a secret: it opens nothing but the stand-in). */
export const TRY_RECAPTCHA_SECRET = 'start-try-recaptcha-secret';

/** The reCAPTCHA site key start:try uses when RECAPTCHA_SITE_KEY is not set. */
export const TRY_RECAPTCHA_SITE_KEY = 'start-try-recaptcha-site-key';

/**
 * Where start:try's stand-in HTTP server (reCAPTCHA's script and siteverify, the mail inbox)
 * listens unless TRY_STANDIN_PORT says otherwise. A fixed port: the script's address is baked
 * into the form pages, so a new port on every start would call for a new build each time.
 */
export const TRY_STANDIN_PORT = 3097;

/** The site's settings that point it at the stand-ins. */
export function standInSettings(
  standIns: { smtpUrl: string; httpUrl: string; razorpayUrl: string },
  recaptchaSiteKey: string | undefined,
  /** The site's own hostname (SITE_URL's): tokens are made there, or on this machine's names. */
  siteHostname = 'localhost',
): Record<string, string> {
  return {
    SMTP_URL: standIns.smtpUrl,
    RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
    RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    RAZORPAY_API_URL: standIns.razorpayUrl,
    RAZORPAY_CHECKOUT_URL: `${standIns.razorpayUrl}/v1/checkout.js`,
    // The browser loads the stand-in's script, whose tokens the stand-in verifies: the forms
    // are captcha-checked as on a real site, with nothing asked of Google.
    RECAPTCHA_SITE_KEY: recaptchaSiteKey || TRY_RECAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET_KEY: TRY_RECAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: `${standIns.httpUrl}${SITEVERIFY_PATH}`,
    RECAPTCHA_SCRIPT_URL: `${standIns.httpUrl}${STAND_IN_SCRIPT_PATH}`,
    // The site opened as localhost or 127.0.0.1 makes tokens that verify either way.
    RECAPTCHA_HOSTNAMES: [...new Set([siteHostname, 'localhost', '127.0.0.1'])].join(','),
    // The SMS gateway's stand-in on the same server: the codes the forms send are read at /sms.
    SMS_API_URL: `${standIns.httpUrl}/v1/Accounts/${SMS_STAND_IN.accountSid}`,
    SMS_API_KEY: SMS_STAND_IN.key,
    SMS_API_TOKEN: SMS_STAND_IN.token,
    SMS_SENDER: SMS_STAND_IN.sender,
    SMS_DLT_ENTITY_ID: SMS_STAND_IN.entityId,
    SMS_DLT_TEMPLATE_IDS: JSON.stringify(STAND_IN_TEMPLATE_IDS),
    // WhatsApp's stand-in on the same server: what it took is at /whatsapp.
    WHATSAPP_API_URL: `${standIns.httpUrl}/${WHATSAPP_STAND_IN.version}`,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_STAND_IN.phoneNumberId,
    WHATSAPP_TOKEN: WHATSAPP_STAND_IN.token,
    WHATSAPP_APP_SECRET: WHATSAPP_STAND_IN.appSecret,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP_STAND_IN.verifyToken,
  };
}
