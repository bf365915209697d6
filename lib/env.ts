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
  /** Folder of the local file storage (investor filings, photos), served under /files/. */
  STORAGE_DIR: z.string().min(1).default('.data/files'),
  /** Bearer secret of POST /api/revalidate (`npm run revalidate`); unset: the endpoint is off. */
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Set by Next.js itself (`phase-production-build` during `next build`); never set it. */
  NEXT_PHASE: z.string().optional(),
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
