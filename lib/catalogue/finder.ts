import type { Language } from '@/content/languages';
import { seriesOf, specFieldsOf, type CatalogueLine } from './specs';
import type { CatalogueModel } from './types';

/**
 * The finder: a line's models (or every line's) filtered by series, by each specification (ranges
 * for numbers, ticks for choices and yes-no), by code or name, sorted and paged. Its state is the
 * address's query, so a result is shareable, crawlable and works without JavaScript; a value that
 * does not parse (a range of letters, a series of another line) is left out, as if not given.
 */

export const SORTS = ['name', 'newest', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 12;
/** The longest text query read; the rest is cut. */
export const QUERY_MAX = 100;

export interface FinderQuery {
  q: string;
  series: string[];
  ranges: Record<string, { min?: number; max?: number }>;
  choices: Record<string, string[]>;
  /** Yes-no specifications asked to be yes. */
  yes: string[];
  discontinued: boolean;
  sort: Sort;
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const all = (params: SearchParams, key: string): string[] => {
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const first = (params: SearchParams, key: string) => all(params, key)[0]?.trim() ?? '';

/** A number as people type it ("1,100", " 20 "), or undefined. */
function number(text: string): number | undefined {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d{1,9}(\.\d{1,3})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** The query of a finder's address; `line` null for the finder across every line. */
export function parseFinderQuery(line: CatalogueLine | null, params: SearchParams): FinderQuery {
  const fields = line ? specFieldsOf(line) : [];
  const ranges: FinderQuery['ranges'] = {};
  const choices: FinderQuery['choices'] = {};
  const yes: string[] = [];
  for (const field of fields) {
    if (field.kind === 'number') {
      let min = number(first(params, `min-${field.key}`));
      let max = number(first(params, `max-${field.key}`));
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (min !== undefined || max !== undefined)
        ranges[field.key] = {
          ...(min !== undefined && { min }),
          ...(max !== undefined && { max }),
        };
    } else if (field.kind === 'choice') {
      const picked = [...new Set(all(params, field.key))].filter((v) => field.choices.includes(v));
      if (picked.length > 0) choices[field.key] = picked;
    } else if (first(params, field.key) === 'yes') {
      yes.push(field.key);
    }
  }
  const lineSeries = line ? seriesOf(line) : [];
  const sort = first(params, 'sort') as Sort;
  const page = Number(first(params, 'page'));
  return {
    q: first(params, 'q').slice(0, QUERY_MAX),
    series: [...new Set(all(params, 'series'))].filter((s) => lineSeries.includes(s)),
    ranges,
    choices,
    yes,
    discontinued: first(params, 'discontinued') === 'yes',
    sort: SORTS.includes(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address query of a finder state (the form's own field names), without empty parts. */
export function finderSearch(query: FinderQuery, changes: Partial<FinderQuery> = {}): string {
  const state = { ...query, ...changes };
  const out = new URLSearchParams();
  if (state.q) out.append('q', state.q);
  for (const series of state.series) out.append('series', series);
  for (const [key, { min, max }] of Object.entries(state.ranges)) {
    if (min !== undefined) out.append(`min-${key}`, String(min));
    if (max !== undefined) out.append(`max-${key}`, String(max));
  }
  for (const [key, values] of Object.entries(state.choices))
    for (const value of values) out.append(key, value);
  for (const key of state.yes) out.append(key, 'yes');
  if (state.discontinued) out.append('discontinued', 'yes');
  if (state.sort !== 'name') out.append('sort', state.sort);
  if (state.page > 1) out.append('page', String(state.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * The address query as it came (a GET form sends every field, the empty ones too), in the same
 * form as finderSearch's, to compare with the query's own address and redirect to it when they
 * differ: a shared address then names only what was asked.
 */
export function searchOf(params: SearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value])
      out.append(key, one);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** Lower case, and a number split from its unit ("20W" and "20 W" alike). */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)([a-z\u0900-\u097f])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2');

function matchesText(model: CatalogueModel, q: string): boolean {
  const words = normalise(q)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [model.code, model.code.replace(/-/g, ' '), model.name.en, model.name.hi].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function matches(model: CatalogueModel, query: FinderQuery): boolean {
  if (model.discontinued && !query.discontinued) return false;
  if (query.series.length > 0 && !query.series.includes(model.series)) return false;
  for (const [key, { min, max }] of Object.entries(query.ranges)) {
    const value = model.specs[key];
    if (typeof value !== 'number') return false;
    if (min !== undefined && value < min) return false;
    if (max !== undefined && value > max) return false;
  }
  for (const [key, values] of Object.entries(query.choices)) {
    if (!values.includes(String(model.specs[key]))) return false;
  }
  for (const key of query.yes) if (model.specs[key] !== true) return false;
  return matchesText(model, query.q);
}

const collator = {
  en: new Intl.Collator('en-IN', { numeric: true }),
  hi: new Intl.Collator('hi-IN', { numeric: true }),
};

function compare(sort: Sort, language: Language) {
  const byName = (a: CatalogueModel, b: CatalogueModel) =>
    collator[language].compare(a.name[language], b.name[language]) || a.code.localeCompare(b.code);
  switch (sort) {
    case 'name':
      return byName;
    case 'newest':
      return (a: CatalogueModel, b: CatalogueModel) =>
        b.launchedOn.localeCompare(a.launchedOn) || byName(a, b);
    case 'price-asc':
    case 'price-desc': {
      const sign = sort === 'price-asc' ? 1 : -1;
      // Price on request goes last either way.
      return (a: CatalogueModel, b: CatalogueModel) =>
        a.mrpPaise === null || b.mrpPaise === null
          ? Number(a.mrpPaise === null) - Number(b.mrpPaise === null) || byName(a, b)
          : sign * (a.mrpPaise - b.mrpPaise) || byName(a, b);
    }
  }
}

export interface FinderResult {
  total: number;
  page: number;
  pages: number;
  models: CatalogueModel[];
}

/** The page of models a query asks for, among `models` (one line's, or all). */
export function findModels(
  models: readonly CatalogueModel[],
  query: FinderQuery,
  language: Language,
): FinderResult {
  const found = models.filter((model) => matches(model, query)).sort(compare(query.sort, language));
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    total: found.length,
    page,
    pages,
    models: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  };
}

/** The smallest and largest value of each number specification among a line's models. */
export function rangesOf(
  line: CatalogueLine,
  models: readonly CatalogueModel[],
): Record<string, { min: number; max: number }> {
  const out: Record<string, { min: number; max: number }> = {};
  for (const field of specFieldsOf(line)) {
    if (field.kind !== 'number') continue;
    const values = models.flatMap((m) =>
      typeof m.specs[field.key] === 'number' ? [m.specs[field.key] as number] : [],
    );
    if (values.length > 0) out[field.key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return out;
}
