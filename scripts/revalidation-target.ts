import { existingLocalRevalidateSecret } from '@/lib/platform/auth/local-secret';
import { findRunningSite } from '@/lib/platform/db/running-site';
import { env } from '@/lib/platform/env';

/**
 * Where `npm run revalidate` (and `db:seed --bulk`) ask for fresh investor pages: SITE_URL with
 * REVALIDATE_SECRET when it is set; otherwise the site running on the embedded database here
 * (its port from `.data/pg.site.json`, on 127.0.0.1) with the local secret `npm start` gave it.
 */
export function revalidationTarget(): { url: string; secret: string } | null {
  if (env.REVALIDATE_SECRET) return { url: env.SITE_URL, secret: env.REVALIDATE_SECRET };
  if (env.DATABASE_URL || env.EMBEDDED_DB_DIR === 'memory') return null;
  const site = findRunningSite(env.EMBEDDED_DB_DIR);
  const secret = existingLocalRevalidateSecret();
  return site && secret ? { url: `http://127.0.0.1:${site.sitePort}`, secret } : null;
}
