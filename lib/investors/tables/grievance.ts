import { z } from 'zod';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { Db } from '@/lib/platform/db/client';
import type { GrievanceContact as GrievanceRow } from '@/lib/platform/db/generated/client';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import type { GrievanceContact } from '../types';
import { email, optional, phone, text, textField } from './fields';
import { namedRowAudit, ROW_ORDER } from './rows';
import { defineTable } from './table';

/** Whom investors contact with a grievance (/investor-relations/investor-grievance). */

export const grievanceContactFields = z.object({
  name: text('name', 200),
  address: optional('address', 2000, NO_CONTROL_CHARS),
  number: phone,
  email,
});

export const toGrievanceContact = (row: GrievanceRow): GrievanceContact => ({
  id: row.id,
  name: row.name,
  address: row.address,
  number: row.number,
  email: row.email,
});

export const grievance = defineTable({
  name: 'grievance',
  entity: 'GrievanceContact',
  model: (client) => client.grievanceContact,
  words: T.grievance,
  schema: grievanceContactFields,
  form: (row) => [
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
  view: toGrievanceContact,
  order: ROW_ORDER,
  newRows: 'last',
  list: { publicPath: ROUTES.grievance.path, name: (row) => row.name, label: (row) => row.name },
  audit: namedRowAudit('grievance contact'),
});

export const findGrievanceContacts = (client?: Db) => grievance.load(client);
