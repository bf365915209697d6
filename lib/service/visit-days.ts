import { LANGUAGES, type Language } from '@/content/languages';

/**
 * The visit a customer may ask for on the service request form, and staff confirm or propose:
 * a day in India (Asia/Kolkata) from tomorrow to 30 days ahead, never a Sunday (centres close),
 * and a window of the day. Days are plain `YYYY-MM-DD` text in India's calendar, so neither the
 * browser's time zone nor the server's moves them. Plain data and functions: the browser form
 * uses them too.
 */
export const VISIT_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type VisitWindow = (typeof VISIT_WINDOWS)[number];
export const VISIT_STATES = ['requested', 'confirmed', 'proposed'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** How far ahead a visit may be asked for or proposed. */
export const VISIT_DAYS_AHEAD = 30;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day in India at `now`, as YYYY-MM-DD. */
export const indiaDay = (now: Date) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** `day` plus `n` days. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first and last day a visit may be asked for at `now`. */
export const visitDayRange = (now: Date) => {
  const today = indiaDay(now);
  return { min: addDays(today, 1), max: addDays(today, VISIT_DAYS_AHEAD) };
};

/** Whether `day` is a real calendar day (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** Whether a visit may be fixed on `day` at `now`: tomorrow to 30 days ahead, not a Sunday. */
export function isVisitDay(day: string, now: Date): boolean {
  if (!isCalendarDay(day)) return false;
  const { min, max } = visitDayRange(now);
  return day >= min && day <= max && new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;
}

/** A visit's day as people in India read it: "Tuesday, 1 December", "मंगलवार, 1 दिसंबर". */
export const visitDayLabel = (day: string, language: Language) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString(LANGUAGES[language].locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/** A stored DATE column (midnight UTC) as its day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** A day as a DATE column's value. */
export const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
