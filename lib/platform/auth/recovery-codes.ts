import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time recovery codes: 16 characters of Crockford's base32 (80 random bits), shown in groups
 * of four. They are stored as plain SHA-256 digests rather than argon2id: a slow, salted hash
 * protects guessable passwords, but 80 random bits cannot be brute-forced from a digest, and a
 * digest can be looked up directly (argon2id would cost ten slow verifications per attempt, a
 * lever for anyone who wants to load the server).
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

export function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The code as typed, in canonical form (case, spaces, dashes and look-alike letters forgiven), or null. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(normaliseRecoveryCode(code) ?? code)
    .digest('hex');
