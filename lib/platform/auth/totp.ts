import { Secret, TOTP } from 'otpauth';
import { site } from '@/content/site';
import { open, seal } from './secret-box';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
export const TOTP_PERIOD_S = 30;
/** Steps of clock drift accepted either side of now. */
export const TOTP_DRIFT_STEPS = 1;

const totp = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: `${site.shortName} staff`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps expect it typed. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries to the authenticator app. */
export const totpUri = (secret: string, email: string) => totp(secret, email).toString();

export const totpStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_S);

/** The code for a time (tests and the e2e helper compute codes with it). */
export const totpCode = (secret: string, now = Date.now()) =>
  totp(secret).generate({ timestamp: now });

/**
 * The time step of `code` when it is right for now (± the drift) and newer than `lastStep`, the
 * last step this member used; null otherwise. Accepting only newer steps makes a code single-use.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Seals a member's secret for StaffUser.totpSecret, bound to that member (the e2e helpers use it too). */
export const sealTotpSecret = (userId: string, secret: string, key?: string) =>
  seal(secret, `totp:${userId}`, key);

export const openTotpSecret = (userId: string, sealed: string) => open(sealed, `totp:${userId}`);
