import { financialYear, receiptNumber } from './receipt-number';

describe('financialYear', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    // 31 March 19:00 UTC is already 1 April in India.
    ['2026-03-31T19:00:00Z', '2026-27'],
    ['2099-12-31T12:00:00Z', '2099-00'],
  ])('puts %s in %s', (at, year) => {
    expect(financialYear(new Date(at))).toBe(year);
  });
});

it('receiptNumber pads the sequence to 6 digits', () => {
  expect(receiptNumber('2026-27', 1)).toBe('RCPT/2026-27/000001');
  expect(receiptNumber('2026-27', 1234567)).toBe('RCPT/2026-27/1234567');
});
