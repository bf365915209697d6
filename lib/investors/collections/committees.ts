import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { COMMITTEE_CATEGORIES, committeeLabel } from '../committees';
import { toCommitteeMember } from '../queries';
import { committeeMemberFields } from '../admin/schemas';
import { describePerson, personFields } from './fields';
import { orderedCollection } from './ordered';

/** Members of the board committees, listed and moved within their committee. */
export const committees = orderedCollection({
  name: 'committees',
  table: (client) => client.committeeMember,
  entity: 'CommitteeMember',
  noun: 'committee member',
  area: 'committees',
  photoFolder: 'investors/committees',
  view: toCommitteeMember,
  // The public page lists each committee on its own.
  groupOf: (row) => committeeLabel(row.category),
  words: T.committees,
  publicPath: ROUTES.committees.path,
  schema: committeeMemberFields,
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
  describe: describePerson,
});
