import { LANGUAGES, type Language } from '@/content/languages';

/**
 * What the company promises a customer who raises a service request, counted from the request:
 * a service centre is chosen within `assignHours` (at once when one serves the product near the
 * pincode; staff choose otherwise), and the centre calls to fix a visit within `callHours`. The
 * form's confirmation and the tracking page show the day these fall on ("by Monday, 30
 * November"). Plain data and functions: the browser form uses it too.
 */
export const SERVICE_PROMISE = { assignHours: 24, callHours: 48 } as const;

const HOUR_MS = 3_600_000;

/** When a promise made at `from` falls due. */
export const promisedBy = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

/** A promise's day as people in India read it: "Monday, 30 November", "सोमवार, 30 नवंबर". */
export const promiseDay = (at: Date, language: Language) =>
  at.toLocaleDateString(LANGUAGES[language].locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/** The days a request made at `from` is promised: its centre chosen, and called by it. */
export const serviceDays = (from: Date, language: Language) => ({
  assignBy: promiseDay(promisedBy(from, SERVICE_PROMISE.assignHours), language),
  callBy: promiseDay(promisedBy(from, SERVICE_PROMISE.callHours), language),
});
