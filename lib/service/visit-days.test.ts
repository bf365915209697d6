import { addDays, indiaDay, isVisitDay, visitDayLabel, visitDayRange } from './visit-days';

describe('visit days (Asia/Kolkata)', () => {
  // Sunday 29 November 2026, 20:00 UTC: already Monday 30 November, 01:30 in India.
  const now = new Date('2026-11-29T20:00:00.000Z');

  it("counts from India's day, not the server's", () => {
    expect(indiaDay(now)).toBe('2026-11-30');
    expect(visitDayRange(now)).toEqual({ min: '2026-12-01', max: '2026-12-30' });
  });

  it('takes tomorrow to 30 days ahead, never a Sunday, never a day that does not exist', () => {
    expect(isVisitDay('2026-12-01', now)).toBe(true);
    expect(isVisitDay('2026-12-30', now)).toBe(true);
    expect(isVisitDay('2026-11-30', now)).toBe(false); // today
    expect(isVisitDay('2026-12-31', now)).toBe(false); // 31 days ahead
    expect(isVisitDay('2026-12-06', now)).toBe(false); // a Sunday
    expect(isVisitDay('2026-02-30', new Date('2026-02-10T00:00:00Z'))).toBe(false);
    expect(isVisitDay('1 Dec', now)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("names the day in the page's language", () => {
    expect(visitDayLabel('2026-12-01', 'en')).toBe('Tuesday, 1 December');
    expect(visitDayLabel('2026-12-01', 'hi')).toBe('मंगलवार, 1 दिसंबर');
  });
});
