import { SPEC_LABELS } from '@/content/catalogue';
import { CERTIFICATIONS } from '@/content/catalogue-specs';
import { CATALOGUE_FIELD_MESSAGES as M, STAFF_CATALOGUE_TEXT } from '@/content/staff-catalogue';
import { ONE_LINE } from '@/lib/platform/validation/text';
import {
  CODE_PATTERN,
  isCatalogueLine,
  seriesOf,
  slugOf,
  specFieldsOf,
  type CatalogueLine,
  type SpecField,
  type Specs,
} from './specs';

/**
 * A model as staff send it (the form's fields, or one row of the CSV import), checked field by
 * field: the same rules and messages for both, so a row of the import is refused for what the
 * form would refuse. Specifications are the fields `spec.<key>` of the model's line.
 */

const F = STAFF_CATALOGUE_TEXT.fields;

/** The fields, as text, by name (`spec.wattage` for a specification). */
export type ModelFields = Record<string, string | undefined>;

/** What is stored of a model (lib/catalogue/admin.ts adds the slug). */
export interface ModelInput {
  code: string;
  line: CatalogueLine;
  series: string;
  nameEn: string;
  nameHi: string;
  summaryEn: string;
  summaryHi: string;
  specs: Specs;
  certifications: string[];
  warrantyMonths: number;
  mrpPaise: number | null;
  launchedOn: string;
  discontinued: boolean;
  successorCode: string | null;
}

export type ModelCheck =
  { ok: true; model: ModelInput } | { ok: false; errors: Record<string, string> };

export const specFieldName = (key: string) => `spec.${key}`;

/** The largest MRP staff may enter: one crore rupees (a utility BESS container is less). */
export const MAX_MRP_RUPEES = 10_000_000;

const TEXTS = [
  ['nameEn', F.nameEn, 120],
  ['nameHi', F.nameHi, 160],
  ['summaryEn', F.summaryEn, 400],
  ['summaryHi', F.summaryHi, 600],
] as const;

/** A number as staff type it: digits with at most one decimal point (no exponent, no sign). */
const NUMBER = /^\d{1,9}(\.\d{1,3})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The code as stored: trimmed and in capitals (iu-1100 → IU-1100). */
export const normalCode = (text: string | undefined) => (text ?? '').trim().toUpperCase();

function checkSpec(
  field: SpecField,
  raw: string,
): { value?: number | string | boolean; error?: string } {
  const label = SPEC_LABELS[field.key] ?? field.key;
  if (raw === '') return field.optional ? {} : { error: M.specRequired(label) };
  switch (field.kind) {
    case 'number':
      return NUMBER.test(raw) ? { value: Number(raw) } : { error: M.number(label) };
    case 'choice':
      return field.choices.includes(raw)
        ? { value: raw }
        : { error: M.choice(label, field.choices) };
    case 'yes-no': {
      const answer = raw.toLowerCase();
      if (answer === 'yes' || answer === 'true') return { value: true };
      if (answer === 'no' || answer === 'false') return { value: false };
      return { error: M.yesNo(label) };
    }
  }
}

function validDate(text: string, today: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    Number(match[1]) >= 1990 &&
    text <= today
  );
}

/**
 * Checks one model's fields. `today` (YYYY-MM-DD, India's date) bounds the launch date; whether the
 * code is free and the successor exists are the save's checks (they need the database).
 */
export function checkModel(fields: ModelFields, today: string): ModelCheck {
  const errors: Record<string, string> = {};
  const text = (name: string) => (fields[name] ?? '').trim();

  const code = normalCode(fields.code);
  if (!CODE_PATTERN.test(code)) errors.code = code ? M.code : M.required(F.code);

  const line = text('line');
  if (!isCatalogueLine(line)) {
    errors.line = M.line;
    return { ok: false, errors };
  }

  const series = text('series');
  if (!seriesOf(line).includes(series)) errors.series = M.series(seriesOf(line));

  const words: Record<string, string> = {};
  for (const [name, label, max] of TEXTS) {
    const value = text(name).replace(/\s+/g, ' ');
    if (!value) errors[name] = M.required(label);
    else if (value.length > max) errors[name] = M.tooLong(label, max);
    else if (!ONE_LINE.test(value)) errors[name] = M.unusual(label);
    words[name] = value;
  }

  const specs: Specs = {};
  for (const field of specFieldsOf(line)) {
    const { value, error } = checkSpec(field, text(specFieldName(field.key)));
    if (error) errors[specFieldName(field.key)] = error;
    else if (value !== undefined) specs[field.key] = value;
  }

  // As typed, in any letter case, each once, in the printed form.
  const known = CERTIFICATIONS as readonly string[];
  const typed = text('certifications')
    .split(/[;,]/)
    .map((c) => c.trim())
    .filter(Boolean);
  const printed = typed.map((c) => known.find((k) => k.toUpperCase() === c.toUpperCase()));
  if (printed.includes(undefined)) errors.certifications = M.certifications;
  const certified = [...new Set(printed.filter((c): c is string => c !== undefined))];

  const warranty = text('warrantyMonths');
  const warrantyMonths = /^\d{1,3}$/.test(warranty) ? Number(warranty) : NaN;
  if (!(warrantyMonths >= 0 && warrantyMonths <= 240)) errors.warrantyMonths = M.warranty;

  const mrp = text('mrp').replace(/,/g, '').replace(/^₹\s*/, '');
  const mrpRupees = mrp === '' ? null : /^\d{1,8}$/.test(mrp) ? Number(mrp) : NaN;
  if (mrpRupees !== null && !(mrpRupees > 0 && mrpRupees <= MAX_MRP_RUPEES)) errors.mrp = M.mrp;

  const launchedOn = text('launchedOn');
  if (!validDate(launchedOn, today)) errors.launchedOn = M.date;

  const status = text('status').toLowerCase() || 'active';
  if (status !== 'active' && status !== 'discontinued') errors.status = M.status;
  const discontinued = status === 'discontinued';

  const successorCode = normalCode(fields.successor) || null;
  if (successorCode !== null) {
    if (!CODE_PATTERN.test(successorCode)) errors.successor = M.successorUnknown(successorCode);
    else if (successorCode === code) errors.successor = M.successorSelf;
    else if (!discontinued) errors.successor = M.successorActive;
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    model: {
      code,
      line,
      series,
      nameEn: words.nameEn!,
      nameHi: words.nameHi!,
      summaryEn: words.summaryEn!,
      summaryHi: words.summaryHi!,
      specs,
      certifications: certified,
      warrantyMonths,
      mrpPaise: mrpRupees === null ? null : mrpRupees * 100,
      launchedOn,
      discontinued,
      successorCode,
    },
  };
}

/** A stored model as the form and the export show its fields (the inverse of checkModel). */
export function fieldsOfModel(model: ModelInput): Record<string, string> {
  const specs = Object.fromEntries(
    specFieldsOf(model.line).map((field) => {
      const value = model.specs[field.key];
      const shown =
        value === undefined
          ? ''
          : typeof value === 'boolean'
            ? value
              ? 'yes'
              : 'no'
            : String(value);
      return [specFieldName(field.key), shown];
    }),
  );
  return {
    code: model.code,
    line: model.line,
    series: model.series,
    nameEn: model.nameEn,
    nameHi: model.nameHi,
    summaryEn: model.summaryEn,
    summaryHi: model.summaryHi,
    warrantyMonths: String(model.warrantyMonths),
    mrp: model.mrpPaise === null ? '' : String(Math.round(model.mrpPaise / 100)),
    launchedOn: model.launchedOn,
    certifications: model.certifications.join(';'),
    status: model.discontinued ? 'discontinued' : 'active',
    successor: model.successorCode ?? '',
    ...specs,
  };
}

/** The stored row's data of a checked model. */
export const rowOf = (model: ModelInput) => ({
  ...model,
  slug: slugOf(model.code),
  launchedOn: new Date(`${model.launchedOn}T00:00:00Z`),
});
