import { AUDIT_TEXT } from '@/content/audit';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { ROW_ORDER } from '../collections/order';
import { refreshInvestorPagesNow, type InvestorArea } from '../tags';
import {
  discardStoredFile,
  RowGone,
  unlessGone,
  withStoredFile,
  type Upload,
} from '../tables/uploads';
import { movedOrder } from './stored-file';

/**
 * Staff management of the investor tables kept in a hand-chosen order (directors, committee
 * members, registrars, grievance contacts). Every change lands together with its audit entry and
 * refreshes the public page at once; a photo is stored before its row and removed when the row
 * is not written.
 */

type Tx = Prisma.TransactionClient;

export interface OrderedRow {
  id: string;
  name: string;
  sortOrder: number;
  /** Hidden from the public pages and the API, kept for the record. */
  archived: boolean;
  image?: string | null;
}

/** What every table's view has: the list and audit entries name rows by it. */
export interface OrderedView {
  id: string;
  name: string;
}

/** The part of a Prisma model delegate used here, the same for the four tables. */
export interface Table<Row> {
  findMany(args: { orderBy: typeof ROW_ORDER }): Promise<Row[]>;
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  create(args: { data: object }): Promise<Row>;
  update(args: { where: { id: string }; data: object }): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<Row>;
}

export interface OrderedKind<Row extends OrderedRow, View extends OrderedView> {
  /** The table's Prisma delegate on a client or transaction, e.g. `(client) => client.director`. */
  table: (client: Tx) => Table<Row>;
  /** The entity name in the audit log. */
  entity: string;
  /** How audit summaries name one row ("director"). */
  noun: string;
  area: InvestorArea;
  view: (row: Row) => View;
  /** Folder of uploaded photos (`image`), for tables whose rows have one. */
  photoFolder?: string;
  /** Rows are listed, and move up and down, among the rows of their own group only. */
  groupOf?: (row: View) => string;
}

export interface OrderedAdmin<View extends OrderedView, Fields> {
  list(actor: StaffActor): Promise<(View & { archived: boolean })[]>;
  find(actor: StaffActor, id: string): Promise<View | null>;
  /** Adds a row after the last one. */
  create(actor: StaffActor, fields: Fields, upload: Upload | null): Promise<void>;
  /** False when the row is gone. A new photo replaces the old one, which is then removed. */
  update(actor: StaffActor, id: string, fields: Fields, upload: Upload | null): Promise<boolean>;
  /** False when the row is gone or already first (last) of its group. */
  move(actor: StaffActor, id: string, direction: 'up' | 'down'): Promise<boolean>;
  /** Hides a row from the public page (or shows it again); false when it is gone or unchanged. */
  setArchived(actor: StaffActor, id: string, archived: boolean): Promise<boolean>;
  remove(actor: StaffActor, id: string): Promise<boolean>;
}

/** Every operation below is for members who keep the investor pages, checked before the database. */
const allowed = (actor: StaffActor) => authorize(actor, 'investor_relations').email;

/** The staff operations on one ordered table. */
export function orderedAdmin<
  Row extends OrderedRow,
  View extends OrderedView,
  Fields extends { name: string },
>(kind: OrderedKind<Row, View>): OrderedAdmin<View, Fields> {
  const table = (client: Tx = db()) => kind.table(client);
  const audit = (tx: Tx, action: string, entityId: string, summary: string, actor: string) =>
    recordAudit({ actorEmail: actor, action, entity: kind.entity, entityId, summary }, tx);
  // Each operation checks its member first (`allowed`) and names them in the audit log.
  const refresh = () => refreshInvestorPagesNow([kind.area]);
  // A table without photos never stores an upload.
  const storePhoto = <T>(upload: Upload | null, write: (image: string | null) => Promise<T>) =>
    withStoredFile(kind.photoFolder ?? '', kind.photoFolder ? upload : null, write);

  return {
    async list(member) {
      allowed(member);
      const rows = await table().findMany({ orderBy: ROW_ORDER });
      return rows.map((row) => ({ ...kind.view(row), archived: row.archived }));
    },

    async find(member, id) {
      allowed(member);
      const row = await table().findUnique({ where: { id } });
      return row ? kind.view(row) : null;
    },

    async create(member, fields, upload) {
      const actor = allowed(member);
      await storePhoto(upload, (image) =>
        db().$transaction(async (tx) => {
          const rows = await table(tx).findMany({ orderBy: ROW_ORDER });
          const sortOrder = Math.max(-1, ...rows.map((r) => r.sortOrder)) + 1;
          const data = { ...fields, sortOrder, ...(image ? { image } : {}) };
          const row = await table(tx).create({ data });
          await audit(
            tx,
            'create',
            row.id,
            AUDIT_TEXT.orderedRows.added(kind.noun, fields.name),
            actor,
          );
        }),
      );
      refresh();
    },

    async update(member, id, fields, upload) {
      const actor = allowed(member);
      const before = await unlessGone(() =>
        storePhoto(upload, (image) =>
          db().$transaction(async (tx) => {
            const row = await table(tx).findUnique({ where: { id } });
            if (!row) throw new RowGone();
            await table(tx).update({
              where: { id },
              data: { ...fields, ...(image ? { image } : {}) },
            });
            await audit(
              tx,
              'update',
              id,
              AUDIT_TEXT.orderedRows.edited(kind.noun, fields.name, Boolean(image)),
              actor,
            );
            return row;
          }),
        ),
      );
      if (!before) return false;
      if (upload) await discardStoredFile(before.image);
      refresh();
      return true;
    },

    async move(member, id, direction) {
      const actor = allowed(member);
      const moved = await db().$transaction(async (tx) => {
        const rows = await table(tx).findMany({ orderBy: ROW_ORDER });
        const row = rows.find((r) => r.id === id);
        if (!row) return false;
        // Current and archived rows are listed apart, so each moves among its own list.
        const group = new Map(
          rows.map((r) => [r.id, `${r.archived}:${kind.groupOf?.(kind.view(r)) ?? ''}`]),
        );
        const sameGroup = (other: string) => group.get(other) === group.get(id);
        const order = movedOrder([...group.keys()], id, direction, sameGroup);
        if (!order) return false;
        for (const [sortOrder, rowId] of order.entries()) {
          await table(tx).update({ where: { id: rowId }, data: { sortOrder } });
        }
        await audit(
          tx,
          'reorder',
          id,
          AUDIT_TEXT.orderedRows.moved(kind.noun, row.name, direction),
          actor,
        );
        return true;
      });
      if (moved) refresh();
      return moved;
    },

    async setArchived(member, id, archived) {
      const actor = allowed(member);
      const changed = await db().$transaction(async (tx) => {
        const row = await table(tx).findUnique({ where: { id } });
        if (!row || row.archived === archived) return false;
        await table(tx).update({ where: { id }, data: { archived } });
        const action = archived ? 'archive' : 'unarchive';
        await audit(
          tx,
          action,
          id,
          AUDIT_TEXT.orderedRows.archived(archived, kind.noun, row.name),
          actor,
        );
        return true;
      });
      if (changed) refresh();
      return changed;
    },

    async remove(member, id) {
      const actor = allowed(member);
      const row = await db().$transaction(async (tx) => {
        const found = await table(tx).findUnique({ where: { id } });
        if (!found) return null;
        await table(tx).delete({ where: { id } });
        await audit(tx, 'delete', id, AUDIT_TEXT.orderedRows.deleted(kind.noun, found.name), actor);
        return found;
      });
      if (!row) return false;
      await discardStoredFile(row.image);
      refresh();
      return true;
    },
  };
}
