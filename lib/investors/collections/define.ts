import type { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { fieldErrors } from '@/lib/http';
import type { FieldSpec } from '@/lib/staff/field-spec';
import type { StaffDocumentFilter } from '../tables/document-filter';
import type { StaffDocumentsView } from '../admin/documents';
import type { FormState } from '../admin/form-state';
import { formText, idField } from '../tables/fields';
import { chosenFile, type Checked, type Upload } from '../tables/uploads';
import type { InvestorArea } from '../tags';

/**
 * A collection: one investor table as staff keep it at /staff/investors/<name> and the public
 * reads it. A descriptor (./directors.ts, ./documents.ts, ...) names its words, form, file field,
 * order, grouping, public page and cache tags, and its operations typed by its own row and form;
 * `defineCollection` closes over those types and hands the pages an interface without them, so
 * one pair of pages, one pair of server actions and one form flow serve every table.
 */

export type RowOp = 'up' | 'down' | 'archive' | 'unarchive' | 'delete';

export interface CollectionWords {
  title: string;
  intro: string;
  addHeading: string;
  editTitle: string;
  none: string;
}

/** A row of an ordered collection's staff list, named and grouped as the list shows it. */
export interface StaffListRow {
  id: string;
  name: string;
  /** The row as the list names it ("Name, Designation"). */
  label: string;
  /** The heading it is listed (and moved) under; '' for none. */
  group: string;
  archived: boolean;
}

/** What a collection's list page shows: filtered and paged filings, or rows in their groups. */
export type StaffListing =
  | { layout: 'documents'; filter: StaffDocumentFilter; view: StaffDocumentsView }
  | { layout: 'ordered'; publicPath: string; rows: StaffListRow[] };

export type SearchParams = Record<string, string | string[] | undefined>;

/** The form of one row, for the edit page. */
export interface EditForm {
  id: string;
  fields: FieldSpec[];
  /** A link shown above the form (a filing's file). */
  caption?: { href: string; text: string };
}

/** The file a form may carry (a filing's PDF, a person's photo): its field and its check. */
export interface FileField {
  name: string;
  check: (file: File) => Promise<Checked<string>>;
}

/** A collection's operations, typed by its view and its form's fields; each checks the role. */
export interface CollectionOps<View, Fields> {
  list(actor: StaffActor, params: SearchParams): Promise<StaffListing>;
  find(actor: StaffActor, id: string): Promise<View | null>;
  create(actor: StaffActor, fields: Fields, upload: Upload | null): Promise<unknown>;
  /** False when the row is gone. */
  update(actor: StaffActor, id: string, fields: Fields, upload: Upload | null): Promise<boolean>;
  move(actor: StaffActor, id: string, direction: 'up' | 'down'): Promise<boolean>;
  setArchived(actor: StaffActor, id: string, archived: boolean): Promise<boolean>;
  /** `reason` is kept in the audit entry where a deletion needs one (a published filing). */
  remove(actor: StaffActor, id: string, reason: string): Promise<boolean>;
}

export interface CollectionSpec<View extends { id: string }, Fields> {
  /** Its address under /staff/investors/. */
  name: string;
  words: CollectionWords;
  /** The cache areas of the public pages it feeds (../tags.ts); saves expire them. */
  areas: readonly InvestorArea[];
  /** Its rows' order (./order.ts), the same for the staff list and the public query. */
  order: readonly object[];
  /** The text fields of the form and their rules. */
  schema: z.ZodType<Fields> & { shape: Record<string, unknown> };
  file?: FileField;
  /** Rules across the fields and the file (a PDF or a link); each problem by its field. */
  crossCheck?: (form: {
    link: string;
    file: File | null;
    editing: boolean;
  }) => Record<string, string>;
  /** The form's fields, filled from a row when editing. */
  fields: (row?: View) => FieldSpec[];
  caption?: (row: View) => { href: string; text: string };
  /** The list's query string to return to after a row button (its filters), from the button's `view`. */
  backTo?: (view: string) => string;
  ops: CollectionOps<View, Fields>;
}

/** A collection as the pages and actions use it, whatever its row type. */
export interface Collection {
  readonly name: string;
  readonly words: CollectionWords;
  readonly areas: readonly InvestorArea[];
  readonly order: readonly object[];
  list(actor: StaffActor, params: SearchParams): Promise<StaffListing>;
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

/**
 * Checks a submitted form (text fields and file together, so staff see every problem at once)
 * and saves it: a new row without an `id`, else an edit. Null when saved.
 */
async function submitForm<View extends { id: string }, Fields>(
  spec: CollectionSpec<View, Fields>,
  actor: StaffActor,
  form: FormData,
): Promise<FormState | null> {
  authorize(actor, 'investor_relations');
  const names = Object.keys(spec.schema.shape);
  const raw = formText(form, [...names, 'id']);
  const values = Object.fromEntries(names.map((f) => [f, String(raw[f] ?? '')]));
  const id = raw.id ? idField.safeParse(raw.id) : null;
  if (id && !id.success) return { errors: { form: M.notFound }, values };
  const parsed = spec.schema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const file = spec.file ? chosenFile(form.get(spec.file.name)) : null;
  const checked = file && spec.file ? await spec.file.check(file) : null;
  if (checked && !checked.ok) errors[spec.file!.name] = checked.error;
  const link = String(raw.link ?? '').trim();
  Object.assign(errors, spec.crossCheck?.({ link, file, editing: Boolean(id) }));
  if (!parsed.success || Object.keys(errors).length) return { errors, values };
  const upload = checked?.ok ? checked : null;
  if (!id) {
    await spec.ops.create(actor, parsed.data, upload);
    return null;
  }
  const found = await spec.ops.update(actor, id.data, parsed.data, upload);
  return found ? null : { errors: { form: M.notFound }, values };
}

/** The collection of a descriptor, its row and form types closed over. */
export function defineCollection<View extends { id: string }, Fields>(
  spec: CollectionSpec<View, Fields>,
): Collection {
  const { ops } = spec;
  return {
    name: spec.name,
    words: spec.words,
    areas: spec.areas,
    order: spec.order,
    list: (actor, params) => ops.list(actor, params),
    newForm: () => spec.fields(),
    async editForm(actor, id) {
      const row = await ops.find(actor, id);
      if (!row) return null;
      const caption = spec.caption?.(row);
      return { id: row.id, fields: spec.fields(row), ...(caption ? { caption } : {}) };
    },
    submit: (actor, form) => submitForm(spec, actor, form),
    change(actor, id, op, reason) {
      if (op === 'delete') return ops.remove(actor, id, reason);
      if (op === 'archive' || op === 'unarchive')
        return ops.setArchived(actor, id, op === 'archive');
      return ops.move(actor, id, op);
    },
    backTo: (view) => spec.backTo?.(view) ?? '',
  };
}
