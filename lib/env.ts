import { z } from 'zod';

/**
 * Every environment variable the site reads, parsed once. Nothing else in the code base reads
 * `process.env`; import `env` from here. A missing or malformed value stops start-up with a
 * message that names the variable (see `formatEnvError`).
 */

const port = z.coerce.number().int().min(1).max(65535);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  /** Public address of the site, used for canonical URLs, the sitemap and cookies. */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** A PostgreSQL server. When unset, an embedded PostgreSQL (PGlite) is started instead. */
  DATABASE_URL: postgresUrl.optional(),
  /** Where the embedded database keeps its files; `memory` keeps them in memory only. */
  EMBEDDED_DB_DIR: z.string().min(1).default('.data/pg'),
  /** Local port of the embedded database; a free one is chosen when unset. */
  EMBEDDED_DB_PORT: port.optional(),
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
  /** Largest amount, in rupees, one online payment may be for (at most 1 crore). */
  PAYMENT_MAX_INR: z.coerce.number().int().min(1).max(10_000_000).default(500_000),
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

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value counts as unset (`FOO= npm start`, or an empty line in a .env file).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new EnvError(formatEnvError(result.error));
  const data = result.data;
  return { ...data, SITE_URL: data.SITE_URL ?? `http://localhost:${data.PORT}` };
}

export const env: Env = parseEnv(process.env);
