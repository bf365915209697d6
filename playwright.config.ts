import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from './e2e/support/investors';
import { E2E, E2E_STAFF_SECRET_KEY, FULL_BROWSER, siteEnv, siteUrl } from './e2e/support/settings';
import { STAND_IN_KEYS } from './e2e/stand-ins/razorpay/keys';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from './scripts/chromium';
import { START_COMMAND } from './scripts/launcher';

// scripts/e2e.ts (npm run test:e2e) picks free ports, finds Chromium and builds first; the
// defaults in e2e/support/settings.ts serve a plain `npx playwright test` after such a build.
/** Signs staff sessions in the e2e server; tests use it to forge an expired session. */
export const E2E_AUTH_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnop';

const { sitePort: port, dbPort, standInHttpPort, standInSmtpPort } = E2E;
const recaptchaSecret = 'e2e-recaptcha-secret';
const razorpayUrl = `http://127.0.0.1:${E2E.razorpayPort}`;
const chromium = findTestChromium();
/**
 * The headless shell's GPU process work (software compositing) in the browser process: about 7%
 * less time for the same tests on this 2-core machine (docs/operations/testing.md), the same
 * pictures. The full browser (project `full-browser`) keeps the usual flags.
 */
const TEST_FLAGS = [...CHROMIUM_FLAGS, '--in-process-gpu'];

const STAFF_EDITS = /staff-investor.*\.spec\.ts$/;
const VISUAL = /visual\.spec\.ts$/;
const EDGE = /edge\.spec\.ts$/;

/** The e2e site's environment (also the extra instances of e2e/support/instances.ts). */
export const SITE_SERVER_ENV = {
  ...siteEnv(),
  // The HTTPS nginx some specs put in front of the site is the site too (e2e/support/nginx.ts).
  SITE_ORIGIN_ALIASES: `https://127.0.0.1:${E2E.edgePort}`,
  // The specs speak to the site from 127.0.0.1 as a trusted proxy would, naming the client
  // in X-Forwarded-For (each test an address of its own); e2e/client-address.spec.ts comes
  // from 127.0.0.2, a direct client whose header counts for nothing.
  TRUSTED_PROXIES: '127.0.0.1',
  // A line per request would bury the failures in CI's log; e2e/graceful-stop.spec.ts
  // checks the access log on a site of its own.
  LOG_LEVEL: 'warn',
  NEXTAUTH_SECRET: E2E_AUTH_SECRET,
  STAFF_SECRET_KEY: E2E_STAFF_SECRET_KEY,
  EMBEDDED_DB_PORT: String(dbPort),
  // The schedule clock (lib/platform/clock.ts), which e2e/support/clock.ts moves ahead.
  TEST_CLOCK_FILE: E2E.clockFile,
  RECAPTCHA_SECRET_KEY: recaptchaSecret,
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${standInHttpPort}/recaptcha/api/siteverify`,
  SMTP_URL: `smtp://127.0.0.1:${standInSmtpPort}`,
  MAIL_FROM: 'Website <website@example.com>',
  SALES_EMAIL: 'sales-desk@example.com',
  // Overdue service requests are escalated here, not to every service member the specs make.
  SERVICE_MANAGER_EMAIL: 'service-manager@example.com',
  REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
  RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
  RAZORPAY_API_URL: razorpayUrl,
  RAZORPAY_CHECKOUT_URL: `${razorpayUrl}/v1/checkout.js`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // With TEST_TIMINGS_DIR (.ci/run), every test's time too, for scripts/slowest-tests.ts.
  reporter: [
    ['list'],
    ...(process.env.TEST_TIMINGS_DIR
      ? [
          [
            'json',
            { outputFile: path.join(process.env.TEST_TIMINGS_DIR, 'playwright.json') },
          ] as const,
        ]
      : []),
  ],
  timeout: 30_000,
  // Generous: CI machines have two cores, and the build and the browser share them.
  expect: { timeout: 10_000 },
  // Without the platform suffix: CI runs the same Debian Chromium as our machines, so the
  // pictures of e2e/visual.spec.ts match there too.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  use: {
    baseURL: siteUrl(),
    // A trace records every test (about an eighth of the run's CPU) to keep the failures'. CI's
    // machine is discarded with its files, only its log comes back: there it records nothing.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium || undefined,
      args: TEST_FLAGS,
    },
  },
  projects: [
    // The pictures of the key pages (e2e/visual.spec.ts) show the seed data as it is before any
    // other spec adds rows (a filing added and revalidated lengthens the financials page), so
    // they are taken first. `--no-deps` skips them when running one spec.
    { name: 'visual', use: { ...devices['Desktop Chrome'] }, testMatch: VISUAL },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [STAFF_EDITS, VISUAL, EDGE],
      grepInvert: new RegExp(FULL_BROWSER),
      dependencies: ['visual'],
    },
    // The same specs' full-browser tests, beside them.
    {
      name: 'full-browser',
      use: {
        ...devices['Desktop Chrome'],
        // Its own flags: it measures layout shifts as a visitor's Chrome paints them.
        launchOptions: { executablePath: findChromium() || undefined, args: CHROMIUM_FLAGS },
      },
      testIgnore: [STAFF_EDITS, VISUAL, EDGE],
      grep: new RegExp(FULL_BROWSER),
      dependencies: ['visual'],
    },
    // Staff edits of investor content show on the public pages that other specs compare with
    // the seed, so they run once those specs are done.
    {
      name: 'investor-edits',
      use: { ...devices['Desktop Chrome'] },
      testMatch: STAFF_EDITS,
      dependencies: ['chromium', 'full-browser'],
    },
    // Two more instances on Redis behind the shipped nginx edge (e2e/edge.spec.ts): it edits
    // investor content as staff (a filing of its own, listed for seconds) and stops its own Redis,
    // so it runs once the specs that compare pages with the seed are done, beside the staff edits,
    // which look at their own rows only (no barrier between the two: a failure in one does not
    // keep the other from running, and neither waits for the other's last test).
    {
      name: 'edge',
      use: { ...devices['Desktop Chrome'] },
      testMatch: EDGE,
      dependencies: ['chromium', 'full-browser'],
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx e2e/stand-ins/serve.ts',
      url: `http://127.0.0.1:${standInHttpPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        STANDIN_HTTP_PORT: String(standInHttpPort),
        STANDIN_SMTP_PORT: String(standInSmtpPort),
        STANDIN_RECAPTCHA_SECRET: recaptchaSecret,
        STANDIN_WHATSAPP_WEBHOOK: `${siteUrl()}/api/whatsapp/webhook`,
      },
    },
    {
      // Razorpay's stand-in (e2e/stand-ins/razorpay): Orders API, payment fetch, checkout.js.
      command: 'node_modules/.bin/tsx e2e/stand-ins/razorpay/main.ts',
      url: `${razorpayUrl}/v1/checkout.js`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        RAZORPAY_STAND_IN_PORT: String(E2E.razorpayPort),
        RAZORPAY_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payment/webhook`,
      },
    },
    {
      command: START_COMMAND,
      url: `http://127.0.0.1:${port}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: SITE_SERVER_ENV,
    },
  ],
});
