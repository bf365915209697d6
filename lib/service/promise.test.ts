import { promiseDay, promisedBy, serviceDays, SERVICE_PROMISE } from './promise';

describe('the service promise', () => {
  // 27 Nov 2026, 22:00 in India (a Friday).
  const raised = new Date('2026-11-27T16:30:00.000Z');

  it('falls due 24 hours (a centre chosen) and 48 hours (its call) after the request', () => {
    expect(promisedBy(raised, SERVICE_PROMISE.assignHours).toISOString()).toBe(
      '2026-11-28T16:30:00.000Z',
    );
    expect(serviceDays(raised, 'en')).toEqual({
      assignBy: 'Saturday, 28 November',
      callBy: 'Sunday, 29 November',
    });
  });

  it("names the day in India's time and in the page's language", () => {
    // 23:00 UTC is already the next day in India.
    expect(promiseDay(new Date('2026-11-29T23:00:00.000Z'), 'en')).toBe('Monday, 30 November');
    expect(serviceDays(raised, 'hi')).toEqual({
      assignBy: 'शनिवार, 28 नवंबर',
      callBy: 'रविवार, 29 नवंबर',
    });
  });
});
