import { z } from 'zod';
import { DOCUMENT_PAGES } from '@/content/investors';
import { AUDIT_TEXT } from '@/content/audit';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { db, type Db } from '@/lib/platform/db/client';
import type { InvestorDocument as DocumentRow } from '@/lib/platform/db/generated/client';
import type { FieldSpec } from '@/lib/platform/inbox/field-spec';
import { publicAddress } from '../files';
import {
  DOCUMENT_KINDS,
  KIND_IN_DB,
  KIND_OF,
  LIST_KINDS,
  type DocumentKind,
  type DocumentList,
  type StoredDocument,
} from '../types';
import { isPublished, visibleDocuments } from '../visibility';
import { yearGroupOf } from '../years';
import {
  documentFilterQuery,
  parseDocumentFilter,
  type StaffDocumentFilter,
} from './document-filter';
import {
  listStaffDocuments,
  toStaffDocument,
  type StaffDocument,
  type StaffDocumentsView,
} from './document-list';
import { indiaLocalTime, indiaLocalValue, text, webAddress } from './fields';
import { defineTable } from './table';
import { checkPdf } from './uploads';
import { scheduleClock } from '@/lib/platform/clock';
import { publishSoon } from '../publisher';

/**
 * Investor documents of every kind: the spec's six lists and the Regulation 46 categories of
 * content/disclosures.ts (a new category is a kind there, not a table). A filing is a PDF or an
 * https link, may be scheduled, and needs a reason to be deleted once published. New filings go
 * first in their kind and move within their year (the public pages group by year); each kind's
 * page is cached under an area of its own, `documents:<kind>`.
 */

/** Filings of one kind: the order staff chose (new ones first), then newest year, then title. */
export const DOCUMENT_ORDER = [
  { sortOrder: 'asc' as const },
  { year: 'desc' as const },
  { title: 'asc' as const },
];

export const documentFields = z
  .object({
    title: text('title', 300),
    // Blank for a Regulation 46 document no year applies to (a code of conduct).
    year: z
      .string({ error: M.year })
      .trim()
      .regex(/^((Q[1-4] |H[12] )?\d{4}(-\d{2}(\d{2})?)?)?$/, M.year),
    kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
    /** Blank: now (when adding) or unchanged (when editing). */
    publishAt: z
      .string()
      .trim()
      .default('')
      .transform((value, ctx) => {
        if (value === '') return null;
        const time = indiaLocalTime(value);
        if (!time) ctx.addIssue({ code: 'custom', message: M.publishAt });
        return time;
      }),
    /** A link to the filing elsewhere (https), instead of an uploaded PDF. */
    link: webAddress(/^https:$/, M.link),
  })
  .superRefine((fields, ctx) => {
    // The spec's six lists show "title - year": their filings need a year.
    if (fields.year === '' && (LIST_KINDS as readonly string[]).includes(fields.kind)) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: M.year });
    }
  });
export type DocumentFields = z.infer<typeof documentFields>;

/** The staff list: filings filtered and paged, as ./document-list.ts reads them. */
export interface DocumentListing {
  layout: 'documents';
  filter: StaffDocumentFilter;
  view: StaffDocumentsView;
}

/** The fields of the document form, filled from a document when editing. */
function documentForm(doc?: StaffDocument): FieldSpec[] {
  return [
    { name: 'title', label: T.labels.title, type: 'text', defaultValue: doc?.title },
    {
      name: 'year',
      label: T.labels.year,
      type: 'text',
      defaultValue: doc?.year,
      hint: T.documents.yearHint,
    },
    {
      name: 'kind',
      label: T.labels.kind,
      type: 'select',
      defaultValue: doc?.kind,
      options: DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_PAGES[k].heading })),
    },
    {
      name: 'publishAt',
      label: T.labels.publishAt,
      type: 'datetime-local',
      defaultValue: doc ? indiaLocalValue(doc.publishAt) : undefined,
      hint: T.documents.publishAtHint,
    },
    {
      name: 'link',
      label: T.labels.link,
      type: 'url',
      defaultValue: doc && /^https:\/\//.test(doc.file) ? doc.file : undefined,
      hint: T.documents.linkHint,
    },
    {
      name: 'file',
      label: T.labels.file,
      type: 'file',
      accept: 'application/pdf,.pdf',
      hint: doc ? T.documents.replaceHint : T.documents.fileHint,
    },
  ];
}

/** The columns a form writes: the PDF's key or the link, and the publish time when one is given. */
function documentData(fields: DocumentFields, key: string | null): Partial<DocumentRow> {
  const { title, year, publishAt, link } = fields;
  const file = key ?? (link || undefined);
  // Moved to a time to come: hidden until then, and alerted when it arrives
  // (lib/investors/publisher.ts sends the alerts once that time has come).
  const rescheduled = publishAt && publishAt > scheduleClock.date() ? { alertedAt: null } : {};
  return {
    title,
    year,
    kind: KIND_IN_DB[fields.kind],
    ...(file ? { file } : {}),
    ...(publishAt ? { publishAt, ...rescheduled } : {}),
  };
}

/** Every filing of one kind, scheduled ones too, in the staff's order, newest year first. */
export async function findStoredDocuments(
  kind: DocumentKind,
  client: Db = db(),
): Promise<StoredDocument[]> {
  const rows = await client.investorDocument.findMany({
    where: { kind: KIND_IN_DB[kind] },
    orderBy: DOCUMENT_ORDER,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    year: row.year,
    file: publicAddress(row.file),
    publishedAt: row.publishAt.toISOString(),
    archived: row.archived,
  }));
}

/** The public's current and archived filings of one kind at `now` (../visibility.ts), uncached. */
export async function findDocuments(
  kind: DocumentKind,
  client: Db = db(),
  now = scheduleClock.date(),
): Promise<DocumentList> {
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return visibleDocuments(await findStoredDocuments(kind, client), standing, now);
}

const words = AUDIT_TEXT.documents;

export const documents = defineTable<
  DocumentRow,
  StaffDocument,
  DocumentFields,
  DocumentListing,
  StoredDocument[],
  DocumentKind
>({
  name: 'documents',
  entity: 'InvestorDocument',
  model: (client) => client.investorDocument,
  words: T.documents,
  schema: documentFields,
  form: documentForm,
  file: {
    field: 'file',
    column: 'file',
    folder: (fields) => `investors/${fields.kind}`,
    check: checkPdf,
  },
  crossCheck: ({ link, file, editing }): Record<string, string> => {
    if (file && link) return { link: M.fileOrLink };
    if (!file && !link && !editing) return { file: M.uploads.pdfRequired };
    return {};
  },
  data: documentData,
  view: (row) => toStaffDocument(row),
  caption: (doc) => ({ href: doc.file, text: `${doc.title} - ${doc.year}` }),
  order: DOCUMENT_ORDER,
  newRows: 'first',
  scope: (row) => ({ kind: row.kind }),
  // The public pages group a kind's filings by year: a filing moves within its year.
  groupOf: (row) => yearGroupOf(row.year).key,
  // Each kind's page is cached on its own: the cache holds every row with its publish time, and
  // the public rule is applied when a page renders (../cached.ts), so a scheduled filing shows
  // on the first render after its time.
  parts: DOCUMENT_KINDS,
  partOf: (row) => KIND_OF[row.kind],
  read: (client, kind) => findStoredDocuments(kind, client),
  async list(params) {
    const filter = parseDocumentFilter(params);
    return { layout: 'documents', filter, view: await listStaffDocuments(filter, DOCUMENT_ORDER) };
  },
  backTo: (view) => documentFilterQuery(parseDocumentFilter(new URLSearchParams(view))),
  audit: {
    added: (fields) => words.added(fields.title, fields.year, fields.kind),
    edited: (fields, newFile) => words.edited(fields.title, fields.year, newFile),
    moved: (row, direction) => words.moved(row.title, row.year, direction),
    archived: (row, archived) => words.archived(archived, row.title, row.year),
    deleted: (row, reason) => words.deleted(row.title, row.year, reason),
  },
  // A published filing is deleted only with a reason (kept in the audit log); a scheduled one freely.
  deleteNeedsReason: (row) => isPublished(row.publishAt, scheduleClock.date()),
  // A filing published now (or moved to a past time) alerts its readers at once.
  saved: publishSoon,
});
