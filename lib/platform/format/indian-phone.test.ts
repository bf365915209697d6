import { formatIndianPhone, nationalDigits, telHref } from './indian-phone';

describe('formatIndianPhone', () => {
  it('writes a mobile number with +91 and 5+5 digits', () => {
    expect(formatIndianPhone('9876500002')).toBe('+91 98765 00002');
    expect(formatIndianPhone('6000012345')).toBe('+91 60000 12345');
    expect(formatIndianPhone('+91-98765-00002')).toBe('+91 98765 00002');
  });

  it('writes a landline with its STD code and trunk 0, then the number in groups', () => {
    expect(formatIndianPhone('1722200002')).toBe('0172 220 0002'); // Chandigarh
    expect(formatIndianPhone('1123456789')).toBe('011 2345 6789'); // Delhi
    expect(formatIndianPhone('2223400004')).toBe('022 2340 0004'); // Mumbai
    expect(formatIndianPhone('1762234567')).toBe('01762 234 567'); // Rajpura: a 4-digit code
    expect(formatIndianPhone('0172 2200002')).toBe('0172 220 0002');
  });

  it('leaves what is not an Indian ten-digit number as it was given', () => {
    expect(formatIndianPhone('12345')).toBe('12345');
    expect(formatIndianPhone('')).toBe('');
  });
});

describe('telHref and nationalDigits', () => {
  it('links to +91 and the ten digits, without the trunk 0', () => {
    expect(telHref('9876500002')).toBe('tel:+919876500002');
    expect(telHref('0172 220 0002')).toBe('tel:+911722200002');
    expect(telHref('+91 98765 00002')).toBe('tel:+919876500002');
    expect(telHref('12345')).toBeNull();
    expect(nationalDigits('919876500002')).toBe('9876500002');
  });
});
