import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes of four groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){3}[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it('forgive case, spaces, dashes and look-alike letters when typed', () => {
    const [code] = newRecoveryCodes();
    const typed = ` ${code!.toUpperCase().replaceAll('-', ' ')} `;
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code!));
    expect(normaliseRecoveryCode('OOOO-llll-IIII-0000')).toBe('0000111111110000');
    expect(normaliseRecoveryCode('123456')).toBeNull();
    expect(normaliseRecoveryCode('uuuu-uuuu-uuuu-uuuu')).toBeNull();
  });
});
