import { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { isEmail } from '@/lib/validation/email';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/validation/text';
import { COMMITTEE_CATEGORIES } from '../committees';
import { DOCUMENT_KINDS } from '../types';

/** Server-side rules for the staff forms of investor content; messages are shown as they are. */

/** Required text; one line unless `pattern` allows line breaks (NO_CONTROL_CHARS). */
const text = (label: string, max: number, pattern = ONE_LINE) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(label, max))
    .regex(pattern, M.unusual(label));

export const documentFields = z.object({
  title: text('title', 300),
  year: z
    .string({ error: M.year })
    .trim()
    .regex(/^(Q[1-4] |H[12] )?\d{4}(-\d{2}(\d{2})?)?$/, M.year),
  kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
});
export type DocumentFields = z.infer<typeof documentFields>;

/** Optional text: empty when left blank. */
const optional = (label: string, max: number, pattern = ONE_LINE) =>
  z.string().trim().max(max, M.tooLong(label, max)).regex(pattern, M.unusual(label)).default('');

const optionalMatching = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === '' || check(value), message)
    .default('');

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
