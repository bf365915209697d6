import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { FieldSpec } from '@/lib/staff/field-spec';
import { textField } from '../tables/fields';
import type { Person } from '../types';

/** Field builders the descriptors' forms share. */

export const photoField = (editing: boolean): FieldSpec => ({
  name: 'photo',
  label: T.labels.photo,
  type: 'file',
  accept: 'image/jpeg,image/png,image/webp',
  hint: editing ? T.replacePhotoHint : T.photoHint,
});

/** A director's or committee member's name, designation, profile and photo. */
export const personFields = (row?: Person): FieldSpec[] => [
  textField('name', T.labels.name, row?.name),
  textField('designation', T.labels.designation, row?.designation),
  {
    name: 'profileSummary',
    label: T.labels.profileSummary,
    type: 'textarea',
    defaultValue: row?.profileSummary,
  },
  photoField(Boolean(row)),
];

export const describePerson = (row: Person) => `${row.name}, ${row.designation}`;
