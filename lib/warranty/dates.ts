import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/content/languages';

/**
 * Calendar dates of warranties, as `YYYY-MM-DD` strings (no time, no time zone): a purchase date
 * is a day on the customer's invoice, and "today" is India's.
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day (2024-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (year: number, month0: number, day: number) =>
  `${pad(year, 4)}-${pad(month0 + 1)}-${pad(day)}`;

/** Today's date in India. */
export const todayInIndia = (now = new Date()) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The day `months` calendar months after `date`. A day that the target month lacks becomes its
 * last day: 31 January + 1 month is 28 (or 29) February, 29 February 2024 + 12 months is
 * 28 February 2025.
 */
export function addMonths(date: string, months: number): string {
  const m = DATE.exec(date);
  if (!m || !isCalendarDate(date)) throw new RangeError(`Not a date: ${date}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  return iso(year, month0, Math.min(Number(m[3]), lastDay));
}

/**
 * The last day of cover: the purchase date plus the model's warranty months (a product bought on
 * 15 March 2026 with a 12-month warranty is covered until 15 March 2027).
 */
export const warrantyEndsOn = (purchasedOn: string, warrantyMonths: number) =>
  addMonths(purchasedOn, warrantyMonths);

/** Active until the end of its last day (India's date). */
export const warrantyStatus = (endsOn: string, today = todayInIndia()): 'active' | 'expired' =>
  endsOn >= today ? 'active' : 'expired';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * `2026-03-15` as people read it: `15 March 2026` in English, and in another language by its
 * locale (`15 मार्च 2026` in Hindi; hi-IN keeps Latin digits).
 */
export function formatDay(date: string, language: Language = DEFAULT_LANGUAGE): string {
  const m = DATE.exec(date);
  if (!m) return date;
  if (language !== DEFAULT_LANGUAGE)
    return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
