import { open, seal, SecretBoxError } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(a);
    expect(open(a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value altered anywhere', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, 20, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[at]! ^= 1;
      expect(() => open(`v1.${altered.toString('base64url')}`, 'totp:1')).toThrow(SecretBoxError);
    }
    expect(() => open('v1.short', 'totp:1')).toThrow(SecretBoxError);
    expect(() => open('v2.' + sealed.slice(3), 'totp:1')).toThrow(SecretBoxError);
  });

  it('refuses a value sealed for another context or with another key', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(() => open(sealed, 'totp:2')).toThrow(SecretBoxError);
    expect(() => open(sealed, 'totp:1', 'another-key-another-key-another-key')).toThrow(
      SecretBoxError,
    );
  });
});
