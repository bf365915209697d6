import { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { isEmail } from '@/lib/validation/email';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/validation/text';
import { COMMITTEE_CATEGORIES } from '../committees';
import { DOCUMENT_KINDS, LIST_KINDS } from '../types';

/** Server-side rules for the staff forms of investor content; messages are shown as they are. */

/** Required text; one line unless `pattern` allows line breaks (NO_CONTROL_CHARS). */
const text = (label: string, max: number, pattern = ONE_LINE) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(label, max))
    .regex(pattern, M.unusual(label));

const optionalMatching = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === '' || check(value), message)
    .default('');

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

const link = optionalMatching(
  500,
  (value) => ONE_LINE.test(value) && URL.canParse(value) && new URL(value).protocol === 'https:',
  M.link,
);

export const documentFields = z
  .object({
    title: text('title', 300),
    // Blank for a Regulation 46 document no year applies to (a code of conduct).
    year: z
      .string({ error: M.year })
      .trim()
      .regex(/^((Q[1-4] |H[12] )?\d{4}(-\d{2}(\d{2})?)?)?$/, M.year),
    kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
    /** Blank: now (when adding) or unchanged (when editing). */
    publishAt: z
      .string()
      .trim()
      .default('')
      .transform((value, ctx) => {
        if (value === '') return null;
        const time = indiaLocalTime(value);
        if (!time) ctx.addIssue({ code: 'custom', message: M.publishAt });
        return time;
      }),
    /** A link to the filing elsewhere (https), instead of an uploaded PDF. */
    link,
  })
  .superRefine((fields, ctx) => {
    // The spec's six lists show "title - year": their filings need a year.
    if (fields.year === '' && (LIST_KINDS as readonly string[]).includes(fields.kind)) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: M.year });
    }
  });
export type DocumentFields = z.infer<typeof documentFields>;

/** Optional text: empty when left blank. */
const optional = (label: string, max: number, pattern = ONE_LINE) =>
  z.string().trim().max(max, M.tooLong(label, max)).regex(pattern, M.unusual(label)).default('');

const PHONE = /^\+?[0-9(][0-9 ()-]{5,}$/;

const email = optionalMatching(254, isEmail, M.email);
const phone = optionalMatching(100, (value) => PHONE.test(value), M.phone);
const website = optionalMatching(
  500,
  (value) =>
    ONE_LINE.test(value) && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
  M.website,
);

export const directorFields = z.object({
  name: text('name', 200),
  designation: text('designation', 200),
  profileSummary: optional('profile', 5000, NO_CONTROL_CHARS),
});
export type DirectorFields = z.infer<typeof directorFields>;

export const committeeMemberFields = directorFields.extend({
  category: z.enum(COMMITTEE_CATEGORIES, { error: M.committee }),
});
export type CommitteeMemberFields = z.infer<typeof committeeMemberFields>;

export const registrarFields = z.object({
  name: text('name', 200),
  address: text('address', 2000, NO_CONTROL_CHARS),
  telNo: phone,
  emailId: email,
  contactPerson: optional('contact person', 200),
  website,
});
export type RegistrarFields = z.infer<typeof registrarFields>;

export const grievanceContactFields = z.object({
  name: text('name', 200),
  address: optional('address', 2000, NO_CONTROL_CHARS),
  number: phone,
  email,
});
export type GrievanceContactFields = z.infer<typeof grievanceContactFields>;

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
