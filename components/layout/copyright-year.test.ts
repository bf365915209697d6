import { copyrightYear } from './copyright-year';

describe('copyrightYear', () => {
  it('is the year now, never a year typed in', () => {
    expect(copyrightYear()).toBe(
      Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format()),
    );
  });

  it('turns over at midnight in India, not in UTC', () => {
    // 31 December 2026, 19:00 UTC is 00:30 on 1 January 2027 in India.
    expect(copyrightYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(copyrightYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });
});
