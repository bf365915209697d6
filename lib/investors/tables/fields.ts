import { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import type { FieldSpec } from '@/lib/platform/inbox/field-spec';
import { isEmail } from '@/lib/platform/validation/email';
import { ONE_LINE } from '@/lib/platform/validation/text';

/**
 * The building blocks of the investor tables' forms: the rules of their fields (checked on the
 * server, messages shown as they are), the fields as the form draws them, and the form's values.
 * Each table (./<name>.ts) puts its own form together from these.
 */

/** Required text; one line unless `pattern` allows line breaks (NO_CONTROL_CHARS). */
export const text = (label: string, max: number, pattern = ONE_LINE) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(label, max))
    .regex(pattern, M.unusual(label));

/** Optional text: empty when left blank. */
export const optional = (label: string, max: number, pattern = ONE_LINE) =>
  z.string().trim().max(max, M.tooLong(label, max)).regex(pattern, M.unusual(label)).default('');

/** Optional text that, when given, must pass `check`. */
export const optionalMatching = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === '' || check(value), message)
    .default('');

const PHONE = /^\+?[0-9(][0-9 ()-]{5,}$/;

export const email = optionalMatching(254, isEmail, M.email);
export const phone = optionalMatching(100, (value) => PHONE.test(value), M.phone);

/** An address of the given protocols, e.g. /^https?:$/ (never `javascript:`). */
export const webAddress = (protocol: RegExp, message: string) =>
  optionalMatching(
    500,
    (value) =>
      ONE_LINE.test(value) && URL.canParse(value) && protocol.test(new URL(value).protocol),
    message,
  );

/** The value a datetime-local field shows for a time: India's wall clock. */
export const indiaLocalValue = (time: Date | string) =>
  new Date(new Date(time).getTime() + 330 * 60_000).toISOString().slice(0, 16);

/** "2026-11-24T15:30" from a datetime-local field, read as India's time (staff are in India). */
const INDIA_LOCAL = /^(20\d{2})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function indiaLocalTime(value: string): Date | null {
  const match = INDIA_LOCAL.exec(value);
  if (!match) return null;
  const time = new Date(`${value}:00.000+05:30`);
  if (Number.isNaN(time.getTime())) return null;
  // Rejects 2026-02-30, which Date would roll over to 2 March.
  return indiaLocalValue(time) === value ? time : null;
}

export const idField = z.uuid({ error: M.unknownItem });
export const directionField = z.enum(['up', 'down']);

/** The named text fields of a form (missing ones stay undefined so zod reports them). */
export function formText(form: FormData, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
}

/** A one-line text field of a form, filled with `value` when editing. */
export const textField = (
  name: string,
  label: string,
  value?: string,
  hint?: string,
): FieldSpec => ({
  name,
  label,
  type: 'text',
  defaultValue: value,
  hint,
});
