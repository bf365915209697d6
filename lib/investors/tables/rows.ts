import { AUDIT_TEXT } from '@/content/audit';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db, type Db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/platform/db/generated/client';
import { refreshInvestorPagesNow, type InvestorArea } from '../tags';
import {
  discardStoredFile,
  RowGone,
  unlessGone,
  withStoredFile,
  type Checked,
  type FileHolder,
  type Upload,
} from './uploads';
import { investors as feature } from '@/lib/investors/feature';

/**
 * The writes of every investor table (./table.ts declares a table, this module writes its rows).
 * Each change lands in one transaction with its audit entry, then expires the cache areas of the
 * rows it wrote (../tags.ts), so the public page shows it on its next visit. A new file is stored
 * before its row and removed again when the row is not written; a replaced or deleted file is
 * removed after the change commits, unless a row of any table still shows it (the seed gives a
 * director who chairs a committee one portrait).
 */

export type Tx = Prisma.TransactionClient;

/** People and contacts: the order staff chose, then the order they were added in. */
export const ROW_ORDER = [{ sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];

/** What the rows of every investor table have. */
export interface StoredRow {
  id: string;
  sortOrder: number;
  /** Hidden from the public pages and the API, kept for the record. */
  archived: boolean;
}

/** The part of a Prisma model delegate the writes use, the same for every table. */
export interface Model<Row> {
  findMany(args: { where?: object; orderBy: object[] }): Promise<Row[]>;
  findFirst(args: { where?: object; orderBy: object }): Promise<Row | null>;
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  count(args: { where: object }): Promise<number>;
  create(args: { data: object }): Promise<Row>;
  update(args: { where: { id: string }; data: object }): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<Row>;
}

/** The file a form may carry (a filing's PDF, a person's photo). */
export interface TableFile<Fields> {
  /** Its input on the form. */
  field: string;
  /** The column that keeps its storage key. */
  column: string;
  /** Where a new file is stored, e.g. `investors/directors`. */
  folder: (fields: Fields) => string;
  check: (file: File) => Promise<Checked<string>>;
}

/** The audit log's summary of each change to a row. */
export interface TableAudit<Row, Fields> {
  added(fields: Fields): string;
  edited(fields: Fields, newFile: boolean): string;
  moved(row: Row, direction: 'up' | 'down'): string;
  archived(row: Row, archived: boolean): string;
  deleted(row: Row, reason: string): string;
}

/** The audit words of a table whose rows are named by their `name` (people and contacts). */
export function namedRowAudit<Row extends { name: string }, Fields extends { name: string }>(
  noun: string,
): TableAudit<Row, Fields> {
  const words = AUDIT_TEXT.orderedRows;
  return {
    added: (fields) => words.added(noun, fields.name),
    edited: (fields, newFile) => words.edited(noun, fields.name, newFile),
    moved: (row, direction) => words.moved(noun, row.name, direction),
    archived: (row, archived) => words.archived(archived, noun, row.name),
    deleted: (row) => words.deleted(noun, row.name),
  };
}

/** What a table declares about its rows (a part of ./table.ts's TableSpec). */
export interface RowSpec<Row extends StoredRow, Fields> {
  /** The model's name: the audit log's entity, and its SQL table. */
  entity: string;
  /** Its Prisma delegate on a client or transaction, e.g. `(client) => client.director`. */
  model: (client: Tx | Db) => Model<Row>;
  file?: TableFile<Fields>;
  /** The columns written from the form and the new file's key; by default the fields as they are. */
  data?: (fields: Fields, file: string | null) => Partial<Row>;
  /** Its rows' order, the same for the staff list and the public read. */
  order: object[];
  /** Where a new row goes among the rows of its scope. */
  newRows: 'first' | 'last';
  /** The rows a row is ordered among (filings: those of its kind); by default the whole table. */
  scope?: (row: Partial<Row>) => object;
  /** Rows move up and down past the rows of their own group only (a committee, a year). */
  groupOf?: (row: Row) => string;
  audit: TableAudit<Row, Fields>;
  /** Rows whose deletion needs a reason (kept in the audit entry): published filings. */
  deleteNeedsReason?: (row: Row) => boolean;
  /** Called once a row is added or edited (filings: their alerts go out now if due). */
  saved?: () => void;
}

/** Every operation is for members who keep the investor pages, checked before the database. */
export const allowed = (actor: StaffActor) => authorize(actor, feature.role).email;

/** A deletion that needs a reason (a published filing) came without one (at least 5 characters). */
export class ReasonRequired extends Error {}

/**
 * Gives each row its position (0, 1, 2, ...) after moving one of them one place, past the next
 * row of its own group (committee members move among their committee's members only).
 */
export function movedOrder(
  ids: string[],
  id: string,
  direction: 'up' | 'down',
  sameGroup: (otherId: string) => boolean = () => true,
): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < ids.length && !sameGroup(ids[to]!)) to += step;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/** The writes of one table; `areaOf` names the cache area a row is read under. */
export function rowWrites<Row extends StoredRow, Fields>(
  spec: RowSpec<Row, Fields>,
  areaOf: (row: Row) => InvestorArea,
  holders: readonly FileHolder[],
) {
  const model = (client: Tx) => spec.model(client);
  const audit = (tx: Tx, actorEmail: string, action: string, entityId: string, summary: string) =>
    recordAudit({ actorEmail, action, entity: spec.entity, entityId, summary }, tx);
  const refresh = (...rows: Row[]) => refreshInvestorPagesNow(rows.map(areaOf));
  const fileOf = (row: Row) =>
    spec.file ? (row as Record<string, unknown>)[spec.file.column] : undefined;
  const discardFileOf = (row: Row) => discardStoredFile(fileOf(row), holders);
  // A table without a file never stores an upload.
  const storeFile = <T>(
    fields: Fields,
    upload: Upload | null,
    write: (key: string | null) => Promise<T>,
  ) => (spec.file ? withStoredFile(spec.file.folder(fields), upload, write) : write(null));
  const dataOf = (fields: Fields, key: string | null): Partial<Row> =>
    spec.data?.(fields, key) ??
    ({ ...fields, ...(key && spec.file ? { [spec.file.column]: key } : {}) } as Partial<Row>);

  /** The sort order of a new row: before the first or after the last of its scope. */
  async function placeNew(tx: Tx, data: Partial<Row>): Promise<number> {
    const where = spec.scope?.(data) ?? {};
    const first = spec.newRows === 'first';
    const edge = await model(tx).findFirst({
      where,
      orderBy: { sortOrder: first ? 'asc' : 'desc' },
    });
    return first ? (edge?.sortOrder ?? 1) - 1 : (edge?.sortOrder ?? -1) + 1;
  }

  /**
   * Writes `order` (the rows' ids): two rows swap places, unless the order has ties (rows added
   * by hand or in bulk), when the whole scope is renumbered in one statement.
   */
  async function reorder(tx: Tx, rows: Row[], order: string[]) {
    const ties = rows.some((r, i) => i > 0 && r.sortOrder <= rows[i - 1]!.sortOrder);
    if (ties) {
      await tx.$executeRaw`
        UPDATE ${Prisma.raw(`"${spec.entity}"`)} AS t SET "sortOrder" = o.n - 1
        FROM unnest(${order}::uuid[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`;
      return;
    }
    for (const [at, row] of rows.entries()) {
      const sortOrder = rows[order.indexOf(row.id)]!.sortOrder;
      if (order[at] !== row.id)
        await model(tx).update({ where: { id: row.id }, data: { sortOrder } });
    }
  }

  return {
    /** Adds a row (first or last of its scope). */
    async create(actor: StaffActor, fields: Fields, upload: Upload | null) {
      const email = allowed(actor);
      const row = await storeFile(fields, upload, (key) =>
        db().$transaction(async (tx) => {
          const data = dataOf(fields, key);
          const sortOrder = await placeNew(tx, data);
          const created = await model(tx).create({ data: { ...data, sortOrder } });
          await audit(tx, email, 'create', created.id, spec.audit.added(fields));
          return created;
        }),
      );
      await refresh(row);
      spec.saved?.();
    },

    /** False when the row is gone. A new file replaces the old one, which is then removed. */
    async update(actor: StaffActor, id: string, fields: Fields, upload: Upload | null) {
      const email = allowed(actor);
      const written = await unlessGone(() =>
        storeFile(fields, upload, (key) =>
          db().$transaction(async (tx) => {
            const before = await model(tx).findUnique({ where: { id } });
            if (!before) throw new RowGone();
            const after = await model(tx).update({ where: { id }, data: dataOf(fields, key) });
            await audit(tx, email, 'update', id, spec.audit.edited(fields, Boolean(key)));
            return { before, after };
          }),
        ),
      );
      if (!written) return false;
      const { before, after } = written;
      if (fileOf(before) !== fileOf(after)) await discardFileOf(before);
      // Both areas: a filing may have moved to another kind.
      await refresh(before, after);
      spec.saved?.();
      return true;
    },

    /** False when the row is gone or already first (last) of its group. */
    async move(actor: StaffActor, id: string, direction: 'up' | 'down') {
      const email = allowed(actor);
      const moved = await db().$transaction(async (tx) => {
        const row = await model(tx).findUnique({ where: { id } });
        if (!row) return null;
        const rows = await model(tx).findMany({ where: spec.scope?.(row), orderBy: spec.order });
        // Current and archived rows are listed apart, so each moves among its own list.
        const groupOf = (r: Row) => `${r.archived}:${spec.groupOf?.(r) ?? ''}`;
        const groups = new Map(rows.map((r) => [r.id, groupOf(r)]));
        const ids = rows.map((r) => r.id);
        const order = movedOrder(ids, id, direction, (other) => groups.get(other) === groupOf(row));
        if (!order) return null;
        await reorder(tx, rows, order);
        await audit(tx, email, 'reorder', id, spec.audit.moved(row, direction));
        return row;
      });
      if (moved) await refresh(moved);
      return moved !== null;
    },

    /** Hides a row from the public page (or shows it again); false when it is gone or unchanged. */
    async setArchived(actor: StaffActor, id: string, archived: boolean) {
      const email = allowed(actor);
      const row = await db().$transaction(async (tx) => {
        const found = await model(tx).findUnique({ where: { id } });
        if (!found || found.archived === archived) return null;
        await model(tx).update({ where: { id }, data: { archived } });
        const action = archived ? 'archive' : 'unarchive';
        await audit(tx, email, action, id, spec.audit.archived(found, archived));
        return found;
      });
      if (row) await refresh(row);
      return row !== null;
    },

    /** `reason` is kept in the audit entry where the deletion needs one. */
    async remove(actor: StaffActor, id: string, reason: string) {
      const email = allowed(actor);
      const row = await db().$transaction(async (tx) => {
        const found = await model(tx).findUnique({ where: { id } });
        if (!found) return null;
        const needsReason = spec.deleteNeedsReason?.(found) ?? false;
        if (needsReason && reason.trim().length < 5) throw new ReasonRequired();
        await model(tx).delete({ where: { id } });
        const summary = spec.audit.deleted(found, needsReason ? reason : '');
        await audit(tx, email, 'delete', id, summary);
        return found;
      });
      if (!row) return false;
      await discardFileOf(row);
      await refresh(row);
      return true;
    },
  };
}

export type RowWrites<Row extends StoredRow, Fields> = ReturnType<typeof rowWrites<Row, Fields>>;
