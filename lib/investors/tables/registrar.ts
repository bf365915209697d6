import { z } from 'zod';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { Db } from '@/lib/platform/db/client';
import type { RegistrarDetail as RegistrarRow } from '@/lib/platform/db/generated/client';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import type { RegistrarDetail } from '../types';
import { email, optional, phone, text, textField, webAddress } from './fields';
import { namedRowAudit, ROW_ORDER } from './rows';
import { defineTable } from './table';

/** Registrar and share transfer agents (/investor-relations/details-of-registrar-and-transfer-agents). */

export const registrarFields = z.object({
  name: text('name', 200),
  address: text('address', 2000, NO_CONTROL_CHARS),
  telNo: phone,
  emailId: email,
  contactPerson: optional('contact person', 200),
  // http or https only, so no `javascript:` link reaches the public page.
  website: webAddress(/^https?:$/, M.website),
});

/** In the old site's field names, which the old API still answers with. */
export const toRegistrarDetail = (row: RegistrarRow): RegistrarDetail => ({
  id: row.id,
  name: row.name,
  address: row.address,
  telNo: row.telNo,
  emailId: row.emailId,
  contactPerson: row.contactPerson,
  website: row.website,
});

export const registrar = defineTable({
  name: 'registrar',
  entity: 'RegistrarDetail',
  model: (client) => client.registrarDetail,
  words: T.registrar,
  schema: registrarFields,
  form: (row) => [
    textField('name', T.labels.name, row?.name),
    { name: 'address', label: T.labels.address, type: 'textarea', defaultValue: row?.address },
    { ...textField('telNo', T.labels.telephone, row?.telNo, T.optionalHint), type: 'tel' },
    { ...textField('emailId', T.labels.email, row?.emailId, T.optionalHint), type: 'email' },
    textField('contactPerson', T.labels.contactPerson, row?.contactPerson, T.optionalHint),
    { ...textField('website', T.labels.website, row?.website, T.websiteHint), type: 'url' },
  ],
  view: toRegistrarDetail,
  order: ROW_ORDER,
  newRows: 'last',
  list: { publicPath: ROUTES.registrar.path, name: (row) => row.name, label: (row) => row.name },
  audit: namedRowAudit('registrar'),
});

export const findRegistrarDetails = (client?: Db) => registrar.load(client);
