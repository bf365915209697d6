import { z } from 'zod';
import {
  INDIAN_STATES,
  LOCATOR_MESSAGES,
  OUTLET_MESSAGES as M,
  OUTLET_TYPES,
  productLineLabel,
} from '@/content/locator';
import { PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import { isEmail } from '@/lib/platform/validation/email';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/platform/validation/text';

/**
 * One schema for an outlet, used by the staff form (every field a string from FormData) and by
 * each row of the CSV import (the same strings from the file), so both refuse with one message.
 */

/** Required text: one line (names, cities) unless `chars` allows more (addresses). */
const text = (min: number, max: number, message: string, chars = ONE_LINE) =>
  z.string(message).trim().min(min, message).max(max, message).regex(chars, M.controlChars);

/** Several values in one cell or field: separated by semicolons, commas or line breaks. */
const list = (value: string) =>
  value
    .split(/[;,|\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

const norm = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const LINE_BY_NAME = new Map<string, ProductLine>(
  PRODUCT_LINES.flatMap((line) => [
    [norm(line), line],
    [norm(productLineLabel(line)), line],
  ]),
);
const STATE_BY_NAME = new Map<string, string>(INDIAN_STATES.map((s) => [norm(s), s]));

/** A state as stored: its name from INDIAN_STATES, whatever its letter case or spacing. */
export const canonicalState = (value: string) => STATE_BY_NAME.get(norm(value)) ?? null;

/** A 10-digit Indian number from what people type: +91 / 0 prefixes, spaces and dashes dropped. */
export function phoneDigits(value: string): string | null {
  const digits = value
    .replace(/[\s\-().]/g, '')
    .replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

/** A state or union territory, stored under its name in INDIAN_STATES. */
const stateField = (message: string) =>
  z.string(message).transform((value, ctx) => {
    const state = canonicalState(value);
    if (state) return state;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const productLines = z
  .string(M.productLines)
  .transform((value, ctx) => {
    const lines = new Set<ProductLine>();
    for (const part of list(value)) {
      const line = LINE_BY_NAME.get(norm(part));
      if (line) lines.add(line);
      else ctx.addIssue({ code: 'custom', message: M.productLine(part) });
    }
    return PRODUCT_LINES.filter((line) => lines.has(line));
  })
  .refine((lines) => lines.length > 0, M.productLines);

const phones = z.string(M.phones).transform((value, ctx) => {
  const parts = list(value);
  if (parts.length === 0 || parts.length > 5) {
    ctx.addIssue({ code: 'custom', message: M.phones });
    return z.NEVER;
  }
  const digits: string[] = [];
  for (const part of parts) {
    const phone = phoneDigits(part);
    if (phone) digits.push(phone);
    else ctx.addIssue({ code: 'custom', message: M.phone(part) });
  }
  return [...new Set(digits)];
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(NO_CONTROL_CHARS, M.controlChars)
    .optional()
    .transform((value) => value || null);

export const outletSchema = z.object({
  name: text(2, 120, M.name),
  type: z.enum(OUTLET_TYPES, M.type),
  productLines,
  address: text(5, 300, M.address, NO_CONTROL_CHARS),
  city: text(2, 80, M.city),
  state: stateField(M.state),
  pincode: z
    .string(M.pincode)
    .trim()
    .regex(/^[1-9]\d{5}$/, M.pincode),
  phones,
  email: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isEmail(value), M.email)
    .transform((value) => value?.toLowerCase() || null),
  openingHours: optionalText(200, M.openingHours),
  active: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine(
      (value) => !value || ['yes', 'no', 'true', 'false', '1', '0', 'y', 'n'].includes(value),
      M.active,
    )
    .transform((value) => !value || ['yes', 'true', '1', 'y'].includes(value)),
});

/** What the form and each CSV row give the schema: strings, missing ones absent. */
export type OutletFields = Partial<Record<keyof z.input<typeof outletSchema>, string>>;
export type OutletInput = z.output<typeof outletSchema>;

/** The outlet form's fields from a FormData (product lines come as several checkbox values). */
export function outletFields(form: FormData): OutletFields {
  const one = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: one('name'),
    type: one('type'),
    productLines: form
      .getAll('productLines')
      .filter((v) => typeof v === 'string')
      .join(';'),
    address: one('address'),
    city: one('city'),
    state: one('state'),
    pincode: one('pincode'),
    phones: one('phones'),
    email: one('email'),
    openingHours: one('openingHours'),
    active: one('active'),
  };
}

/** The public search: `?pincode=&city=&state=&type=&line=` (page and API alike). */
const optionalQuery = <Out>(schema: z.ZodType<Out, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

export const outletSearchSchema = z
  .object({
    pincode: optionalQuery(z.string().regex(/^\d{6}$/, LOCATOR_MESSAGES.pincode)),
    city: optionalQuery(
      z.string().max(80, LOCATOR_MESSAGES.city).regex(ONE_LINE, LOCATOR_MESSAGES.city),
    ),
    state: optionalQuery(stateField(LOCATOR_MESSAGES.state)),
    type: optionalQuery(z.enum(OUTLET_TYPES, LOCATOR_MESSAGES.type)),
    line: optionalQuery(z.enum(PRODUCT_LINES, LOCATOR_MESSAGES.line)),
  })
  .refine((q) => q.pincode || q.city || q.state, {
    message: LOCATOR_MESSAGES.nothingToSearch,
    path: ['pincode'],
  });

export type OutletSearch = z.output<typeof outletSearchSchema>;

/** The search's fields from a query string (the first value of each; others are ignored). */
export function searchFields(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return (Array.isArray(value) ? value[0] : value) ?? undefined;
  };
  return Object.fromEntries(
    ['pincode', 'city', 'state', 'type', 'line'].map((key) => [key, get(key)]),
  );
}
