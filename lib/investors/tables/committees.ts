import { z } from 'zod';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { COMMITTEE_CATEGORIES, committeeLabel } from '../committees';
import { toCommitteeMember } from '../queries';
import { directorFields, personForm, personList, photo } from './directors';
import { namedRowAudit, ROW_ORDER } from './rows';
import { defineTable } from './table';

/** Members of the board committees: a director's fields and the committee they sit on. */

export const committeeMemberFields = directorFields.extend({
  category: z.enum(COMMITTEE_CATEGORIES, { error: M.committee }),
});

export const committees = defineTable({
  name: 'committees',
  entity: 'CommitteeMember',
  model: (client) => client.committeeMember,
  words: T.committees,
  schema: committeeMemberFields,
  form: (row) => [
    {
      name: 'category',
      label: T.labels.committee,
      type: 'select',
      defaultValue: row?.category,
      options: COMMITTEE_CATEGORIES.map((value) => ({ value, label: committeeLabel(value) })),
    },
    ...personForm(row),
  ],
  file: photo('investors/committees'),
  view: toCommitteeMember,
  order: ROW_ORDER,
  newRows: 'last',
  // The public page lists each committee on its own: members are listed and moved within it.
  groupOf: (row) => committeeLabel(row.category),
  list: personList(ROUTES.committees.path),
  audit: namedRowAudit('committee member'),
});
