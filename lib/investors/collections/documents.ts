import { DOCUMENT_PAGES } from '@/content/investors';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { FieldSpec } from '@/lib/staff/field-spec';
import { documentFilterQuery, parseDocumentFilter } from '../tables/document-filter';
import {
  createDocument,
  deleteDocument,
  findStaffDocument,
  listStaffDocuments,
  moveDocument,
  setDocumentArchived,
  updateDocument,
  type StaffDocument,
} from '../admin/documents';
import { documentFields } from '../admin/schemas';
import { indiaLocalValue } from '../tables/fields';
import { checkPdf } from '../tables/uploads';
import { DOCUMENT_KINDS } from '../types';
import { defineCollection } from './define';
import { DOCUMENT_ORDER } from './order';

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

/**
 * Investor documents of every kind (the spec's six lists and the Regulation 46 categories of
 * content/disclosures.ts: a new category is a kind there, not a collection). Filtered by kind,
 * year and list and paged; a filing is a PDF or an https link, may be scheduled, and needs a
 * reason to be deleted once published (../admin/documents.ts).
 */
export const documents = defineCollection({
  name: 'documents',
  words: T.documents,
  areas: DOCUMENT_KINDS.map((kind) => `documents:${kind}` as const),
  order: DOCUMENT_ORDER,
  schema: documentFields,
  file: { name: 'file', check: checkPdf },
  crossCheck: ({ link, file, editing }): Record<string, string> => {
    if (file && link) return { link: M.fileOrLink };
    if (!file && !link && !editing) return { file: M.uploads.pdfRequired };
    return {};
  },
  fields: documentForm,
  caption: (doc) => ({ href: doc.file, text: `${doc.title} - ${doc.year}` }),
  backTo: (view) => documentFilterQuery(parseDocumentFilter(new URLSearchParams(view))),
  ops: {
    async list(actor, params) {
      const filter = parseDocumentFilter(params);
      return { layout: 'documents', filter, view: await listStaffDocuments(actor, filter) };
    },
    find: findStaffDocument,
    create: createDocument,
    update: updateDocument,
    move: moveDocument,
    setArchived: setDocumentArchived,
    remove: deleteDocument,
  },
});
