import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { toGrievanceContact } from '../queries';
import { grievanceContactFields } from '../admin/schemas';
import { textField } from '../tables/fields';
import { orderedCollection } from './ordered';

/** Investor grievance contacts (/investor-relations/grievance). */
export const grievance = orderedCollection({
  name: 'grievance',
  table: (client) => client.grievanceContact,
  entity: 'GrievanceContact',
  noun: 'grievance contact',
  area: 'grievance',
  view: toGrievanceContact,
  words: T.grievance,
  publicPath: ROUTES.grievance.path,
  schema: grievanceContactFields,
  fields: (row) => [
    textField('name', T.labels.name, row?.name),
    {
      name: 'address',
      label: T.labels.address,
      type: 'textarea',
      defaultValue: row?.address,
      hint: T.optionalHint,
    },
    { ...textField('number', T.labels.telephone, row?.number, T.optionalHint), type: 'tel' },
    { ...textField('email', T.labels.email, row?.email, T.optionalHint), type: 'email' },
  ],
  describe: (row) => row.name,
});
