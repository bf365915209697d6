import { z } from 'zod';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { Db } from '@/lib/platform/db/client';
import type { Director as DirectorRow } from '@/lib/platform/db/generated/client';
import type { FieldSpec } from '@/lib/platform/inbox/field-spec';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import { optionalAddress } from '../files';
import type { Director, Person } from '../types';
import { optional, text, textField } from './fields';
import { namedRowAudit, ROW_ORDER } from './rows';
import { defineTable } from './table';
import { checkPhoto } from './uploads';

/** The board of directors (/investor-relations/board-of-directors), with photos. */

/** A director as the board page, the old API and the staff form show them. */
export const toDirector = (row: DirectorRow): Director => ({
  id: row.id,
  name: row.name,
  designation: row.designation,
  image: optionalAddress(row.image),
  profileSummary: row.profileSummary,
});

export const directorFields = z.object({
  name: text('name', 200),
  designation: text('designation', 200),
  profileSummary: optional('profile', 5000, NO_CONTROL_CHARS),
});

/** A person's photo: a JPEG, PNG or WebP stored under `folder`, kept in the `image` column. */
export const photo = (folder: string) => ({
  field: 'photo',
  column: 'image',
  folder: () => folder,
  check: checkPhoto,
});

/** A person's name, designation, profile and photo (directors and committee members). */
export const personForm = (row?: Person): FieldSpec[] => [
  textField('name', T.labels.name, row?.name),
  textField('designation', T.labels.designation, row?.designation),
  {
    name: 'profileSummary',
    label: T.labels.profileSummary,
    type: 'textarea',
    defaultValue: row?.profileSummary,
  },
  {
    name: 'photo',
    label: T.labels.photo,
    type: 'file',
    accept: 'image/jpeg,image/png,image/webp',
    hint: row ? T.replacePhotoHint : T.photoHint,
  },
];

/** A person as the staff list names them. */
export const personList = (publicPath: string) => ({
  publicPath,
  name: (row: Person) => row.name,
  label: (row: Person) => `${row.name}, ${row.designation}`,
});

export const directors = defineTable({
  name: 'directors',
  entity: 'Director',
  model: (client) => client.director,
  words: T.directors,
  schema: directorFields,
  form: personForm,
  file: photo('investors/directors'),
  view: toDirector,
  order: ROW_ORDER,
  newRows: 'last',
  list: personList(ROUTES.board.path),
  audit: namedRowAudit('director'),
});

/** The board page's read: current directors in staff order (`directors.read()` is the cached one). */
export const findDirectors = (client?: Db) => directors.load(client);
