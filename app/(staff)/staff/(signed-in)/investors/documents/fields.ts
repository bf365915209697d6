import type { FieldSpec } from '@/components/staff/entity-form';
import { DOCUMENT_PAGES } from '@/content/investors';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { StaffDocument } from '@/lib/investors/admin/documents';
import { indiaLocalValue } from '@/lib/investors/admin/schemas';
import { DOCUMENT_KINDS } from '@/lib/investors/types';

/** The fields of the document form, filled from a document when editing. */
export function documentFieldSpecs(doc?: StaffDocument): FieldSpec[] {
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
