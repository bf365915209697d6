import * as z from 'zod/mini';
import { APPLIANCES, calculatorText } from '@/content/calculator';
import { ONE_LINE } from '@/lib/platform/validation/text';
import type { Words } from '@/content/words-type';
import type { LoadItem } from './sizing';

/**
 * The calculator's state is its address, so a result can be shared and the form works without
 * JavaScript (a GET form): `?fan=4&led-bulb=6&cn=Pump&cw=750&cq=1&hours=3`. Each appliance's
 * quantity is a field named by its id; the visitor's own items are rows of three repeated fields
 * (cn name, cw watts, cq quantity). zod/mini, because the browser checks with it too on every
 * keystroke and the full zod would weigh the page down.
 */

export const SIZING_LIMITS = {
  maxQty: 50,
  maxWatts: 5000,
  maxCustom: 5,
  maxName: 40,
  minHours: 0.5,
  maxHours: 24,
} as const;

/** When the address has no hours (a first visit): a typical evening power cut. */
export const DEFAULT_HOURS = '3';

export interface CustomRow {
  name: string;
  watts: string;
  qty: string;
}

/** The form as typed: strings, so a wrong value is shown back as it was. */
export interface SizingForm {
  quantities: Record<string, string>;
  custom: CustomRow[];
  hours: string;
}

/** Field names in the address and ids of the inputs; errors are keyed by them. */
export const CUSTOM_FIELDS = { name: 'cn', watts: 'cw', qty: 'cq' } as const;
export const customFieldId = (field: keyof CustomRow, row: number) =>
  `${CUSTOM_FIELDS[field]}-${row}`;
export const TOO_MANY_ITEMS = 'custom';

export type SizingErrors = Partial<Record<string, string>>;

export interface CheckedSizing {
  errors: SizingErrors;
  items: LoadItem[];
  hours: number;
}

const L = SIZING_LIMITS;

/** The calculator's messages in one language (content/calculator.ts, content/<code>/calculator.ts). */
export type SizingMessages = Words<typeof calculatorText.errors>;

function schemasOf(E: SizingMessages) {
  const hoursMessage = E.hoursRange(L.minHours, L.maxHours);
  return {
    quantity: z.string().check(
      z.trim(),
      z.regex(/^\d{0,3}$/, E.wholeNumber),
      z.refine((v) => Number(v) <= L.maxQty, E.quantityMax(L.maxQty)),
    ),
    watts: z.string().check(
      z.trim(),
      z.regex(/^\d{1,4}$/, E.wattsRange(L.maxWatts)),
      z.refine((v) => Number(v) >= 1 && Number(v) <= L.maxWatts, E.wattsRange(L.maxWatts)),
    ),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, E.nameMissing),
        z.maxLength(L.maxName, E.nameTooLong(L.maxName)),
        z.regex(ONE_LINE, E.nameChars),
      ),
    hours: z.string().check(
      z.trim(),
      z.regex(/^\d{1,2}(\.\d{1,2})?$/, hoursMessage),
      z.refine((v) => {
        const h = Number(v);
        return h >= L.minHours && h <= L.maxHours && Number.isInteger(h * 2);
      }, hoursMessage),
    ),
  };
}

/** Each language's schemas, made once (the browser checks on every keystroke). */
const schemas = new Map<SizingMessages, ReturnType<typeof schemasOf>>();
function schemasFor(messages: SizingMessages) {
  let made = schemas.get(messages);
  if (!made) schemas.set(messages, (made = schemasOf(messages)));
  return made;
}

/** Checks one value; the trimmed value, or the field's first message under `key`. */
function check(schema: z.ZodMiniString, value: string, key: string, errors: SizingErrors) {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  errors[key] = result.error.issues[0]?.message;
  return undefined;
}

const isBlank = (row: CustomRow) => !row.name.trim() && !row.watts.trim() && !row.qty.trim();

/** The form from an address's query (extra parameters are ignored; a repeated one counts once). */
export function formFromQuery(params: URLSearchParams): SizingForm {
  const quantities = Object.fromEntries(APPLIANCES.map((a) => [a.id, params.get(a.id) ?? '']));
  const [names, wattsList, qtys] = [CUSTOM_FIELDS.name, CUSTOM_FIELDS.watts, CUSTOM_FIELDS.qty].map(
    (key) => params.getAll(key),
  ) as [string[], string[], string[]];
  const rows = Math.max(names.length, wattsList.length, qtys.length);
  const custom = Array.from({ length: rows }, (_, i) => ({
    name: names[i] ?? '',
    watts: wattsList[i] ?? '',
    qty: qtys[i] ?? '',
  })).filter((row) => !isBlank(row));
  return { quantities, custom, hours: params.get('hours') ?? DEFAULT_HOURS };
}

/**
 * The load and hours of a form, or a message for each field that is wrong, in the language of
 * `messages` (English unless given).
 */
export function checkSizingForm(
  form: SizingForm,
  messages: SizingMessages = calculatorText.errors,
): CheckedSizing {
  const { quantity, watts, name, hours } = schemasFor(messages);
  const E = messages;
  const errors: SizingErrors = {};
  const items: LoadItem[] = [];
  for (const a of APPLIANCES) {
    const qty = check(quantity, form.quantities[a.id] ?? '', a.id, errors);
    if (qty) items.push({ watts: a.watts, qty: Number(qty) });
  }
  if (form.custom.length > L.maxCustom) errors[TOO_MANY_ITEMS] = E.tooManyItems(L.maxCustom);
  form.custom.slice(0, L.maxCustom).forEach((row, i) => {
    if (isBlank(row)) return;
    check(name, row.name, customFieldId('name', i), errors);
    const w = check(watts, row.watts, customFieldId('watts', i), errors);
    // A row with a name and watts but no quantity is one of it.
    const q = check(quantity, row.qty.trim() || '1', customFieldId('qty', i), errors);
    if (w && q) items.push({ watts: Number(w), qty: Number(q) });
  });
  const h = check(hours, form.hours, 'hours', errors);
  return { errors, items: items.filter((item) => item.qty > 0), hours: Number(h ?? 0) };
}

/** The shortest query for a form: appliances in use, filled rows and the hours. */
export function queryFromForm(form: SizingForm): string {
  const params = new URLSearchParams();
  for (const a of APPLIANCES) {
    const qty = form.quantities[a.id]?.trim() ?? '';
    if (qty && Number(qty) !== 0) params.append(a.id, qty);
  }
  for (const row of form.custom) {
    if (isBlank(row)) continue;
    params.append(CUSTOM_FIELDS.name, row.name.trim());
    params.append(CUSTOM_FIELDS.watts, row.watts.trim());
    params.append(CUSTOM_FIELDS.qty, row.qty.trim());
  }
  params.append('hours', form.hours.trim());
  return params.toString();
}

/** Next's searchParams as URLSearchParams (repeated fields kept, in order). */
export function toSearchParams(record: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, v);
    }
  }
  return params;
}
