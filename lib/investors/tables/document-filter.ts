import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from '../types';
import { isYearKey } from '../years';

/** The staff documents list's filters, read from its query string (bad values are ignored). */

/** Rows per page when one list (a kind, current or archived) is shown. */
export const STAFF_DOCUMENTS_PAGE = 50;
/** Rows of each list when several are shown; each links to its own paged list. */
export const STAFF_DOCUMENTS_PREVIEW = 10;

const schema = z.object({
  kind: z.enum(DOCUMENT_KINDS).optional().catch(undefined),
  year: z
    .string()
    .refine((key) => isYearKey(key))
    .optional()
    .catch(undefined),
  state: z.enum(['current', 'archived']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export interface StaffDocumentFilter {
  kind?: DocumentKind;
  /** A year group's key (lib/investors/years.ts). */
  year?: string;
  state?: 'current' | 'archived';
  page: number;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseDocumentFilter(params: Params): StaffDocumentFilter {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    const one = Array.isArray(value) ? value[0] : value;
    return one === '' || one === null ? undefined : one;
  };
  const { kind, year, state, page } = schema.parse({
    kind: get('kind'),
    year: get('year'),
    state: get('state'),
    page: get('page') ?? 1,
  });
  return { page, ...(kind && { kind }), ...(year && { year }), ...(state && { state }) };
}

/** "?kind=…&state=…" for links and for returning to the same view after a change. */
export function documentFilterQuery(
  filter: StaffDocumentFilter,
  overrides: Partial<StaffDocumentFilter> = {},
): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const key of ['kind', 'year', 'state', 'page'] as const) {
    const value = merged[key];
    if (value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the filter shows one list (then paged), rather than a preview of each. */
export const isSingleList = (filter: StaffDocumentFilter) =>
  filter.kind !== undefined && filter.state !== undefined;
