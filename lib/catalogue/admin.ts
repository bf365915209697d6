import { LINE_NAMES } from '@/content/catalogue';
import {
  CATALOGUE_AUDIT_TEXT as A,
  CATALOGUE_FIELD_MESSAGES as M,
  STAFF_CATALOGUE_TEXT,
} from '@/content/staff-catalogue';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { CatalogueModel as Stored, Prisma } from '@/lib/platform/db/generated/client';
import { defineInbox, inboxWhere } from '@/lib/platform/inbox/inbox';
import { storage } from '@/lib/platform/storage';
import { fileUrl } from '@/lib/platform/storage/keys';
import { checkPdf, checkPhoto, type Upload } from '@/lib/platform/storage/uploads';
import { isUuid } from '@/lib/platform/validation/fields';
import { catalogue as feature } from './feature';
import { checkModel, fieldsOfModel, rowOf, type ModelFields, type ModelInput } from './model-input';
import { CATALOGUE_LINES, isCatalogueLine, readSpecs, slugOf, type CatalogueLine } from './specs';
import { refreshCataloguePagesNow } from './store';

/**
 * The catalogue as staff manage it (/staff/catalogue, the `catalogue` role and admins): the list,
 * one model's form, and saves. Every function checks the actor before it touches the database;
 * every change is one transaction with its audit row, then the public pages' cache is expired on
 * every instance (the model, its line's finder, the index, the sitemap show it on the next visit).
 */

const ACCESS = feature.role;

type Tx = Prisma.TransactionClient;

/** India's date today (YYYY-MM-DD): a launch date may not be later. */
export const indiaToday = (now = Date.now()) =>
  new Date(now + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

export interface CatalogueStaffRow {
  id: string;
  code: string;
  slug: string;
  line: CatalogueLine;
  lineName: string;
  series: string;
  nameEn: string;
  mrpPaise: number | null;
  discontinued: boolean;
  successorCode: string | null;
  createdAt: string;
  updatedAt: string;
}

const staffRow = (stored: Stored): CatalogueStaffRow => {
  const line = isCatalogueLine(stored.line) ? stored.line : CATALOGUE_LINES[0];
  return {
    id: stored.id,
    code: stored.code,
    slug: stored.slug,
    line,
    lineName: LINE_NAMES[line],
    series: stored.series,
    nameEn: stored.nameEn,
    mrpPaise: stored.mrpPaise,
    discontinued: stored.discontinued,
    successorCode: stored.successorCode,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  };
};

export const LINE_FILTER_OPTIONS = CATALOGUE_LINES.map((line) => ({
  value: line,
  label: LINE_NAMES[line],
}));

const models = defineInbox({
  access: ACCESS,
  where: (filter): Prisma.CatalogueModelWhereInput =>
    inboxWhere(filter, {
      search: ['code', 'nameEn', 'nameHi', 'series'],
      type: { values: LINE_FILTER_OPTIONS, where: (line) => ({ line }) },
    }),
  find: (query) => db().catalogueModel.findMany(query),
  count: (where) => db().catalogueModel.count({ where }),
  row: staffRow,
});

/** One page of models, newest first, and how many match (catalogue). */
export const listCatalogueModels = models.list;

/** A stored model as the form and the import read it. */
export function inputOf(stored: Stored): ModelInput | null {
  if (!isCatalogueLine(stored.line)) return null;
  return {
    code: stored.code,
    line: stored.line,
    series: stored.series,
    nameEn: stored.nameEn,
    nameHi: stored.nameHi,
    summaryEn: stored.summaryEn,
    summaryHi: stored.summaryHi,
    specs: readSpecs(stored.line, stored.specs) ?? {},
    certifications: stored.certifications,
    warrantyMonths: stored.warrantyMonths,
    mrpPaise: stored.mrpPaise,
    launchedOn: stored.launchedOn.toISOString().slice(0, 10),
    discontinued: stored.discontinued,
    successorCode: stored.successorCode,
  };
}

export interface CatalogueModelForm {
  id: string;
  code: string;
  slug: string;
  line: CatalogueLine;
  fields: Record<string, string>;
  /** The addresses of the photo and manual the page shows now, or null. */
  files: Record<FileSlot, string | null>;
}

/** One model for its edit page, or null (catalogue). */
export async function findCatalogueModel(
  actor: StaffActor,
  id: string,
): Promise<CatalogueModelForm | null> {
  authorize(actor, ACCESS);
  if (!isUuid(id)) return null;
  const stored = await db().catalogueModel.findUnique({ where: { id } });
  const input = stored && inputOf(stored);
  if (!stored || !input) return null;
  return {
    id,
    code: stored.code,
    slug: stored.slug,
    line: input.line,
    fields: fieldsOfModel(input),
    files: {
      image: stored.imageKey ? fileUrl(stored.imageKey) : null,
      manual: stored.manualKey ? fileUrl(stored.manualKey) : null,
    },
  };
}

/**
 * A model's files: its photo (shown on its page, in its structured data) and its user manual (a
 * download), uploaded with its form into the shared file store (lib/platform/storage).
 */
export type FileSlot = 'image' | 'manual';

const FILE_SLOTS = {
  image: { column: 'imageKey', folder: 'catalogue/images', check: checkPhoto, what: 'photo' },
  manual: { column: 'manualKey', folder: 'catalogue/manuals', check: checkPdf, what: 'manual' },
} as const;

/** What a model's form sends besides its fields: a new photo or manual, and what to take off. */
export interface ModelFiles {
  image?: File | null;
  manual?: File | null;
  /** The slots whose file the page should stop showing (a new file in the same slot wins). */
  remove?: readonly string[];
}

/** Each chosen file checked by its first bytes and size; a refusal is the field's message. */
async function checkFiles(files: ModelFiles) {
  const uploads: Partial<Record<FileSlot, Upload>> = {};
  const errors: Record<string, string> = {};
  for (const slot of Object.keys(FILE_SLOTS) as FileSlot[]) {
    const file = files[slot];
    if (!file) continue;
    const checked = await FILE_SLOTS[slot].check(file);
    if (checked.ok) uploads[slot] = checked;
    else errors[slot] = checked.error;
  }
  return { uploads, errors };
}

export type SaveResult =
  { ok: true; id: string; code: string } | { ok: false; errors: Record<string, string> };

const audit = (tx: Tx, me: StaffActor, action: string, entityId: string, summary: string) =>
  recordAudit({ actorEmail: me.email, action, entity: 'CatalogueModel', entityId, summary }, tx);

/**
 * A model's code changed: its old address redirects to the new one (and so do addresses that
 * redirected to the old code), and models it succeeded name it by its new code.
 */
export async function recordRename(tx: Tx, from: string, to: string) {
  await tx.catalogueRedirect.deleteMany({ where: { fromSlug: slugOf(to) } });
  await tx.catalogueRedirect.updateMany({ where: { toCode: from }, data: { toCode: to } });
  await tx.catalogueRedirect.create({ data: { fromSlug: slugOf(from), toCode: to } });
  await tx.catalogueModel.updateMany({
    where: { successorCode: from },
    data: { successorCode: to },
  });
}

/**
 * Adds a model (`id` null; its line from the fields) or saves one (its line stays: a model of
 * another line is a new model). Refused fields come back with their messages, nothing saved.
 */
export async function saveCatalogueModel(
  actor: StaffActor,
  id: string | null,
  fields: ModelFields,
  files: ModelFiles = {},
): Promise<SaveResult> {
  const me = authorize(actor, ACCESS);
  if (id !== null && !isUuid(id)) return missing();
  const before = id ? await db().catalogueModel.findUnique({ where: { id } }) : null;
  if (id && !before) return missing();
  const checked = checkModel(before ? { ...fields, line: before.line } : fields, indiaToday());
  const { uploads, errors: fileErrors } = await checkFiles(files);
  if (!checked.ok || Object.keys(fileErrors).length > 0) {
    return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...fileErrors } };
  }
  const model = checked.model;

  // New files are stored first, under fresh keys; the row then points to them. Whatever the
  // save's outcome, the files no row shows afterwards are removed: the new ones of a refused or
  // failed save, the replaced or removed ones of a saved one.
  const added: Partial<Record<FileSlot, string>> = {};
  const unshown: string[] = [];
  let saved: SaveResult;
  try {
    for (const slot of Object.keys(uploads) as FileSlot[]) {
      const upload = uploads[slot]!;
      const key = `${FILE_SLOTS[slot].folder}/${crypto.randomUUID()}.${upload.extension}`;
      added[slot] = key;
      await storage().put(key, upload.bytes);
    }
    saved = await writeModel(me, before, id, model, added, files.remove ?? [], unshown);
  } catch (error) {
    await removeFiles(Object.values(added));
    throw error;
  }
  await removeFiles(saved.ok ? unshown : Object.values(added));
  if (saved.ok) await refreshCataloguePagesNow();
  return saved;
}

/** Removes stored files no row shows; a file already gone is no error. */
const removeFiles = (keys: readonly string[]) =>
  Promise.all(
    keys.map((key) =>
      storage()
        .remove(key)
        .catch(() => undefined),
    ),
  );

/** The save's transaction; once it commits, `unshown` gets the keys its row stopped showing. */
async function writeModel(
  me: StaffActor,
  before: Stored | null,
  id: string | null,
  model: ModelInput,
  added: Partial<Record<FileSlot, string>>,
  remove: readonly string[],
  unshown: string[],
): Promise<SaveResult> {
  let dropped: string[] = [];
  const saved = await db()
    .$transaction(async (tx): Promise<SaveResult> => {
      dropped = [];
      const taken = await tx.catalogueModel.findFirst({
        where: { code: model.code, ...(id ? { NOT: { id } } : {}) },
        select: { id: true },
      });
      if (taken) return { ok: false as const, errors: { code: M.codeTaken(model.code) } };
      if (model.successorCode) {
        const successor = await tx.catalogueModel.findUnique({
          where: { code: model.successorCode },
          select: { id: true },
        });
        if (!successor || successor.id === id) {
          return {
            ok: false as const,
            errors: {
              successor: successor ? M.successorSelf : M.successorUnknown(model.successorCode),
            },
          };
        }
      }
      // The files the row shows now, read under the row's lock: two saves replacing one photo
      // at once each know which file the other left.
      const current = before
        ? (
            await tx.$queryRaw<{ imageKey: string | null; manualKey: string | null }[]>`
              SELECT "imageKey", "manualKey" FROM "CatalogueModel" WHERE id = ${before.id}::uuid FOR UPDATE`
          )[0]
        : undefined;
      const fileData: { imageKey?: string | null; manualKey?: string | null } = {};
      const fileAudits: string[] = [];
      for (const slot of Object.keys(FILE_SLOTS) as FileSlot[]) {
        const { column, what } = FILE_SLOTS[slot];
        const now = current?.[column] ?? null;
        const next = added[slot] ?? (remove.includes(slot) ? null : now);
        if (next === now) continue;
        fileData[column] = next;
        if (now) dropped.push(now);
        fileAudits.push(A.fileChanged(model.code, what, next ? 'uploaded' : 'removed'));
      }
      const data = { ...rowOf(model), ...fileData };
      const auditFiles = async (entityId: string) => {
        for (const text of fileAudits) await audit(tx, me, 'catalogue-file', entityId, text);
      };
      if (!before) {
        const created = await tx.catalogueModel.create({ data });
        await tx.catalogueRedirect.deleteMany({ where: { fromSlug: data.slug } });
        await audit(tx, me, 'catalogue-add', created.id, A.added(model.code));
        await auditFiles(created.id);
        return { ok: true as const, id: created.id, code: created.code };
      }
      const updated = await tx.catalogueModel.update({ where: { id: before.id }, data });
      await auditFiles(before.id);
      if (before.code !== model.code) {
        await recordRename(tx, before.code, model.code);
        await audit(tx, me, 'catalogue-rename', before.id, A.renamed(before.code, model.code));
      }
      if (model.discontinued && !before.discontinued) {
        await audit(tx, me, 'catalogue-discontinue', before.id, A.discontinued(model.code));
      }
      await audit(tx, me, 'catalogue-edit', before.id, A.edited(model.code));
      return { ok: true as const, id: updated.id, code: updated.code };
    })
    .catch((error: unknown): SaveResult => {
      // Two saves of one code at once: the unique index refuses the second.
      if ((error as { code?: unknown })?.code === 'P2002') {
        return { ok: false as const, errors: { code: M.codeTaken(model.code) } };
      }
      throw error;
    });
  if (saved.ok) unshown.push(...dropped);
  return saved;
}

const missing = (): SaveResult => ({
  ok: false,
  errors: { form: STAFF_CATALOGUE_TEXT.notices.missing },
});
