import { newTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp';

const secret = newTotpSecret();
const now = Date.UTC(2026, 0, 1, 12, 0, 15);
const step = totpStep(now);
const at = (steps: number) => now + steps * 30_000;

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits);
    // the 6-digit code is its last six digits.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
  });

  it('accepts the current code and one step of drift either way, nothing further', () => {
    expect(verifyTotp(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, at(-1)), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, at(1)), null, now)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, at(-2)), null, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, at(2)), null, now)).toBeNull();
  });

  it('accepts a code once: its step, or an older one, is refused after use', () => {
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, code, step, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, at(-1)), step, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, at(1)), step, now)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ` ${totpCode(secret, now)}`]) {
      expect(verifyTotp(secret, code, null, now)).toBeNull();
    }
  });

  it('puts the member and the site in the otpauth address', () => {
    expect(totpUri(secret, 'a@example.com')).toMatch(
      new RegExp(`^otpauth://totp/.+:a%40example\\.com\\?.*secret=${secret}`),
    );
  });
});
