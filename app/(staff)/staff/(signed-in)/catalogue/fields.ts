import type { FieldSpec } from '@/components/entity-form/entity-form';
import { CHOICE_LABELS, SERIES_NAMES, SPEC_LABELS, UNIT_WORDS } from '@/content/catalogue';
import { CERTIFICATIONS } from '@/content/catalogue-specs';
import { STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { specFieldName } from '@/lib/catalogue/model-input';
import { seriesOf, specFieldsOf, type CatalogueLine, type SpecField } from '@/lib/catalogue/specs';

const F = T.fields;

function specField(field: SpecField, value: string | undefined): FieldSpec {
  const name = specFieldName(field.key);
  const label = `${SPEC_LABELS[field.key] ?? field.key}${
    field.kind === 'number' ? ` (${UNIT_WORDS[field.unit] ?? field.unit})` : ''
  }${field.optional ? ` ${F.optional}` : ''}`;
  if (field.kind === 'number') return { name, label, type: 'text', defaultValue: value };
  const options =
    field.kind === 'choice'
      ? field.choices.map((choice) => ({ value: choice, label: CHOICE_LABELS[choice] ?? choice }))
      : [
          { value: 'yes', label: F.yes },
          { value: 'no', label: F.no },
        ];
  const empty = { value: '', label: field.optional ? F.notStated : F.choose };
  return { name, label, type: 'select', options: [empty, ...options], defaultValue: value ?? '' };
}

/**
 * A model's form for its line, filled with its values on its edit page; `files` are what its
 * page shows now (a tick removes each).
 */
export function catalogueFormFields(
  line: CatalogueLine,
  values: Record<string, string> = {},
  files: { image: string | null; manual: string | null } = { image: null, manual: null },
): FieldSpec[] {
  const removable = [
    ...(files.image ? [{ value: 'image', label: F.removeImage }] : []),
    ...(files.manual ? [{ value: 'manual', label: F.removeManual }] : []),
  ];
  return [
    {
      name: 'code',
      label: F.code,
      type: 'text',
      hint: F.codeHint,
      autoComplete: 'off',
      defaultValue: values.code,
    },
    {
      name: 'series',
      label: F.series,
      type: 'select',
      options: [
        { value: '', label: F.choose },
        ...seriesOf(line).map((series) => ({
          value: series,
          label: SERIES_NAMES[series] ?? series,
        })),
      ],
      defaultValue: values.series ?? '',
    },
    {
      name: 'nameEn',
      label: F.nameEn,
      type: 'text',
      autoComplete: 'off',
      defaultValue: values.nameEn,
    },
    {
      name: 'nameHi',
      label: F.nameHi,
      type: 'text',
      autoComplete: 'off',
      defaultValue: values.nameHi,
    },
    { name: 'summaryEn', label: F.summaryEn, type: 'textarea', defaultValue: values.summaryEn },
    { name: 'summaryHi', label: F.summaryHi, type: 'textarea', defaultValue: values.summaryHi },
    ...specFieldsOf(line).map((field) => specField(field, values[specFieldName(field.key)])),
    {
      name: 'certifications',
      label: F.certifications,
      type: 'checkboxes',
      options: CERTIFICATIONS.map((c) => ({ value: c, label: c })),
      defaultValue: (values.certifications ?? '').split(';').join(','),
    },
    {
      name: 'warrantyMonths',
      label: F.warrantyMonths,
      type: 'text',
      defaultValue: values.warrantyMonths,
    },
    { name: 'mrp', label: F.mrp, type: 'text', hint: F.mrpHint, defaultValue: values.mrp },
    {
      name: 'launchedOn',
      label: F.launchedOn,
      type: 'text',
      hint: F.launchedOnHint,
      defaultValue: values.launchedOn,
    },
    {
      name: 'status',
      label: F.status,
      type: 'select',
      options: [
        { value: 'active', label: F.statusActive },
        { value: 'discontinued', label: F.statusDiscontinued },
      ],
      defaultValue: values.status ?? 'active',
    },
    {
      name: 'successor',
      label: F.successor,
      type: 'text',
      hint: F.successorHint,
      autoComplete: 'off',
      defaultValue: values.successor,
    },
    {
      name: 'image',
      label: F.image,
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp',
      hint: F.imageHint,
    },
    {
      name: 'manual',
      label: F.manual,
      type: 'file',
      accept: 'application/pdf',
      hint: F.manualHint,
    },
    ...(removable.length > 0
      ? [{ name: 'remove', label: F.remove, type: 'checkboxes' as const, options: removable }]
      : []),
  ];
}
