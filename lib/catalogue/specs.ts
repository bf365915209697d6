import { z } from 'zod';
import {
  CATALOGUE_LINES,
  CATALOGUE_SERIES,
  SPEC_FIELDS,
  type CatalogueLine,
  type SpecField,
} from '@/content/catalogue-specs';

export { CATALOGUE_LINES, CATALOGUE_SERIES, SPEC_FIELDS, type CatalogueLine, type SpecField };

/** A model's specifications: numbers, choices (their stored values) and yes-no answers. */
export type Specs = Record<string, number | string | boolean>;

export const isCatalogueLine = (value: unknown): value is CatalogueLine =>
  typeof value === 'string' && (CATALOGUE_LINES as readonly string[]).includes(value);

export const specFieldsOf = (line: CatalogueLine): readonly SpecField[] => SPEC_FIELDS[line];

export const seriesOf = (line: CatalogueLine): readonly string[] => CATALOGUE_SERIES[line];

function fieldSchema(field: SpecField): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.number().finite().nonnegative();
    case 'choice':
      return z.enum(field.choices as [string, ...string[]]);
    case 'yes-no':
      return z.boolean();
  }
}

const schemas = new Map<CatalogueLine, z.ZodType<Specs>>();

/**
 * The schema of a line's specifications: every field of the line (optional ones may be left
 * out), of its kind, and no other key.
 */
export function specsSchema(line: CatalogueLine): z.ZodType<Specs> {
  let schema = schemas.get(line);
  if (!schema) {
    const shape = Object.fromEntries(
      specFieldsOf(line).map((field) => {
        const one = fieldSchema(field);
        return [field.key, field.optional ? one.optional() : one];
      }),
    );
    schema = z.strictObject(shape) as unknown as z.ZodType<Specs>;
    schemas.set(line, schema);
  }
  return schema;
}

/** A stored value read back (the database's JSON) as the line's specifications, or null. */
export function readSpecs(line: CatalogueLine, value: unknown): Specs | null {
  const parsed = specsSchema(line).safeParse(value);
  return parsed.success ? parsed.data : null;
}

export { CODE_PATTERN } from './line-models';

/** The address part of a code (IU-1100 → iu-1100). */
export const slugOf = (code: string) => code.toLowerCase();
