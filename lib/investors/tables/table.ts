import type { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import type { StaffActor } from '@/lib/platform/auth/access';
import { db, type Db } from '@/lib/platform/db/client';
import { fieldErrors } from '@/lib/platform/http';
import type { FieldSpec } from '@/lib/platform/inbox/field-spec';
import type { FormState } from '@/lib/platform/forms/form-state';
import { cached, type InvestorArea } from '../tags';
import { formText, idField } from './fields';
import { allowed, rowWrites, type RowSpec, type RowWrites, type StoredRow } from './rows';
import { chosenFile, type FileHolder } from './uploads';

/**
 * What an investor table is, and the one flow every table goes through. A table is one file
 * (./documents.ts, ./directors.ts, ...) that declares itself with `defineTable`: its form, its
 * file, its order, its cache areas, its public read, its staff list and its audit words. This
 * module imports no table; the registry (./index.ts) lists them.
 *
 * A staff save: the server action finds the table in the registry, then `submit` here checks the
 * member and the form (fields and file together, so staff see every problem at once; nothing is
 * written when refused) and hands the row to ./rows.ts, which writes it with its audit entry in
 * one transaction and expires the cache areas of the rows it wrote (../tags.ts). The public pages
 * read the table through `read`, cached under those same areas, so they show the save at once.
 */

export type RowOp = 'up' | 'down' | 'archive' | 'unarchive' | 'delete';
export type SearchParams = Record<string, string | string[] | undefined>;

export interface TableWords {
  title: string;
  intro: string;
  addHeading: string;
  editTitle: string;
  none: string;
}

/** A row of a staff list kept in order, named and grouped as the list shows it. */
export interface StaffListRow {
  id: string;
  name: string;
  /** The row as the list names it ("Name, Designation"). */
  label: string;
  /** The heading it is listed (and moved) under; '' for none. */
  group: string;
  archived: boolean;
}

/** The staff list of a table kept in order: its rows, grouped as its public page groups them. */
export interface OrderedListing {
  layout: 'ordered';
  publicPath: string;
  rows: StaffListRow[];
}

/** The form of one row, for the edit page. */
export interface EditForm {
  id: string;
  fields: FieldSpec[];
  /** A link shown above the form (a filing's file). */
  caption?: { href: string; text: string };
}

export interface TableSpec<
  Row extends StoredRow,
  View extends { id: string },
  Fields,
  Listing,
  Public,
  Part extends string,
> extends RowSpec<Row, Fields> {
  /** Its address under /staff/investors/, and its cache area (`<name>` or `<name>:<part>`). */
  name: string;
  words: TableWords;

  /** The rules of the form's text fields. */
  schema: z.ZodType<Fields> & { shape: Record<string, unknown> };
  /** The form's fields, filled from a row when editing. */
  form: (row?: View) => FieldSpec[];
  /** Rules across the fields and the file (a PDF or a link); each problem by its field. */
  crossCheck?: (form: {
    link: string;
    file: File | null;
    editing: boolean;
  }) => Record<string, string>;
  /** A row as the staff pages show it. */
  view: (row: Row) => View;
  caption?: (row: View) => { href: string; text: string };

  /** The parts the public reads it in (filings: one per kind), each cached under its own area. */
  parts?: readonly Part[];
  partOf?: (row: Row) => Part;
  /** The public pages' read of one part; by default the current rows in order, as `view` shows them. */
  read?: (client: Db, part: Part) => Promise<Public>;

  /** Its staff list: rows in order (with its public page), or a list of its own. */
  list:
    | { publicPath: string; name: (row: View) => string; label: (row: View) => string }
    | ((params: SearchParams) => Promise<Listing>);
  /** The list's query string to return to after a row button (its filters), from the button's `view`. */
  backTo?: (view: string) => string;
}

/** A table as the public pages and the registry use it, whatever its row type. */
export interface InvestorTable<
  Listing = OrderedListing,
  Public = unknown,
  Part = string,
> extends FileHolder {
  readonly name: string;
  readonly words: TableWords;
  /** Every cache area of its public reads; each save expires the areas of the rows it wrote. */
  readonly areas: readonly InvestorArea[];
  readonly order: object[];
  /** The public pages' read of a part (none: the whole table), kept in Next's data cache. */
  read(part?: Part): Promise<Public>;
  /** The same read, uncached, on any client (tests, the search index). */
  load(client?: Db, part?: Part): Promise<Public>;
  /** The table as staff keep it; `holders` are the tables whose rows may show the same file. */
  staff(holders: readonly FileHolder[]): StaffTable<Listing>;
}

/** What the staff pages and server actions do with a table; every operation checks the role. */
export interface StaffTable<Listing = OrderedListing> extends InvestorTable<Listing> {
  list(actor: StaffActor, params: SearchParams): Promise<Listing>;
  /** The empty form, for adding. */
  newForm(): FieldSpec[];
  /** The form of one row; null when it is gone. */
  editForm(actor: StaffActor, id: string): Promise<EditForm | null>;
  /** Checks a submitted form and saves it (a new row without `id`); null when saved. */
  submit(actor: StaffActor, form: FormData): Promise<FormState | null>;
  /** A row button; false when the row is gone or nothing changed. */
  change(actor: StaffActor, id: string, op: RowOp, reason: string): Promise<boolean>;
  backTo(view: string): string;
}

export function defineTable<
  Row extends StoredRow,
  View extends { id: string },
  Fields,
  Listing = OrderedListing,
  Public = View[],
  Part extends string = string,
>(spec: TableSpec<Row, View, Fields, Listing, Public, Part>): InvestorTable<Listing, Public, Part> {
  const areaOf = (part: string): InvestorArea => (part ? `${spec.name}:${part}` : spec.name);
  const load = async (client: Db, part: Part): Promise<Public> => {
    if (spec.read) return spec.read(client, part);
    const rows = await spec.model(client).findMany({
      where: { archived: false },
      orderBy: spec.order,
    });
    return rows.map(spec.view) as Public;
  };
  const reads = new Map<Part, () => Promise<Public>>();
  const table: InvestorTable<Listing, Public, Part> = {
    name: spec.name,
    words: spec.words,
    areas: (spec.parts ?? ['']).map(areaOf),
    order: spec.order,
    read(part = '' as Part) {
      let read = reads.get(part);
      if (!read) {
        read = cached([areaOf(part)], () => load(db(), part));
        reads.set(part, read);
      }
      return read();
    },
    load: (client = db(), part = '' as Part) => load(client, part),
    async showsFile(value) {
      if (!spec.file) return false;
      return (await spec.model(db()).count({ where: { [spec.file.column]: value } })) > 0;
    },
    staff: (holders) => ({
      ...table,
      ...staffTable(
        spec,
        rowWrites(spec, (row) => areaOf(spec.partOf?.(row) ?? ''), holders),
      ),
    }),
  };
  return table;
}

/** What the staff pages use of a table's declaration (not its public read). */
type FormSpec<Row extends StoredRow, View extends { id: string }, Fields, Listing> = Omit<
  TableSpec<Row, View, Fields, Listing, unknown, string>,
  'parts' | 'partOf' | 'read'
>;

function staffTable<Row extends StoredRow, View extends { id: string }, Fields, Listing>(
  spec: FormSpec<Row, View, Fields, Listing>,
  writes: RowWrites<Row, Fields>,
): Omit<StaffTable<Listing>, keyof InvestorTable<Listing>> {
  const model = () => spec.model(db());
  return {
    async list(actor, params) {
      allowed(actor);
      if (typeof spec.list === 'function') return spec.list(params);
      const { publicPath, name, label } = spec.list;
      const rows = (await model().findMany({ orderBy: spec.order })).map((row) => {
        const view = spec.view(row);
        const group = spec.groupOf?.(row) ?? '';
        return { id: row.id, name: name(view), label: label(view), group, archived: row.archived };
      });
      return { layout: 'ordered', publicPath, rows } satisfies OrderedListing as Listing;
    },
    newForm: () => spec.form(),
    async editForm(actor, id) {
      allowed(actor);
      const row = await model().findUnique({ where: { id } });
      if (!row) return null;
      const view = spec.view(row);
      const caption = spec.caption?.(view);
      return { id: row.id, fields: spec.form(view), ...(caption ? { caption } : {}) };
    },
    submit: (actor, form) => submitForm(spec, writes, actor, form),
    change(actor, id, op, reason) {
      if (op === 'delete') return writes.remove(actor, id, reason);
      if (op === 'archive' || op === 'unarchive')
        return writes.setArchived(actor, id, op === 'archive');
      return writes.move(actor, id, op);
    },
    backTo: (view) => spec.backTo?.(view) ?? '',
  };
}

/**
 * Checks a submitted form (text fields and file together, so staff see every problem at once)
 * and saves it: a new row without an `id`, else an edit. Null when saved.
 */
async function submitForm<Row extends StoredRow, View extends { id: string }, Fields, Listing>(
  spec: FormSpec<Row, View, Fields, Listing>,
  writes: RowWrites<Row, Fields>,
  actor: StaffActor,
  form: FormData,
): Promise<FormState | null> {
  allowed(actor);
  const names = Object.keys(spec.schema.shape);
  const raw = formText(form, [...names, 'id']);
  const values = Object.fromEntries(names.map((f) => [f, String(raw[f] ?? '')]));
  const id = raw.id ? idField.safeParse(raw.id) : null;
  if (id && !id.success) return { errors: { form: M.notFound }, values };
  const parsed = spec.schema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const file = spec.file ? chosenFile(form.get(spec.file.field)) : null;
  const checked = file && spec.file ? await spec.file.check(file) : null;
  if (checked && !checked.ok) errors[spec.file!.field] = checked.error;
  const link = String(raw.link ?? '').trim();
  Object.assign(errors, spec.crossCheck?.({ link, file, editing: Boolean(id) }));
  if (!parsed.success || Object.keys(errors).length) return { errors, values };
  const upload = checked?.ok ? checked : null;
  if (!id) {
    await writes.create(actor, parsed.data, upload);
    return null;
  }
  const found = await writes.update(actor, id.data, parsed.data, upload);
  return found ? null : { errors: { form: M.notFound }, values };
}
