import { hkdfSync } from 'node:crypto';
import { hmacHex, signatureMatches } from '@/lib/platform/security/hmac';

/**
 * Signed links of the newsletter mails: `<purpose>.<subscriber id>.<expiry>.<hmac>`, where the HMAC
 * (SHA-256, hex) covers the first three parts. Pure functions of a key, so that tests can make
 * links the server accepts; the server's key is in ./link-key.ts. A confirmation link expires;
 * an unsubscribe link (expiry 0) works for as long as the mail may be read.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

const CODES: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const TOKEN = /^([cu])\.([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;

/** The HMAC key, derived from a server secret so that it serves no other purpose. */
export const linkKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, '', 'newsletter-links v1', 32));

export function signLink(
  key: Buffer,
  purpose: LinkPurpose,
  subscriberId: string,
  expiresAt: Date | null,
): string {
  const expiry = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
  const payload = `${CODES[purpose]}.${subscriberId}.${expiry}`;
  return `${payload}.${hmacHex(key, payload)}`;
}

export type LinkCheck =
  { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (in constant time), then the purpose, then the expiry. */
export function verifyLink(
  key: Buffer,
  purpose: LinkPurpose,
  token: unknown,
  now = new Date(),
): LinkCheck {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return { ok: false, reason: 'invalid' };
  const [, code, subscriberId, expiry, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const payload = `${code}.${subscriberId}.${expiry}`;
  if (!signatureMatches(hmacHex(key, payload), signature) || code !== CODES[purpose]) {
    return { ok: false, reason: 'invalid' };
  }
  const seconds = Number(expiry);
  if (seconds !== 0 && seconds * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId };
}
