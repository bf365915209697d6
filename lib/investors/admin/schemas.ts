import { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { NO_CONTROL_CHARS } from '@/lib/validation/text';
import { COMMITTEE_CATEGORIES } from '../committees';
import { email, indiaLocalTime, optional, phone, text, webAddress } from '../tables/fields';
import { DOCUMENT_KINDS, LIST_KINDS } from '../types';

/** Server-side rules for the staff forms of investor content; messages are shown as they are. */

const link = webAddress(/^https:$/, M.link);

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

const website = webAddress(/^https?:$/, M.website);

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
