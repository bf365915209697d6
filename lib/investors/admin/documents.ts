import { AUDIT_TEXT } from '@/content/audit';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { DOCUMENT_ORDER } from '../collections/order';
import { refreshInvestorPagesNow } from '../tags';
import { DOCUMENT_PAGES } from '@/content/investors';
import type { InvestorDocumentKind } from '@/lib/db/generated/client';
import { KIND_IN_DB, KIND_OF, DOCUMENT_KINDS, type DocumentKind } from '../types';
import { isArchivedNow, isPublished } from '../visibility';
import { publicAddress } from '../files';
import { groupByYear, yearGroupOf, type YearGroup } from '../years';
import {
  isSingleList,
  STAFF_DOCUMENTS_PAGE,
  STAFF_DOCUMENTS_PREVIEW,
  type StaffDocumentFilter,
} from '../tables/document-filter';
import type { DocumentFields } from './schemas';
import {
  discardStoredFile,
  RowGone,
  unlessGone,
  withStoredFile,
  type Upload,
} from '../tables/uploads';

/** Staff management of investor documents; every change is audited and refreshes its page. */

export interface StaffDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  year: string;
  file: string;
  archived: boolean;
  /** When the public sees it (ISO 8601). */
  publishAt: string;
  /** Its publish time is still to come: only the back-office shows it. */
  scheduled: boolean;
  /** Current here, but archived on the public page by the five-year rule (../visibility.ts). */
  retired: boolean;
}
const ENTITY = 'InvestorDocument';

function toView(
  row: {
    id: string;
    kind: InvestorDocumentKind;
    title: string;
    year: string;
    file: string;
    archived: boolean;
    publishAt: Date;
  },
  now = new Date(),
): StaffDocument {
  const { id, title, year, file, archived, publishAt } = row;
  const kind = KIND_OF[row.kind];
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return {
    id,
    kind,
    title,
    year,
    file: publicAddress(file),
    archived,
    publishAt: publishAt.toISOString(),
    scheduled: !isPublished(publishAt, now),
    retired: !archived && isArchivedNow({ archived, publishedAt: publishAt }, standing, now),
  };
}

/** A row of a staff list, with the moves it allows (within its year, as the public page groups). */
export interface StaffDocumentRow extends StaffDocument {
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** One list of the staff page: a kind's current or archived documents (one page of them). */
export interface StaffDocumentList {
  kind: DocumentKind;
  archived: boolean;
  /** Rows matching the filter, on every page. */
  total: number;
  documents: StaffDocumentRow[];
}

export interface StaffDocumentsView {
  lists: StaffDocumentList[];
  /** Years that the kinds shown have documents in (the year filter's choices), newest first. */
  years: YearGroup[];
}

/**
 * The staff list, filtered by kind, year and state: one list paged (STAFF_DOCUMENTS_PAGE rows)
 * when a kind and a state are chosen, else the first STAFF_DOCUMENTS_PREVIEW rows of each list.
 * Rows are in the public pages' order; a row can move up or down past its year's neighbours.
 */
export async function listStaffDocuments(
  actor: StaffActor,
  filter: StaffDocumentFilter,
): Promise<StaffDocumentsView> {
  authorize(actor, 'investor_relations');
  const kinds = filter.kind ? [filter.kind] : DOCUMENT_KINDS;
  const states = filter.state ? [filter.state === 'archived'] : [false, true];
  // The order of every document of the kinds shown (four short columns, even for thousands).
  const slots = await db().investorDocument.findMany({
    where: { kind: { in: kinds.map((k) => KIND_IN_DB[k]) } },
    orderBy: [{ archived: 'asc' }, ...DOCUMENT_ORDER],
    select: { id: true, kind: true, year: true, archived: true },
  });
  const years = groupByYear(slots).map(({ group }) => group);
  const size = isSingleList(filter) ? STAFF_DOCUMENTS_PAGE : STAFF_DOCUMENTS_PREVIEW;
  const from = isSingleList(filter) ? (filter.page - 1) * size : 0;
  const moves = new Map<string, { canMoveUp: boolean; canMoveDown: boolean }>();
  const chosen = kinds.flatMap((kind) =>
    states.map((archived) => {
      const list = slots.filter((s) => KIND_OF[s.kind] === kind && s.archived === archived);
      const yearOf = list.map((s) => yearGroupOf(s.year).key);
      const matching = list.flatMap((slot, i) =>
        filter.year === undefined || yearOf[i] === filter.year ? [{ slot, i }] : [],
      );
      const shown = matching.slice(from, from + size);
      for (const { slot, i } of shown) {
        moves.set(slot.id, {
          canMoveUp: i > 0 && yearOf.lastIndexOf(yearOf[i]!, i - 1) >= 0,
          canMoveDown: yearOf.indexOf(yearOf[i]!, i + 1) > 0,
        });
      }
      return { kind, archived, total: matching.length, ids: shown.map(({ slot }) => slot.id) };
    }),
  );
  const rows = await db().investorDocument.findMany({
    where: { id: { in: chosen.flatMap((list) => list.ids) } },
  });
  const now = new Date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lists = chosen.map(({ kind, archived, total, ids }) => ({
    kind,
    archived,
    total,
    documents: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...toView(row, now), ...moves.get(id)! }] : [];
    }),
  }));
  return { lists, years };
}

export async function findStaffDocument(
  actor: StaffActor,
  id: string,
): Promise<StaffDocument | null> {
  authorize(actor, 'investor_relations');
  const row = await db().investorDocument.findUnique({ where: { id } });
  return row ? toView(row) : null;
}

/**
 * Stores the PDF (none for a link), then the row (placed first in its list) and the audit entry
 * together. Published now unless a publish time is given; lib/investors/publisher.ts sends its
 * alerts once that time has come.
 */
export async function createDocument(
  actor: StaffActor,
  fields: DocumentFields,
  upload: Upload | null,
) {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const kind = KIND_IN_DB[fields.kind];
  const { title, year, publishAt, link } = fields;
  const id = await withStoredFile(`investors/${fields.kind}`, upload, (key) =>
    db().$transaction(async (tx) => {
      const first = await tx.investorDocument.aggregate({
        where: { kind },
        _min: { sortOrder: true },
      });
      const row = await tx.investorDocument.create({
        data: {
          title,
          year,
          kind,
          file: key ?? link,
          sortOrder: (first._min?.sortOrder ?? 1) - 1,
          ...(publishAt ? { publishAt } : {}),
        },
      });
      const summary = AUDIT_TEXT.documents.added(fields.title, fields.year, fields.kind);
      await recordAudit(
        { actorEmail, action: 'create', entity: ENTITY, entityId: row.id, summary },
        tx,
      );
      return row.id;
    }),
  );
  refreshInvestorPagesNow([`documents:${fields.kind}`]);
  return id;
}

/** Updates the fields and, when a new PDF came, the file; false when the document is gone. */
export async function updateDocument(
  actor: StaffActor,
  id: string,
  fields: DocumentFields,
  upload: Upload | null,
): Promise<boolean> {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const before = await unlessGone(() =>
    withStoredFile(`investors/${fields.kind}`, upload, (key) =>
      db().$transaction(async (tx) => {
        const row = await tx.investorDocument.findUnique({ where: { id } });
        if (!row) throw new RowGone();
        const { title, year, publishAt, link } = fields;
        const file = key ?? (link || undefined);
        // Moved to a time to come: hidden until then, and alerted when it arrives.
        const rescheduled = publishAt && publishAt > new Date() ? { alertedAt: null } : {};
        const data = {
          title,
          year,
          kind: KIND_IN_DB[fields.kind],
          ...(file ? { file } : {}),
          ...(publishAt ? { publishAt, ...rescheduled } : {}),
        };
        await tx.investorDocument.update({ where: { id }, data });
        const summary = AUDIT_TEXT.documents.edited(fields.title, fields.year, Boolean(key));
        await recordAudit(
          { actorEmail, action: 'update', entity: ENTITY, entityId: id, summary },
          tx,
        );
        return row;
      }),
    ),
  );
  if (!before) return false;
  if (upload || fields.link) await discardStoredFile(before.file);
  // Both lists: the document may have moved to another kind.
  refreshInvestorPagesNow([`documents:${KIND_OF[before.kind]}`, `documents:${fields.kind}`]);
  return true;
}

export async function setDocumentArchived(actor: StaffActor, id: string, archived: boolean) {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const done = await db().$transaction(async (tx) => {
    const row = await tx.investorDocument.findUnique({ where: { id } });
    if (!row || row.archived === archived) return null;
    await tx.investorDocument.update({ where: { id }, data: { archived } });
    const summary = AUDIT_TEXT.documents.archived(archived, row.title, row.year);
    const action = archived ? 'archive' : 'unarchive';
    await recordAudit({ actorEmail, action, entity: ENTITY, entityId: id, summary }, tx);
    return KIND_OF[row.kind];
  });
  if (done) refreshInvestorPagesNow([`documents:${done}`]);
  return done !== null;
}

/**
 * Moves a document past the previous or next document of the same year in its list (same kind,
 * current or archived): the public pages group by year, so only that order shows. Two rows swap
 * places; the list is renumbered first if its order has ties (rows added by hand or in bulk).
 */
export async function moveDocument(actor: StaffActor, id: string, direction: 'up' | 'down') {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const kind = await db().$transaction(async (tx) => {
    const row = await tx.investorDocument.findUnique({ where: { id } });
    if (!row) return null;
    const list = await tx.investorDocument.findMany({
      where: { kind: row.kind, archived: row.archived },
      orderBy: DOCUMENT_ORDER,
      select: { id: true, year: true, sortOrder: true },
    });
    const at = list.findIndex((r) => r.id === id);
    const year = yearGroupOf(row.year).key;
    const step = direction === 'up' ? -1 : 1;
    let to = at + step;
    while (list[to] && yearGroupOf(list[to]!.year).key !== year) to += step;
    const other = list[to];
    if (at < 0 || !other) return null;
    const ties = list.some((r, i) => i > 0 && r.sortOrder <= list[i - 1]!.sortOrder);
    if (ties) {
      const ids = list.map((r) => r.id);
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await tx.$executeRaw`
        UPDATE "InvestorDocument" AS d SET "sortOrder" = o.n - 1
        FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, n) WHERE d.id = o.id`;
    } else {
      await tx.investorDocument.update({ where: { id }, data: { sortOrder: other.sortOrder } });
      await tx.investorDocument.update({
        where: { id: other.id },
        data: { sortOrder: list[at]!.sortOrder },
      });
    }
    const summary = AUDIT_TEXT.documents.moved(row.title, row.year, direction);
    await recordAudit({ actorEmail, action: 'reorder', entity: ENTITY, entityId: id, summary }, tx);
    return KIND_OF[row.kind];
  });
  if (kind) refreshInvestorPagesNow([`documents:${kind}`]);
  return kind !== null;
}

/** A published filing is deleted only with a reason (kept in the audit log); a scheduled one freely. */
export class ReasonRequired extends Error {}

export async function deleteDocument(actor: StaffActor, id: string, reason = '') {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const row = await db().$transaction(async (tx) => {
    const found = await tx.investorDocument.findUnique({ where: { id } });
    if (!found) return null;
    const published = isPublished(found.publishAt, new Date());
    if (published && reason.trim().length < 5) throw new ReasonRequired();
    await tx.investorDocument.delete({ where: { id } });
    const summary = AUDIT_TEXT.documents.deleted(found.title, found.year, published ? reason : '');
    await recordAudit({ actorEmail, action: 'delete', entity: ENTITY, entityId: id, summary }, tx);
    return found;
  });
  if (!row) return false;
  await discardStoredFile(row.file);
  refreshInvestorPagesNow([`documents:${KIND_OF[row.kind]}`]);
  return true;
}
