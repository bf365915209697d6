import type { FieldSpec } from '@/components/staff/entity-form';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { StaffDirector } from '@/lib/investors/admin/directors';

/** The fields of the director form, filled from a director when editing. */
export function directorFieldSpecs(director?: StaffDirector): FieldSpec[] {
  return [
    { name: 'name', label: T.labels.name, type: 'text', defaultValue: director?.name },
    {
      name: 'designation',
      label: T.labels.designation,
      type: 'text',
      defaultValue: director?.designation,
    },
    {
      name: 'profileSummary',
      label: T.labels.profileSummary,
      type: 'textarea',
      defaultValue: director?.profileSummary,
    },
    {
      name: 'photo',
      label: T.labels.photo,
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp',
      hint: director ? T.directors.replacePhotoHint : T.directors.photoHint,
    },
  ];
}
