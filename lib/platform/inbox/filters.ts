import { z } from 'zod';

/** Search, date range, status and page of a staff inbox, read from the URL's query string. */
export const PAGE_SIZE = 25;

// A real calendar day (2024-02-30 is not): anything else is ignored, like a missing filter.
const date = z.iso.date().optional().catch(undefined);

export const inboxFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  from: date,
  to: date,
  status: z.enum(['open', 'handled', 'all']).catch('all'),
  type: z.string().trim().max(60).optional().catch(undefined),
  /**
   * Filters of one inbox only (service requests: product line, centre, age; warranty
   * registrations: the invoice check's state); others ignore them.
   */
  line: z.string().trim().max(60).optional().catch(undefined),
  centre: z.string().trim().max(60).optional().catch(undefined),
  age: z.string().trim().max(60).optional().catch(undefined),
  /** Rows assigned to the member reading (`mine`) or to nobody (inboxes with assignment). */
  assigned: z.enum(['mine', 'unassigned']).optional().catch(undefined),
  state: z.string().trim().max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseInboxFilter(params: Params): InboxFilter {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    const one = Array.isArray(value) ? value[0] : value;
    return one === '' || one === null ? undefined : one;
  };
  return inboxFilterSchema.parse({
    q: get('q'),
    from: get('from'),
    to: get('to'),
    status: get('status') ?? 'all',
    type: get('type'),
    line: get('line'),
    centre: get('centre'),
    age: get('age'),
    assigned: get('assigned'),
    state: get('state'),
    page: get('page') ?? 1,
  });
}

/** `createdAt` bounds for Prisma: whole days, in India Standard Time. */
export function createdAtRange(filter: InboxFilter) {
  if (!filter.from && !filter.to) return undefined;
  return {
    ...(filter.from ? { gte: new Date(`${filter.from}T00:00:00+05:30`) } : {}),
    ...(filter.to
      ? { lt: new Date(new Date(`${filter.to}T00:00:00+05:30`).getTime() + 86_400_000) }
      : {}),
  };
}

export const handledWhere = (status: InboxFilter['status']) =>
  status === 'open'
    ? { handledAt: null }
    : status === 'handled'
      ? { handledAt: { not: null } }
      : {};

/** The query string of a filter, e.g. for pagination links and the CSV export link. */
export function filterQuery(filter: InboxFilter, overrides: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (
      value === undefined ||
      value === '' ||
      (key === 'status' && value === 'all') ||
      (key === 'page' && value === 1)
    )
      continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `?assigned=`: the rows assigned to the member reading, or to nobody; every row otherwise. */
export const assignedWhere = (assigned: InboxFilter['assigned'], actor: { id: string }) =>
  assigned === 'mine'
    ? { assignedToId: actor.id }
    : assigned === 'unassigned'
      ? { assignedToId: null }
      : {};
