import { createHmac, hkdfSync } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { isEmail } from '@/lib/platform/validation/email';
import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';

/** Whom an admin looks for: an e-mail address (lower case) or a 10-digit Indian mobile number. */
export type PersonIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Reads what an admin typed: an e-mail address in any letter case, or a mobile number with or
 * without spaces, dashes, brackets, a +91 / 91 / 0 prefix. Null when it is neither.
 */
export function parseIdentifier(raw: unknown): PersonIdentifier | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? { kind: 'phone', value: digits } : null;
}

export class IdentifierError extends Error {
  constructor(message: string = PRIVACY_TOOL_TEXT.errors.identifier) {
    super(message);
    this.name = 'IdentifierError';
  }
}

export function requireIdentifier(raw: unknown): PersonIdentifier {
  const id = parseIdentifier(raw);
  if (!id) throw new IdentifierError();
  return id;
}

/**
 * A keyed digest of one e-mail address or phone number (HMAC-SHA256 under a key derived from
 * STAFF_SECRET_KEY, 16 hex digits). It matches records of one person up (audit rows, masked
 * payments) without holding the address, and unlike a plain hash it cannot be reversed by trying
 * every phone number. Changing STAFF_SECRET_KEY changes every digest.
 */
export function personDigest(id: PersonIdentifier, secret = env.STAFF_SECRET_KEY): string {
  if (!secret) throw new Error('STAFF_SECRET_KEY is not set.');
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'personal-data digest v1', 32));
  return createHmac('sha256', key).update(`${id.kind}:${id.value}`).digest('hex').slice(0, 16);
}

/** How the audit log names a person: masked (`a***@example.com`, `******3210`) with the digest. */
export function auditName(id: PersonIdentifier): string {
  return `${maskIdentifier(id)} (ref ${personDigest(id)})`;
}

export function maskIdentifier(id: PersonIdentifier): string {
  if (id.kind === 'phone') return `******${id.value.slice(-4)}`;
  const [local = '', domain = ''] = id.value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
