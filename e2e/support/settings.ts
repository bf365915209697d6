import { SMS_STAND_IN, STAND_IN_TEMPLATE_IDS } from '../stand-ins/sms-gateway';
import { WHATSAPP_STAND_IN } from '../stand-ins/whatsapp';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ports and folders of the e2e run, in one place. `npm run test:e2e` (scripts/e2e.ts) picks free
 * ports and a fresh storage folder and passes them on as E2E_*; these defaults serve a plain
 * `npx playwright test` after a build made with the same settings.
 */
export function e2eSettings(source: NodeJS.ProcessEnv = process.env) {
  const port = (name: string, fallback: number) => Number(source[name] ?? fallback);
  return {
    sitePort: port('E2E_PORT', 3100),
    dbPort: port('E2E_DB_PORT', 54329),
    standInHttpPort: port('E2E_STANDIN_HTTP_PORT', 3191),
    standInSmtpPort: port('E2E_STANDIN_SMTP_PORT', 3192),
    razorpayPort: port('E2E_RAZORPAY_PORT', 3199),
    /**
     * `npm run start:try`'s stand-in HTTP server in e2e/first-hour.spec.ts (TRY_STANDIN_PORT):
     * the build's reCAPTCHA script address names it, so that start:try uses the same build.
     */
    tryStandInPort: port('E2E_TRY_STANDIN_PORT', 3197),
    /** An HTTPS nginx in front of the site, started by the specs that need one. */
    edgePort: port('E2E_EDGE_PORT', 3198),
    /** Where the e2e build and server store files (investor filings, photos). */
    storageDir: source.E2E_STORAGE_DIR ?? path.join(tmpdir(), 'corporate-site-e2e-files'),
    /** The site's schedule clock runs this file's milliseconds ahead (e2e/support/clock.ts). */
    clockFile: source.E2E_CLOCK_FILE ?? path.join(tmpdir(), 'corporate-site-e2e-clock'),
  };
}

export const E2E = e2eSettings();

/** Encrypts two-factor secrets in the e2e server; the staff helpers seal test secrets with it. */
export const E2E_STAFF_SECRET_KEY = 'e2e-only-staff-secret-key-0123456789abcdef';

/** The reCAPTCHA site key of the e2e build and server (the stand-in accepts any). */
export const E2E_RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key';

/** The address the e2e server runs at, and the build is made for. */
export const siteUrl = (settings = E2E) => `http://127.0.0.1:${settings.sitePort}`;

/**
 * What the e2e build and server share: the address the site is built for and served at, and a
 * database and file storage of their own (never the developer's DATABASE_URL, .data/pg or
 * .data/files; an empty DATABASE_URL counts as unset).
 */
export const siteEnv = (settings = E2E) => ({
  PORT: String(settings.sitePort),
  SITE_URL: siteUrl(settings),
  DATABASE_URL: '',
  EMBEDDED_DB_DIR: 'memory',
  STORAGE_DIR: settings.storageDir,
  NEXT_TELEMETRY_DISABLED: '1',
  ...buildEnv(settings),
});

/**
 * The settings the e2e build bakes into its form pages (scripts/stale-build.ts BUILD_SETTINGS).
 * A site a spec starts on the shared build (e2e/graceful-stop.spec.ts, first-hour.spec.ts) must
 * give the same, or its `npm start` rebuilds the build under the running e2e site. The tests
 * serve the reCAPTCHA script themselves (useStandInRecaptcha); start:try's stand-in serves it in
 * e2e/first-hour.spec.ts.
 */
export const buildEnv = (settings = E2E) => ({
  RECAPTCHA_SITE_KEY: E2E_RECAPTCHA_SITE_KEY,
  RECAPTCHA_SCRIPT_URL: recaptchaScriptUrl(settings),
  // The SMS gateway's stand-in (e2e/stand-ins/sms-gateway.ts): the forms confirm mobiles.
  SMS_API_URL: `http://127.0.0.1:${settings.standInHttpPort}/v1/Accounts/${SMS_STAND_IN.accountSid}`,
  SMS_API_KEY: SMS_STAND_IN.key,
  SMS_API_TOKEN: SMS_STAND_IN.token,
  SMS_SENDER: SMS_STAND_IN.sender,
  SMS_DLT_ENTITY_ID: SMS_STAND_IN.entityId,
  SMS_DLT_TEMPLATE_IDS: JSON.stringify(STAND_IN_TEMPLATE_IDS),
  // WhatsApp's stand-in (e2e/stand-ins/whatsapp.ts), on the same server.
  WHATSAPP_API_URL: `http://127.0.0.1:${settings.standInHttpPort}/${WHATSAPP_STAND_IN.version}`,
  WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_STAND_IN.phoneNumberId,
  WHATSAPP_TOKEN: WHATSAPP_STAND_IN.token,
  WHATSAPP_APP_SECRET: WHATSAPP_STAND_IN.appSecret,
  WHATSAPP_VERIFY_TOKEN: WHATSAPP_STAND_IN.verifyToken,
});

/** The reCAPTCHA script address of the e2e build: start:try's stand-in (e2e/first-hour.spec.ts). */
export const recaptchaScriptUrl = (settings = E2E) =>
  `http://127.0.0.1:${settings.tryStandInPort}/recaptcha/api.js`;

/**
 * Tests of what only a full browser has (the back-forward cache, the Reporting API, the PDF
 * viewer, layout shifts as a visitor's Chrome measures them) carry this tag and run in Debian's
 * full Chromium (project `full-browser`); every other test runs in Chromium's headless shell,
 * which takes a third less time (scripts/chromium.ts).
 */
export const FULL_BROWSER = '@full-browser';
