import { z } from 'zod';
import { DOCUMENT_KINDS } from '../types';

/** Server-side rules for the staff forms of investor content; messages are shown as they are. */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

export const documentFields = z.object({
  title: text('title', 300),
  year: z
    .string({ error: 'Enter the year, for example 2024 or 2023-24.' })
    .trim()
    .regex(/^\d{4}(-\d{2}(\d{2})?)?$/, 'Enter the year, for example 2024 or 2023-24.'),
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose the kind of document.' }),
});
export type DocumentFields = z.infer<typeof documentFields>;

export const directorFields = z.object({
  name: text('name', 200),
  designation: text('designation', 200),
  profileSummary: z
    .string()
    .trim()
    .max(5000, 'The profile must be at most 5000 characters.')
    .default(''),
});
export type DirectorFields = z.infer<typeof directorFields>;

export const idField = z.uuid({ error: 'Unknown item.' });
export const directionField = z.enum(['up', 'down']);

/** Field name -> first message, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The named text fields of a form (missing ones stay undefined so zod reports them). */
export function formText(form: FormData, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
}
