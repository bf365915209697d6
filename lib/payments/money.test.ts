import fc from 'fast-check';
import { formatPaise, formatRupees, parseRupeesToPaise } from './money';

describe('parseRupeesToPaise', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    [' 1,50,000.05 ', 15_000_005],
    ['0.01', 1],
    [1500, 150_000],
    [0.29, 29],
    [1234.56, 123_456],
    ['0', 0],
  ])('reads %j as %i paise', (input, paise) => {
    expect(parseRupeesToPaise(input)).toBe(paise);
  });

  it.each([
    ['1500.505'],
    ['-5'],
    ['1e3'],
    ['abc'],
    [''],
    ['.5'],
    ['12.'],
    [1e-7],
    [-1],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [{}],
    ['1234567890'],
  ])('refuses %j', (input) => {
    expect(parseRupeesToPaise(input)).toBeNull();
  });

  it('never drifts: rupees.paise text always comes back as the same integer paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        expect(parseRupeesToPaise(formatPaise(paise))).toBe(paise);
      }),
    );
  });
});

describe('formatting', () => {
  it('gives 2 decimals and Indian grouping', () => {
    expect(formatPaise(150_050)).toBe('1500.50');
    expect(formatPaise(7)).toBe('0.07');
    expect(formatRupees(15_000_005)).toBe('₹1,50,000.05');
    expect(formatRupees(100)).toBe('₹1.00');
  });

  it("groups rupees the Indian way whatever the server's locale: ₹2,450.00, ₹1,25,000.00, ₹1,00,00,000.00", () => {
    expect(formatRupees(245_000)).toBe('₹2,450.00');
    expect(formatRupees(12_500_000)).toBe('₹1,25,000.00');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(99_999)).toBe('₹999.99');
  });
});
