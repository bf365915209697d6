import { z } from 'zod';
import { LANGUAGES, type Language } from '@/content/languages';
import { INDIAN_STATES } from '@/content/locator';
import { PRODUCT_LINES } from '@/content/products/lines';
import { SERVICE_PROMISE_MESSAGES as M } from '@/content/service';

/**
 * What the company promises a customer who raises a service request, counted from the request:
 * a service centre is chosen within `assignHours` (at once when one serves the product near the
 * pincode; staff choose otherwise), and the centre calls to fix a visit within `callHours`. Staff
 * set the hours per product line and area (`ServicePromise`, /staff/service-promises; the most
 * specific row wins: line + state, then line + '*'); `DEFAULT_PROMISE` is today's and stands in
 * for a line without a row. The deadlines are stored on the request when it is made
 * (`assignBy`, `callBy`), so a later edit changes no promise already made. Plain data and
 * functions: the browser form uses them too.
 */
export const DEFAULT_PROMISE = { assignHours: 24, callHours: 48 } as const;

export interface PromiseHours {
  assignHours: number;
  callHours: number;
}

/** The area of a promise that holds everywhere its line has no state's own. */
export const ALL_AREAS = '*';

/** The hours staff may set: at least one, at most 30 days. */
export const PROMISE_HOURS = { min: 1, max: 720 } as const;

const HOUR_MS = 3_600_000;

/** When a promise made at `from` falls due. */
export const promisedBy = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

/** The deadlines of a request made at `from` under a promise. */
export const deadlinesFrom = (from: Date, promise: PromiseHours) => ({
  assignBy: promisedBy(from, promise.assignHours),
  callBy: promisedBy(from, promise.callHours),
});

/** A promise's day as people in India read it: "Monday, 30 November", "सोमवार, 30 नवंबर". */
export const promiseDay = (at: Date, language: Language) =>
  at.toLocaleDateString(LANGUAGES[language].locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/** The days of a request's stored deadlines: its centre chosen, and called by it. */
export const serviceDays = (deadlines: { assignBy: Date; callBy: Date }, language: Language) => ({
  assignBy: promiseDay(deadlines.assignBy, language),
  callBy: promiseDay(deadlines.callBy, language),
});

const hours = (message: string) =>
  z.coerce
    .number(message)
    .int(message)
    .min(PROMISE_HOURS.min, message)
    .max(PROMISE_HOURS.max, message);

/**
 * The staff form's fields (/staff/service-promises), checked again on the server: a product
 * line, '*' or a state of INDIAN_STATES, and both hours within 1–720, the call not before the
 * centre is chosen.
 */
export const servicePromiseSchema = z
  .object({
    productLine: z.enum(PRODUCT_LINES, M.productLine),
    area: z.union([z.literal(ALL_AREAS), z.enum(INDIAN_STATES)], M.area),
    assignHours: hours(M.assignHours),
    callHours: hours(M.callHours),
  })
  .refine((p) => p.callHours >= p.assignHours, {
    path: ['callHours'],
    message: M.callBeforeAssign,
  });

export type ServicePromiseInput = z.infer<typeof servicePromiseSchema>;
