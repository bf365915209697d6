import { AUDIT_TEXT } from '@/content/audit';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { refreshInvestorPagesNow } from '../revalidate';
import { KIND_IN_DB, DOCUMENT_KINDS, type DocumentKind } from '../types';
import { publicAddress } from '../files';
import type { DocumentFields } from './schemas';
import {
  discardStoredFile,
  movedOrder,
  RowGone,
  unlessGone,
  withStoredFile,
  type Upload,
} from './stored-file';

/** Staff management of investor documents; every change is audited and refreshes its page. */

export interface StaffDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  year: string;
  file: string;
  archived: boolean;
}

const KIND_OF = Object.fromEntries(DOCUMENT_KINDS.map((k) => [KIND_IN_DB[k], k])) as Record<
  string,
  DocumentKind
>;
const ORDER = [{ sortOrder: 'asc' as const }, { year: 'desc' as const }, { title: 'asc' as const }];
const ENTITY = 'InvestorDocument';

function toView(row: {
  id: string;
  kind: string;
  title: string;
  year: string;
  file: string;
  archived: boolean;
}): StaffDocument {
  const { id, title, year, file, archived } = row;
  return { id, kind: KIND_OF[row.kind]!, title, year, file: publicAddress(file), archived };
}

/** Every document, in the order of the public pages (current before archived per kind). */
export async function listStaffDocuments(actor: StaffActor): Promise<StaffDocument[]> {
  authorize(actor, 'investor_relations');
  const rows = await db().investorDocument.findMany({ orderBy: [{ archived: 'asc' }, ...ORDER] });
  return rows.map(toView);
}

export async function findStaffDocument(
  actor: StaffActor,
  id: string,
): Promise<StaffDocument | null> {
  authorize(actor, 'investor_relations');
  const row = await db().investorDocument.findUnique({ where: { id } });
  return row ? toView(row) : null;
}

/** Stores the PDF, then the row (placed first in its list) and the audit entry together. */
export async function createDocument(actor: StaffActor, fields: DocumentFields, upload: Upload) {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const kind = KIND_IN_DB[fields.kind];
  const id = await withStoredFile(`investors/${fields.kind}`, upload, (key) =>
    db().$transaction(async (tx) => {
      const first = await tx.investorDocument.aggregate({
        where: { kind },
        _min: { sortOrder: true },
      });
      const row = await tx.investorDocument.create({
        data: { ...fields, kind, file: key!, sortOrder: (first._min?.sortOrder ?? 1) - 1 },
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
        const data = { ...fields, kind: KIND_IN_DB[fields.kind], ...(key ? { file: key } : {}) };
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
  if (upload) await discardStoredFile(before.file);
  // Both lists: the document may have moved to another kind.
  refreshInvestorPagesNow([`documents:${KIND_OF[before.kind]!}`, `documents:${fields.kind}`]);
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
    return KIND_OF[row.kind]!;
  });
  if (done) refreshInvestorPagesNow([`documents:${done}`]);
  return done !== null;
}

/** Moves a document one place within its list (same kind, current or archived). */
export async function moveDocument(actor: StaffActor, id: string, direction: 'up' | 'down') {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const kind = await db().$transaction(async (tx) => {
    const row = await tx.investorDocument.findUnique({ where: { id } });
    if (!row) return null;
    const where = { kind: row.kind, archived: row.archived };
    const list = await tx.investorDocument.findMany({
      where,
      orderBy: ORDER,
      select: { id: true },
    });
    const order = movedOrder(
      list.map((r) => r.id),
      id,
      direction,
    );
    if (!order) return null;
    for (const [sortOrder, rowId] of order.entries()) {
      await tx.investorDocument.update({ where: { id: rowId }, data: { sortOrder } });
    }
    const summary = AUDIT_TEXT.documents.moved(row.title, row.year, direction);
    await recordAudit({ actorEmail, action: 'reorder', entity: ENTITY, entityId: id, summary }, tx);
    return KIND_OF[row.kind]!;
  });
  if (kind) refreshInvestorPagesNow([`documents:${kind}`]);
  return kind !== null;
}

export async function deleteDocument(actor: StaffActor, id: string) {
  const { email: actorEmail } = authorize(actor, 'investor_relations');
  const row = await db().$transaction(async (tx) => {
    const found = await tx.investorDocument.findUnique({ where: { id } });
    if (!found) return null;
    await tx.investorDocument.delete({ where: { id } });
    const summary = AUDIT_TEXT.documents.deleted(found.title, found.year);
    await recordAudit({ actorEmail, action: 'delete', entity: ENTITY, entityId: id, summary }, tx);
    return found;
  });
  if (!row) return false;
  await discardStoredFile(row.file);
  refreshInvestorPagesNow([`documents:${KIND_OF[row.kind]!}`]);
  return true;
}
