import type { FieldSpec } from '@/components/staff/entity-form';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { COMMITTEE_CATEGORIES, committeeLabel } from '@/lib/investors/committees';
import type { OrderedView } from '@/lib/investors/admin/ordered';
import type { OrderedTableName } from '@/lib/investors/admin/ordered-tables';
import type {
  CommitteeMember,
  Director,
  GrievanceContact,
  RegistrarDetail,
} from '@/lib/investors/types';

/** How each ordered investor table looks in the back-office. */
export interface StaffTable<View> {
  words: { title: string; intro: string; addHeading: string; editTitle: string; none: string };
  publicPath: string;
  /** The form's fields, filled from a row when editing. */
  fields: (row?: View) => FieldSpec[];
  /** The row as the list names it. */
  describe: (row: View) => string;
  /** Rows are listed (and moved) under these headings. */
  groupOf?: (row: View) => string;
}

const text = (name: string, label: string, value?: string, hint?: string): FieldSpec => ({
  name,
  label,
  type: 'text',
  defaultValue: value,
  hint,
});

const photo = (editing: boolean): FieldSpec => ({
  name: 'photo',
  label: T.labels.photo,
  type: 'file',
  accept: 'image/jpeg,image/png,image/webp',
  hint: editing ? T.replacePhotoHint : T.photoHint,
});

const personFields = (row?: Director): FieldSpec[] => [
  text('name', T.labels.name, row?.name),
  text('designation', T.labels.designation, row?.designation),
  {
    name: 'profileSummary',
    label: T.labels.profileSummary,
    type: 'textarea',
    defaultValue: row?.profileSummary,
  },
  photo(Boolean(row)),
];

const directors: StaffTable<Director> = {
  words: T.directors,
  publicPath: ROUTES.board.path,
  fields: personFields,
  describe: (row) => `${row.name}, ${row.designation}`,
};

const committees: StaffTable<CommitteeMember> = {
  words: T.committees,
  publicPath: ROUTES.committees.path,
  fields: (row) => [
    {
      name: 'category',
      label: T.labels.committee,
      type: 'select',
      defaultValue: row?.category,
      options: COMMITTEE_CATEGORIES.map((value) => ({ value, label: committeeLabel(value) })),
    },
    ...personFields(row),
  ],
  describe: (row) => `${row.name}, ${row.designation}`,
  groupOf: (row) => committeeLabel(row.category),
};

const registrar: StaffTable<RegistrarDetail> = {
  words: T.registrar,
  publicPath: ROUTES.registrar.path,
  fields: (row) => [
    text('name', T.labels.name, row?.name),
    { name: 'address', label: T.labels.address, type: 'textarea', defaultValue: row?.address },
    { ...text('telNo', T.labels.telephone, row?.telNo, T.optionalHint), type: 'tel' },
    { ...text('emailId', T.labels.email, row?.emailId, T.optionalHint), type: 'email' },
    text('contactPerson', T.labels.contactPerson, row?.contactPerson, T.optionalHint),
    { ...text('website', T.labels.website, row?.website, T.websiteHint), type: 'url' },
  ],
  describe: (row) => row.name,
};

const grievance: StaffTable<GrievanceContact> = {
  words: T.grievance,
  publicPath: ROUTES.grievance.path,
  fields: (row) => [
    text('name', T.labels.name, row?.name),
    {
      name: 'address',
      label: T.labels.address,
      type: 'textarea',
      defaultValue: row?.address,
      hint: T.optionalHint,
    },
    { ...text('number', T.labels.telephone, row?.number, T.optionalHint), type: 'tel' },
    { ...text('email', T.labels.email, row?.email, T.optionalHint), type: 'email' },
  ],
  describe: (row) => row.name,
};

// Each page hands its table's own rows to its own functions; the map just forgets the row type.
const erase = <View>(table: StaffTable<View>) => table as unknown as StaffTable<OrderedView>;

export const STAFF_TABLES: Record<OrderedTableName, StaffTable<OrderedView>> = {
  directors: erase(directors),
  committees: erase(committees),
  registrar: erase(registrar),
  grievance: erase(grievance),
};
