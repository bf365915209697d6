import type { z } from 'zod';
import { fieldErrors, HttpError } from './responses';

/** Parses with a form schema, or throws 422 `{ message, errors: { field: message } }`. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  body: unknown,
  message: string,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new HttpError(422, message, { errors: fieldErrors(parsed.error) });
}
