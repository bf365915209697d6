import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { toRegistrarDetail } from '../queries';
import { registrarFields } from '../admin/schemas';
import { textField } from '../tables/fields';
import { orderedCollection } from './ordered';

/** Registrar and transfer agents (/investor-relations/registrar). */
export const registrar = orderedCollection({
  name: 'registrar',
  table: (client) => client.registrarDetail,
  entity: 'RegistrarDetail',
  noun: 'registrar',
  area: 'registrar',
  view: toRegistrarDetail,
  words: T.registrar,
  publicPath: ROUTES.registrar.path,
  schema: registrarFields,
  fields: (row) => [
    textField('name', T.labels.name, row?.name),
    { name: 'address', label: T.labels.address, type: 'textarea', defaultValue: row?.address },
    { ...textField('telNo', T.labels.telephone, row?.telNo, T.optionalHint), type: 'tel' },
    { ...textField('emailId', T.labels.email, row?.emailId, T.optionalHint), type: 'email' },
    textField('contactPerson', T.labels.contactPerson, row?.contactPerson, T.optionalHint),
    { ...textField('website', T.labels.website, row?.website, T.websiteHint), type: 'url' },
  ],
  describe: (row) => row.name,
});
