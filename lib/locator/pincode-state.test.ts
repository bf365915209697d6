import { INDIAN_STATES } from '@/content/locator';
import { pincodeState } from './pincode-state';

describe('pincodeState', () => {
  it('reads the state from the postal circle, the longest prefix first', () => {
    expect(pincodeState('110001')).toBe('Delhi');
    expect(pincodeState('160017')).toBe('Chandigarh');
    expect(pincodeState('152001')).toBe('Punjab');
    expect(pincodeState('141001')).toBe('Punjab');
    expect(pincodeState('403001')).toBe('Goa');
    expect(pincodeState('400001')).toBe('Maharashtra');
    expect(pincodeState('248001')).toBe('Uttarakhand');
    expect(pincodeState('226001')).toBe('Uttar Pradesh');
    expect(pincodeState('834001')).toBe('Jharkhand');
    expect(pincodeState('800001')).toBe('Bihar');
    expect(pincodeState('737101')).toBe('Sikkim');
  });

  it('has none for army postal pincodes and malformed ones', () => {
    expect(pincodeState('990001')).toBeNull();
    expect(pincodeState('012345')).toBeNull();
    expect(pincodeState('11000')).toBeNull();
  });

  it('names only states of INDIAN_STATES', () => {
    const names = new Set<string>(INDIAN_STATES);
    for (let p = 100000; p < 900000; p += 1000) {
      const state = pincodeState(String(p));
      if (state) expect(names.has(state)).toBe(true);
    }
  });
});
