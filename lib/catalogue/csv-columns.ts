import { CATALOGUE_CSV_COLUMNS, SPEC_COLUMN_PREFIX } from '@/content/staff-catalogue';
import { CATALOGUE_LINES, specFieldsOf } from './specs';

/** The catalogue file's columns (./csv.ts reads and writes them; the browser tests build files). */

/** Every specification of every line, once each, in the lines' order. */
export const SPEC_KEYS = [
  ...new Set(CATALOGUE_LINES.flatMap((line) => specFieldsOf(line).map((field) => field.key))),
];

export const specColumn = (key: string) => `${SPEC_COLUMN_PREFIX}${key}`;

/** The header row: the model's columns, then one per specification (`spec:wattage`). */
export const CSV_HEADER = [...Object.values(CATALOGUE_CSV_COLUMNS), ...SPEC_KEYS.map(specColumn)];
