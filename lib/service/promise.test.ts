import {
  deadlinesFrom,
  DEFAULT_PROMISE,
  promiseDay,
  serviceDays,
  servicePromiseSchema,
} from './promise';
import { SERVICE_PROMISE_MESSAGES as M } from '@/content/service';

describe('the service promise', () => {
  // 27 Nov 2026, 22:00 in India (a Friday).
  const raised = new Date('2026-11-27T16:30:00.000Z');

  it('falls due 24 hours (a centre chosen) and 48 hours (its call) after the request by default', () => {
    const deadlines = deadlinesFrom(raised, DEFAULT_PROMISE);
    expect(deadlines.assignBy.toISOString()).toBe('2026-11-28T16:30:00.000Z');
    expect(serviceDays(deadlines, 'en')).toEqual({
      assignBy: 'Saturday, 28 November',
      callBy: 'Sunday, 29 November',
    });
  });

  it("names the day in India's time and in the page's language", () => {
    // 23:00 UTC is already the next day in India.
    expect(promiseDay(new Date('2026-11-29T23:00:00.000Z'), 'en')).toBe('Monday, 30 November');
    expect(serviceDays(deadlinesFrom(raised, DEFAULT_PROMISE), 'hi')).toEqual({
      assignBy: 'शनिवार, 28 नवंबर',
      callBy: 'रविवार, 29 नवंबर',
    });
  });
});

describe('the promise form (servicePromiseSchema)', () => {
  const valid = { productLine: 'cctv', area: 'Punjab', assignHours: '12', callHours: '36' };
  const errors = (input: Record<string, unknown>) => {
    const result = servicePromiseSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('takes a line, a state or all of India, and whole hours 1 to 720', () => {
    expect(servicePromiseSchema.parse(valid)).toEqual({ ...valid, assignHours: 12, callHours: 36 });
    expect(servicePromiseSchema.safeParse({ ...valid, area: '*' }).success).toBe(true);
    expect(
      servicePromiseSchema.safeParse({ ...valid, assignHours: 1, callHours: 720 }).success,
    ).toBe(true);
  });

  it('refuses each bad field with its message', () => {
    expect(errors({ ...valid, productLine: 'toasters' })).toEqual({ productLine: M.productLine });
    expect(errors({ ...valid, area: 'Atlantis' })).toEqual({ area: M.area });
    expect(errors({ ...valid, assignHours: '0' })).toEqual({ assignHours: M.assignHours });
    expect(errors({ ...valid, assignHours: '1.5' })).toEqual({ assignHours: M.assignHours });
    expect(errors({ ...valid, callHours: '721' })).toEqual({ callHours: M.callHours });
    expect(errors({ ...valid, callHours: 'soon' })).toEqual({ callHours: M.callHours });
    expect(errors({ ...valid, assignHours: '40', callHours: '30' })).toEqual({
      callHours: M.callBeforeAssign,
    });
  });
});
