import {
  addMonths,
  formatDay,
  isCalendarDate,
  todayInIndia,
  warrantyEndsOn,
  warrantyStatus,
} from './dates';

describe('warranty end dates', () => {
  it.each([
    ['2026-03-15', 12, '2027-03-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'], // leap year
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-04-01', 60, '2031-04-01'],
    ['2026-05-31', 120, '2036-05-31'],
  ])('%s + %i months ends on %s', (from, months, end) => {
    expect(warrantyEndsOn(from, months)).toBe(end);
  });

  it('refuses a day that does not exist', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

it('knows real calendar days', () => {
  expect(isCalendarDate('2024-02-29')).toBe(true);
  expect(isCalendarDate('2025-02-29')).toBe(false);
  expect(isCalendarDate('2026-13-01')).toBe(false);
  expect(isCalendarDate('26-01-01')).toBe(false);
});

it("takes today from India's clock", () => {
  expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  expect(todayInIndia(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
});

it('is active through its last day', () => {
  expect(warrantyStatus('2026-04-01', '2026-04-01')).toBe('active');
  expect(warrantyStatus('2026-03-31', '2026-04-01')).toBe('expired');
});

it('formats a day for people', () => {
  expect(formatDay('2027-03-05')).toBe('5 March 2027');
});

it('formats a day in Hindi by the hi-IN locale, Latin digits kept', () => {
  expect(formatDay('2027-03-05', 'hi')).toBe('5 मार्च 2027');
  expect(formatDay('2027-03-05', 'en')).toBe('5 March 2027');
});
