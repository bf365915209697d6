import type { FieldSpec } from '@/components/entity-form/entity-form';
import {
  INDIAN_STATES,
  OUTLET_TYPE_OPTIONS,
  PRODUCT_LINE_OPTIONS,
  STAFF_OUTLETS_TEXT,
} from '@/content/locator';
import type { OutletRow } from '@/lib/locator/store';

const F = STAFF_OUTLETS_TEXT.fields;

/** The outlet form's fields, filled with an outlet's values on its edit page. */
export const outletFormFields = (outlet?: OutletRow): FieldSpec[] => [
  { name: 'name', label: F.name, type: 'text', autoComplete: 'off', defaultValue: outlet?.name },
  {
    name: 'type',
    label: F.type,
    type: 'select',
    options: OUTLET_TYPE_OPTIONS,
    defaultValue: outlet?.type,
  },
  {
    name: 'productLines',
    label: F.productLines,
    type: 'checkboxes',
    options: PRODUCT_LINE_OPTIONS,
    defaultValue: outlet?.productLines.join(','),
  },
  { name: 'address', label: F.address, type: 'textarea', defaultValue: outlet?.address },
  { name: 'city', label: F.city, type: 'text', defaultValue: outlet?.city },
  {
    name: 'state',
    label: F.state,
    type: 'select',
    options: [
      { value: '', label: F.chooseState },
      ...INDIAN_STATES.map((s) => ({ value: s, label: s })),
    ],
    defaultValue: outlet?.state,
  },
  { name: 'pincode', label: F.pincode, type: 'text', defaultValue: outlet?.pincode },
  {
    name: 'phones',
    label: F.phones,
    type: 'tel',
    hint: F.phonesHint,
    defaultValue: outlet?.phones.join(', '),
  },
  { name: 'email', label: F.email, type: 'email', defaultValue: outlet?.email ?? '' },
  {
    name: 'openingHours',
    label: F.openingHours,
    type: 'text',
    hint: F.openingHoursHint,
    defaultValue: outlet?.openingHours ?? '',
  },
  {
    name: 'active',
    label: F.active,
    type: 'select',
    options: [
      { value: 'yes', label: F.yes },
      { value: 'no', label: F.no },
    ],
    defaultValue: outlet && !outlet.active ? 'no' : 'yes',
  },
];
