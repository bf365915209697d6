import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import type { Access } from '@/lib/platform/auth/roles';
import { after, batchesOf, EXPORT_BATCH_SIZE, NEWEST_FIRST, type BatchEnd } from './batches';
import { createdAtRange, handledWhere, PAGE_SIZE, type InboxFilter } from './filters';

/**
 * The inbox kit: what every staff inbox (enquiries, dealers, subscribers, payments, mail, audit)
 * does the same way. `inboxWhere` turns the URL's filter into a Prisma `where`; `defineInbox`
 * gives the checked page (rows and count) and the checked CSV batches of one table. The columns
 * are described once in lib/platform/inbox/columns.ts.
 */

/** A field `?q=` searches (case-insensitive "contains"), or a `where` of its own for the text. */
export type SearchField<Where> = (keyof Where & string) | ((q: string) => Where);

export interface InboxWhereOptions<Where, Type extends string> {
  /** The fields `?q=` searches; a row matches when any of them does. */
  search?: readonly SearchField<NoInfer<Where>>[];
  /** `?type=`: the values it may take (others are ignored) and the `where` for one of them. */
  type?: { values: readonly { value: Type }[]; where: (value: Type) => NoInfer<Where> };
  /** `?status=open|handled` filters on `handledAt` (inboxes whose rows staff mark handled). */
  handled?: boolean;
}

/** The Prisma `where` of an inbox filter: search, whole IST days of `createdAt`, type, status. */
export function inboxWhere<Where extends object, Type extends string = string>(
  filter: InboxFilter,
  options: InboxWhereOptions<Where, Type>,
): Where {
  const { q } = filter;
  const range = createdAtRange(filter);
  const type = options.type?.values.find((t) => t.value === filter.type)?.value;
  const parts: object[] = [
    q && options.search?.length
      ? {
          OR: options.search.map((field) =>
            typeof field === 'function'
              ? field(q)
              : { [field]: { contains: q, mode: 'insensitive' } },
          ),
        }
      : {},
    range ? { createdAt: range } : {},
    type !== undefined && options.type ? options.type.where(type) : {},
    options.handled ? handledWhere(filter.status) : {},
  ];
  // Each part names its own fields; the object spread keeps the one `where` Prisma expects.
  return Object.assign({}, ...parts) as Where;
}

/** `skip`/`take` of the filter's page (a page past the last one is simply empty). */
export const pageOf = (filter: InboxFilter) => ({
  skip: (filter.page - 1) * PAGE_SIZE,
  take: PAGE_SIZE,
});

/** How many pages `total` rows fill: at least one, so an empty inbox says "Page 1 of 1". */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** What a Prisma `findMany` of an inbox receives: always newest first, ties broken by id. */
export interface InboxQuery<Where> {
  where: Where;
  orderBy: typeof NEWEST_FIRST;
  skip?: number;
  take: number;
}

export interface InboxDefinition<Stored extends BatchEnd, Row, Where> {
  /** The role the inbox needs; checked before the database is touched. */
  access: Access;
  /** The filter's rows; the member is there for filters of their own (`?assigned=mine`). */
  where: (filter: InboxFilter, actor: StaffActor) => Where;
  /**
   * The rows this member may see at all, whatever the filter (the outbox shows each member the
   * mail of their own roles); every row when absent.
   */
  scope?: (actor: StaffActor) => Where;
  /** The table's `findMany` (with any `include` the rows need) and `count`. */
  find: (query: InboxQuery<Where>) => Promise<Stored[]>;
  count: (where: Where) => Promise<number>;
  /** A stored row as staff see it (dates as ISO strings, internal fields dropped). */
  row: (stored: Stored) => Row;
}

export interface InboxPage<Row> {
  rows: Row[];
  total: number;
}

/** The filter's `where`, narrowed to the rows the member may see. */
function scopedWhere<Where extends object>(
  inbox: Pick<InboxDefinition<never, unknown, Where>, 'where' | 'scope'>,
  actor: StaffActor,
  filter: InboxFilter,
): Where {
  const where = inbox.where(filter, actor);
  // Every Prisma where input takes AND.
  return inbox.scope ? ({ AND: [where, inbox.scope(actor)] } as Where) : where;
}

/**
 * The two reads of one inbox, each checking the actor's session and role first:
 * `list` (one page and the count of every match) and `all` (every match, in batches, for the CSV).
 */
export function defineInbox<Stored extends BatchEnd, Row, Where extends object>(
  inbox: InboxDefinition<Stored, Row, Where>,
) {
  return {
    async list(actor: StaffActor, filter: InboxFilter): Promise<InboxPage<Row>> {
      authorize(actor, inbox.access);
      const where = scopedWhere(inbox, actor, filter);
      const [stored, total] = await Promise.all([
        inbox.find({ where, orderBy: NEWEST_FIRST, ...pageOf(filter) }),
        inbox.count(where),
      ]);
      return { rows: stored.map(inbox.row), total };
    },

    /** Every row the filter matches, in keyset batches (lib/platform/inbox/batches.ts), with no cap. */
    async all(
      actor: StaffActor,
      filter: InboxFilter,
      batchSize = EXPORT_BATCH_SIZE,
    ): Promise<AsyncIterable<Row[]>> {
      authorize(actor, inbox.access);
      const where = scopedWhere(inbox, actor, filter);
      return batchesOf(
        (end, take) =>
          // Every Prisma where input takes AND.
          inbox.find({ where: { AND: [where, after(end)] } as Where, orderBy: NEWEST_FIRST, take }),
        inbox.row,
        batchSize,
      );
    },
  };
}

/** An optional date as staff rows carry it. */
export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Who marked a row handled, and when (inboxes whose rows staff mark handled). */
export interface HandledFields {
  handledAt: string | null;
  handledBy: string | null;
}

export const handledFields = (stored: {
  handledAt: Date | null;
  handledBy: string | null;
}): HandledFields => ({ handledAt: isoOrNull(stored.handledAt), handledBy: stored.handledBy });
