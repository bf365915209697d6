import { localStaffSecretKey } from '@/lib/platform/auth/local-secret';
import { env } from '@/lib/platform/env';
import { linkKey } from './links';

let cached: { secret: string; key: Buffer } | undefined;

/**
 * The newsletter links' key, derived (HKDF, its own label) from STAFF_SECRET_KEY, a server-only
 * secret a public site must set; a developer's machine uses the local one `npm start` makes.
 * Changing STAFF_SECRET_KEY invalidates every confirmation and unsubscribe link already sent.
 */
export function newsletterLinkKey(): Buffer {
  const secret = env.STAFF_SECRET_KEY ?? localStaffSecretKey();
  if (cached?.secret !== secret) cached = { secret, key: linkKey(secret) };
  return cached.key;
}
