import { z } from 'zod';
import { isPublicRange, parseTrustedProxies } from '@/lib/platform/proxy-trust.mjs';
import { parseRedisUrl } from '@/lib/platform/redis-url.mjs';

/**
 * Every environment variable the site reads, parsed once. No app code reads `process.env`
 * anywhere else; import `env` from here. A missing or malformed value stops start-up with a
 * message that names the variable (see `formatEnvError`).
 */

const port = z.coerce.number().int().min(1).max(65535);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  /** Address `npm start` listens on (e.g. 127.0.0.1 behind nginx); unset: every interface. */
  BIND_ADDRESS: z.ipv4().or(z.ipv6()).or(z.literal('localhost')).optional(),
  /** Public address of the site, used for canonical URLs, the sitemap and cookies. */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * Other origins the site is also served at (comma-separated, e.g. `https://example.in`): posts
   * to the public API are accepted from SITE_URL's origin and these only.
   */
  SITE_ORIGIN_ALIASES: z
    .string()
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)) {
        const url = URL.parse(item);
        if (!url || !/^https?:$/.test(url.protocol)) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .optional(),
  /** A PostgreSQL server. When unset, an embedded PostgreSQL (PGlite) is started instead. */
  DATABASE_URL: postgresUrl.optional(),
  /** Where the embedded database keeps its files; `memory` keeps them in memory only. */
  EMBEDDED_DB_DIR: z.string().min(1).default('.data/pg'),
  /** Local port of the embedded database; a free one is chosen when unset. */
  EMBEDDED_DB_PORT: port.optional(),
  /**
   * Load the sample investors, filings and subscribers at start-up: `true` or `false`. Unset:
   * only into the embedded database, never into DATABASE_URL (`npm run db:seed -- --sample`).
   */
  SEED_SAMPLE_DATA: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .optional(),
  /**
   * `true`: `npm start` never builds; a missing or stale build stops it with a message. For a
   * site started on a build another site is serving (the browser tests' own sites), which a
   * rebuild would change under it.
   */
  START_WITHOUT_BUILD: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .optional(),
  /** Least important log lines written (lib/platform/log): `info` logs every API request. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Tests only (the browser tests' site, e2e/support/clock.ts): a file holding milliseconds by
   * which the schedule clock (lib/platform/clock.ts) runs ahead of the real one. Refused for a
   * public SITE_URL.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /** Page-view logs older than this are deleted by `npm run prune`. */
  CLICKLOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Contact enquiries (and the mail copying them) older than this: deleted by `npm run prune`. */
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** Dealer enquiries (and the mail copying them) older than this: deleted by `npm run prune`. */
  DEALER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /**
   * Outgoing e-mails that copy no record of their own (set-password links, newsletter
   * confirmations, notices) older than this: deleted by `npm run prune`. Mail that copies a
   * record (an enquiry, a registration, a request) is kept as long as that record.
   */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** Staff sign-in attempts older than this are deleted by `npm run prune` (lock-out needs 15 minutes). */
  LOGIN_ATTEMPT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Warranty registrations are deleted (with their invoice) this many days after the warranty ends, by `npm run prune`. */
  WARRANTY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(1095),
  /** Closed service requests (with their photos and history) are deleted this many days after closing, by `npm run prune`. */
  SERVICE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(1095),
  /** Hours a newsletter confirmation link works (double opt-in, lib/newsletter). */
  NEWSLETTER_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /** Newsletter sign-ups never confirmed are deleted this many days after, by `npm run prune`. */
  NEWSLETTER_PENDING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Signs staff sessions. Required for a public SITE_URL; `npm start` makes a local one otherwise. */
  NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts staff two-factor secrets at rest (AES-256-GCM, key derived with HKDF). Required for a
   * public SITE_URL; `npm start` makes a local one otherwise. Changing it invalidates every enrolment.
   * The newsletter's confirmation and unsubscribe links are signed with a key derived from it
   * (lib/newsletter/link-key.ts): changing it also invalidates the links already mailed.
   */
  STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A staff session ends after this many minutes without a request (and after 8 hours anyway). */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(30),

  // ---- enquiries: reCAPTCHA, rate limits, mail, map ----
  /** reCAPTCHA v3 keys; without both, the captcha check is skipped (allowed on localhost only). */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * Where browsers load reCAPTCHA's script (`?render=<site key>` is added). Google's by default;
   * `https://www.recaptcha.net/recaptcha/api.js` where google.com is blocked, or a local stand-in
   * (`npm run start:try`). Baked into the form pages at build time, like the site key; the pages'
   * CSP allows its folder.
   */
  RECAPTCHA_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api.js'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Hostnames a token may come from (comma-separated); unset: the hostname of SITE_URL. */
  RECAPTCHA_HOSTNAMES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  /** Form submissions allowed per client address and form, per minute and per day. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(50),
  /**
   * Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs or `loopback`,
   * comma-separated; lib/platform/proxy-trust.mjs). Unset: none, and a client's address is its
   * connection's. Read by scripts/next-server.mjs; parsed here so a bad value stops start-up.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseTrustedProxies(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default([]),
  /** Replaced by TRUSTED_PROXIES: set, it stops start-up so that nobody believes it still works. */
  TRUSTED_PROXY_HOPS: z
    .never({ error: 'is no longer read: name the proxies in TRUSTED_PROXIES instead' })
    .optional(),
  /** SMTP server for enquiry e-mails (`smtp://user:pass@host:587`); unset: mail stays queued. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Website <no-reply@localhost>'),
  SALES_EMAIL: z.email().default('sales@example.com'),
  /**
   * Who is told when a service request misses its promised deadline (lib/service/overdue.ts), once
   * per request and deadline. Unset: every active member of staff with the `service` role.
   */
  SERVICE_MANAGER_EMAIL: z.email().optional(),
  /** Page shown in the Contact Us map frame. */
  MAPS_EMBED_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/maps?q=Sector+17,+Chandigarh+160022&output=embed'),
  /**
   * Where the dealer locator's Directions links go: `destination` (and `origin`) are added to it.
   * The server never requests it.
   */
  MAPS_DIRECTIONS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/maps/dir/?api=1'),
  /**
   * Where stored files (investor filings, photos, invoices) live: `disk` (under STORAGE_DIR, for
   * one instance) or `database` (in PostgreSQL, shared by every instance on the database).
   */
  FILE_STORAGE: z
    .enum(
      ['disk', 'database'],
      'must be disk (files under STORAGE_DIR, one instance) or database (files in PostgreSQL, shared by several instances)',
    )
    .default('disk'),
  /** Folder of the local file storage (investor filings, photos), served under /files/. */
  STORAGE_DIR: z.string().min(1).default('.data/files'),
  /** Bearer secret of POST /api/revalidate (`npm run revalidate`); unset: the endpoint is off. */
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Redis shared by several instances of one build for Next's ISR and data cache
   * (`redis://[:password@]host:port[/db]`, lib/platform/cache); unset: each instance keeps its own.
   */
  REDIS_URL: z
    .string()
    .superRefine((text, ctx) => {
      try {
        parseRedisUrl(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  /**
   * The build's deployment id (letters, digits, `-`, `_`), read by `npm run build`; unset: a new
   * one per build (scripts/serve.ts keeps it in .next/DEPLOYMENT_ID for `npm start`).
   */
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _')
    .optional(),
  /** Set by Next.js itself (`phase-production-build` during `next build`); never set it. */
  NEXT_PHASE: z.string().optional(),
  /** Razorpay API keys; without the key id and secret, online payment says it is unavailable. */
  RAZORPAY_KEY_ID: z.string().max(64).optional(),
  RAZORPAY_KEY_SECRET: z.string().max(128).optional(),
  /** Secret of the Razorpay webhook (not the API key secret); without it webhooks answer 503. */
  RAZORPAY_WEBHOOK_SECRET: z.string().max(128).optional(),
  /** Razorpay's API host and checkout script: configurable so tests can serve a stand-in. */
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Razorpay webhook events made longer ago than this are refused (answered 2xx, recorded). */
  WEBHOOK_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  /** Largest amount, in rupees, one online payment may be for (at most 1 crore). */
  PAYMENT_MAX_INR: z.coerce.number().int().min(1).max(10_000_000).default(500_000),

  // ---- text messages (lib/mobile-check): an Indian SMS gateway speaking Exotel's SMS API ----
  /**
   * The gateway's account address (`https://api.exotel.com/v1/Accounts/<account sid>`, or the
   * Mumbai cluster's `api.in.exotel.com`). Unset: no text messages; the forms then take a mobile
   * number without a code and say so. Set: SMS_API_KEY to SMS_DLT_TEMPLATE_IDS are required.
   */
  SMS_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The gateway's API key and token (HTTP Basic). */
  SMS_API_KEY: z.string().max(200).optional(),
  SMS_API_TOKEN: z.string().max(200).optional(),
  /** The sender header registered on the DLT platform (six letters, TRAI). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the six capital letters of the DLT header')
    .optional(),
  /** The company's Principal Entity id on the DLT platform. */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the DLT entity id (digits)')
    .optional(),
  /**
   * The DLT content template id of each message and language, as JSON:
   * `{"otp.en":"1107...","otp.hi":"1107..."}` (docs/features/mobile-check.md lists them).
   */
  SMS_DLT_TEMPLATE_IDS: z
    .string()
    .transform((text, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const entries =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? Object.entries(parsed)
          : null;
      if (!entries || entries.some(([, id]) => typeof id !== 'string' || !/^\d{10,25}$/.test(id))) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON object of template ids, e.g. {"otp.en":"1107161234567890123"}',
        });
        return z.NEVER;
      }
      return Object.fromEntries(entries) as Record<string, string>;
    })
    .optional(),
  // ---- WhatsApp Business Cloud API (lib/text-messages): template messages and their webhook ----
  /** Meta's Graph API with its version; tests point it at a local stand-in. */
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://graph.facebook.com/v21.0'),
  /** The business phone number's id. Unset: no WhatsApp messages, and the forms do not offer them. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the phone number id (digits)')
    .optional(),
  /** The system user's access token (Bearer). */
  WHATSAPP_TOKEN: z.string().max(1000).optional(),
  /** The app secret: the webhook's X-Hub-Signature-256 is an HMAC of the body with it. */
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The verify token set in the app's webhook settings (the GET handshake). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Codes sent by SMS to all numbers together in a day, at most (SMS pumping costs money). */
  MOBILE_CHECKS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(2000),
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class EnvError extends Error {}

export function formatEnvError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}: ${issue.message}`;
  });
  return `Invalid environment configuration:\n${lines.join('\n')}`;
}

/** Secrets that may be left out on a developer's machine but never on a public site. */
const PUBLIC_SITE_REQUIRES = ['NEXTAUTH_SECRET', 'STAFF_SECRET_KEY'] as const;

/** The gateway's settings that come with SMS_API_URL. */
const SMS_REQUIRES = [
  'SMS_API_KEY',
  'SMS_API_TOKEN',
  'SMS_SENDER',
  'SMS_DLT_ENTITY_ID',
  'SMS_DLT_TEMPLATE_IDS',
] as const;

/** The WhatsApp settings that come with WHATSAPP_PHONE_NUMBER_ID. */
const WHATSAPP_REQUIRES = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

export const isLocalUrl = (url: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value counts as unset (`FOO= npm start`, or an empty line in a .env file).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new EnvError(formatEnvError(result.error));
  const data = result.data;
  const siteUrl = data.SITE_URL ?? `http://localhost:${data.PORT}`;
  if (data.WHATSAPP_PHONE_NUMBER_ID) {
    const missing = WHATSAPP_REQUIRES.filter((name) => !data[name]);
    if (missing.length) {
      throw new EnvError(
        `Invalid environment configuration:\n${missing
          .map((name) => `  ${name}: required when WHATSAPP_PHONE_NUMBER_ID is set`)
          .join('\n')}`,
      );
    }
  }
  if (data.SMS_API_URL) {
    const missing = SMS_REQUIRES.filter((name) => !data[name]);
    if (missing.length) {
      throw new EnvError(
        `Invalid environment configuration:\n${missing
          .map((name) => `  ${name}: required when SMS_API_URL is set`)
          .join('\n')}`,
      );
    }
  }
  if (!isLocalUrl(siteUrl)) {
    const problems = PUBLIC_SITE_REQUIRES.filter((name) => !data[name]).map(
      (name) => `  ${name}: required when SITE_URL (${siteUrl}) is a public address`,
    );
    if (data.TEST_CLOCK_FILE) {
      problems.push(
        `  TEST_CLOCK_FILE: is for tests only, never for a public SITE_URL (${siteUrl})`,
      );
    }
    const open = data.TRUSTED_PROXIES.filter(isPublicRange).map((range) => range.text);
    if (open.length) {
      problems.push(
        `  TRUSTED_PROXIES: ${open.join(', ')} can be reached by anyone, who could then choose ` +
          `their own client address; trust only your own proxies' loopback or private addresses`,
      );
    }
    if (problems.length) {
      throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`);
    }
  }
  return { ...data, SITE_URL: siteUrl };
}

export const env: Env = parseEnv(process.env);
