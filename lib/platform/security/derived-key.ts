import { hkdfSync } from 'node:crypto';
import { localStaffSecretKey } from '@/lib/platform/auth/local-secret';
import { env } from '@/lib/platform/env';

const cache = new Map<string, { secret: string; key: Buffer }>();

/**
 * A 32-byte key for one purpose (`label`, e.g. "service feedback links v1"), derived with HKDF
 * from STAFF_SECRET_KEY (a developer's local secret without it), so that no two purposes share a
 * key and none is the secret itself. Derived again when the secret changes (tests set it).
 */
export function derivedKey(label: string): Buffer {
  const secret = env.STAFF_SECRET_KEY ?? localStaffSecretKey();
  const known = cache.get(label);
  if (known?.secret === secret) return known.key;
  const key = Buffer.from(hkdfSync('sha256', secret, '', label, 32));
  cache.set(label, { secret, key });
  return key;
}
