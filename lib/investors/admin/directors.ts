import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { optionalAddress } from '../files';
import { refreshInvestorPagesNow } from '../revalidate';
import type { DirectorFields } from './schemas';
import { discardStoredFile, movedOrder, withStoredFile } from './stored-file';

/** Staff management of the board of directors; every change is audited and refreshes the page. */

export interface StaffDirector extends DirectorFields {
  id: string;
  image: string | null;
}

type Upload = { bytes: Uint8Array; extension: string };
const ENTITY = 'Director';
const ORDER = [{ sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];
const FOLDER = 'investors/directors';

export async function listStaffDirectors(): Promise<StaffDirector[]> {
  const rows = await db().director.findMany({ orderBy: ORDER });
  return rows.map(({ id, name, designation, profileSummary, image }) => ({
    id,
    name,
    designation,
    profileSummary,
    image: optionalAddress(image),
  }));
}

export async function findStaffDirector(id: string): Promise<StaffDirector | null> {
  const row = await db().director.findUnique({ where: { id } });
  if (!row) return null;
  const { name, designation, profileSummary, image } = row;
  return { id, name, designation, profileSummary, image: optionalAddress(image) };
}

/** Stores the photo (if any), then the director (placed last) and the audit entry together. */
export async function createDirector(fields: DirectorFields, upload: Upload | null, actor: string) {
  await withStoredFile(FOLDER, upload, (key) =>
    db().$transaction(async (tx) => {
      const last = await tx.director.aggregate({ _max: { sortOrder: true } });
      const sortOrder = (last._max?.sortOrder ?? -1) + 1;
      const row = await tx.director.create({ data: { ...fields, image: key, sortOrder } });
      const summary = `Added director "${fields.name}"`;
      await recordAudit(
        { actorEmail: actor, action: 'create', entity: ENTITY, entityId: row.id, summary },
        tx,
      );
    }),
  );
  refreshInvestorPagesNow(['directors']);
}

/** Updates a director, and the photo when a new one came; false when the director is gone. */
export async function updateDirector(
  id: string,
  fields: DirectorFields,
  upload: Upload | null,
  actor: string,
): Promise<boolean> {
  const before = await db().director.findUnique({ where: { id } });
  if (!before) return false;
  await withStoredFile(FOLDER, upload, (key) =>
    db().$transaction(async (tx) => {
      await tx.director.update({
        where: { id },
        data: { ...fields, ...(key ? { image: key } : {}) },
      });
      const summary = `Edited director "${fields.name}"${key ? ' with a new photo' : ''}`;
      await recordAudit(
        { actorEmail: actor, action: 'update', entity: ENTITY, entityId: id, summary },
        tx,
      );
    }),
  );
  if (upload) await discardStoredFile(before.image);
  refreshInvestorPagesNow(['directors']);
  return true;
}

export async function moveDirector(id: string, direction: 'up' | 'down', actor: string) {
  const moved = await db().$transaction(async (tx) => {
    const list = await tx.director.findMany({ orderBy: ORDER, select: { id: true, name: true } });
    const order = movedOrder(
      list.map((r) => r.id),
      id,
      direction,
    );
    if (!order) return false;
    for (const [sortOrder, rowId] of order.entries()) {
      await tx.director.update({ where: { id: rowId }, data: { sortOrder } });
    }
    const summary = `Moved director "${list.find((r) => r.id === id)!.name}" ${direction}`;
    await recordAudit(
      { actorEmail: actor, action: 'reorder', entity: ENTITY, entityId: id, summary },
      tx,
    );
    return true;
  });
  if (moved) refreshInvestorPagesNow(['directors']);
  return moved;
}

export async function deleteDirector(id: string, actor: string) {
  const row = await db().$transaction(async (tx) => {
    const found = await tx.director.findUnique({ where: { id } });
    if (!found) return null;
    await tx.director.delete({ where: { id } });
    const summary = `Deleted director "${found.name}"`;
    await recordAudit(
      { actorEmail: actor, action: 'delete', entity: ENTITY, entityId: id, summary },
      tx,
    );
    return found;
  });
  if (!row) return false;
  await discardStoredFile(row.image);
  refreshInvestorPagesNow(['directors']);
  return true;
}
