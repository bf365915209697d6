import { z } from 'zod';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { Db } from '@/lib/platform/db/client';
import type { CommitteeMember as CommitteeMemberRow } from '@/lib/platform/db/generated/client';
import { COMMITTEE_CATEGORIES, committeeLabel } from '../committees';
import type { CommitteeMember } from '../types';
import { directorFields, personForm, personList, photo, toDirector } from './directors';
import { namedRowAudit, ROW_ORDER } from './rows';
import { defineTable } from './table';

/** Members of the board committees: a director's fields and the committee they sit on. */

export const committeeMemberFields = directorFields.extend({
  category: z.enum(COMMITTEE_CATEGORIES, { error: M.committee }),
});

export const toCommitteeMember = (row: CommitteeMemberRow): CommitteeMember => ({
  ...toDirector(row),
  category: row.category,
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

/** The committees page's read: current members in staff order, each with its committee. */
export const findCommitteeMembers = (client?: Db) => committees.load(client);
