import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/platform/env';

/**
 * Encryption of small secrets at rest (two-factor secrets): AES-256-GCM with a key derived by HKDF
 * from STAFF_SECRET_KEY. `context` is bound in as associated data, so a sealed value copied to
 * another member's row (or another purpose) fails to open instead of working there.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

function key(secret = env.STAFF_SECRET_KEY): Buffer {
  if (!secret) throw new SecretBoxError('STAFF_SECRET_KEY is not set.');
  return Buffer.from(hkdfSync('sha256', secret, '', 'staff-secret-box v1', 32));
}

export function seal(plain: string, context: string, secret?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain text, or a SecretBoxError when the value was altered, or sealed for another context or key. */
export function open(sealed: string, context: string, secret?: string): string {
  const [version, data] = sealed.split('.');
  const raw = Buffer.from(data ?? '', 'base64url');
  if (version !== VERSION || raw.length < IV_BYTES + TAG_BYTES) {
    throw new SecretBoxError('Not a sealed value.');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretBoxError('The sealed value does not open with this key and context.');
  }
}
