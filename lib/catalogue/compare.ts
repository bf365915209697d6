import { PAGE_SIZE, type SearchParams } from './finder';
import { CODE_PATTERN, specFieldsOf, type SpecField } from './specs';
import type { CatalogueModel } from './types';

/**
 * The comparison: up to four models side by side, named by code in the address
 * (`?model=IU-1100&model=IU-1500&only=differences`), so a plain GET form of ticks named `model`
 * makes it and the address is the state, shareable and working without JavaScript. Models of
 * different lines compare too: each specification of any of their lines is a row, "not
 * applicable" where a model's line does not state it.
 */

/** Models shown side by side: four columns still fit a laptop's width and scroll on a phone. */
export const COMPARE_MAX = 4;
/**
 * Codes an address keeps: the most one finder page can tick. Those past the first four known
 * models wait, named on the page, and move in when one is removed; the rest are left out.
 */
export const COMPARE_ASKED_MAX = PAGE_SIZE;
export const ONLY_DIFFERENCES = 'differences';

export interface CompareQuery {
  /** The codes asked for, in upper case, each once, in the order given. */
  codes: string[];
  /** Rows whose values are the same for every model left out. */
  onlyDifferences: boolean;
}

const all = (params: SearchParams, key: string): string[] => {
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/**
 * A code as people may write it in an address: any case, the model page's slug (its code in
 * lower case), spaces around. Null for what cannot be a code (empty, too long, other characters).
 */
export function codeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The comparison an address asks for. */
export function parseCompareQuery(params: SearchParams): CompareQuery {
  const codes = [...new Set(all(params, 'model').flatMap((text) => codeOf(text) ?? []))].slice(
    0,
    COMPARE_ASKED_MAX,
  );
  return { codes, onlyDifferences: all(params, 'only')[0] === ONLY_DIFFERENCES };
}

/**
 * The address query of a comparison, its one form (the models in their order, then the option),
 * to link to and to redirect any other spelling of the same comparison to (lib/catalogue/finder.ts
 * `searchOf` reads the address as it came in the same form).
 */
export function compareSearch(query: CompareQuery, changes: Partial<CompareQuery> = {}): string {
  const state = { ...query, ...changes };
  const out = new URLSearchParams();
  for (const code of state.codes) out.append('model', code);
  if (state.onlyDifferences) out.append('only', ONLY_DIFFERENCES);
  const text = out.toString();
  return text ? `?${text}` : '';
}

export interface Comparison {
  /** The models side by side: the first four known ones, in the address's order. */
  models: CatalogueModel[];
  /** Known models asked for past the first four: named, and shown once a column is free. */
  waiting: CatalogueModel[];
  /** Codes no model has (or had). */
  unknown: string[];
}

/** The models a comparison names, among the catalogue's. */
export function resolveComparison(
  catalogue: readonly CatalogueModel[],
  query: CompareQuery,
): Comparison {
  const byCode = new Map(catalogue.map((model) => [model.code, model]));
  const known = query.codes.flatMap((code) => byCode.get(code) ?? []);
  return {
    models: known.slice(0, COMPARE_MAX),
    waiting: known.slice(COMPARE_MAX),
    unknown: query.codes.filter((code) => !byCode.has(code)),
  };
}

/** What the table states of every model before its specifications. */
export const FACT_KEYS = [
  'line',
  'series',
  'price',
  'warranty',
  'status',
  'launched',
  'certifications',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

/** A cell's value: null where the row does not apply to the model. */
export type CompareValue = number | string | boolean | null;

export type CompareRow =
  | { kind: 'fact'; key: FactKey; values: CompareValue[]; differs: boolean }
  | {
      kind: 'spec';
      key: string;
      /** Each model's own field of the row (its line's), null where its line has none. */
      fields: (SpecField | null)[];
      values: CompareValue[];
      differs: boolean;
    };

/** Whether the values are not all the same ("not applicable" differs from any value). */
export const valuesDiffer = (values: readonly CompareValue[]) =>
  new Set(values.map((value) => JSON.stringify(value))).size > 1;

function factValue(model: CatalogueModel, key: FactKey): CompareValue {
  switch (key) {
    case 'line':
      return model.line;
    case 'series':
      return model.series;
    case 'price':
      // A price on request is a value of its own, not "not applicable".
      return model.mrpPaise ?? 'on-request';
    case 'warranty':
      return model.warrantyMonths;
    case 'status':
      return model.discontinued ? 'discontinued' : 'current';
    case 'launched':
      return model.launchedOn.slice(0, 7);
    case 'certifications':
      return [...model.certifications].sort().join(', ');
  }
}

/**
 * The rows of the comparison: the facts, then every specification of the models' lines (in
 * their lines' order, a key two lines share once), each marked where its values differ. A
 * specification none of the models states (recorders have no lens) is left out.
 */
export function compareRows(models: readonly CatalogueModel[]): CompareRow[] {
  const facts: CompareRow[] = FACT_KEYS.map((key) => {
    const values = models.map((model) => factValue(model, key));
    return { kind: 'fact', key, values, differs: valuesDiffer(values) };
  });
  const keys = [
    ...new Set(models.flatMap((model) => specFieldsOf(model.line).map((field) => field.key))),
  ];
  const specs = keys.flatMap((key): CompareRow[] => {
    const fields = models.map(
      (model) => specFieldsOf(model.line).find((field) => field.key === key) ?? null,
    );
    const values = models.map((model, i) => (fields[i] ? (model.specs[key] ?? null) : null));
    if (values.every((value) => value === null)) return [];
    return [{ kind: 'spec', key, fields, values, differs: valuesDiffer(values) }];
  });
  return [...facts, ...specs];
}
