import { z } from 'zod';
import type {
  CommitteeMember as CommitteeMemberRow,
  Director as DirectorRow,
  GrievanceContact as GrievanceContactRow,
  RegistrarDetail as RegistrarDetailRow,
} from '@/lib/db/generated/client';
import { toCommitteeMember, toDirector, toGrievanceContact, toRegistrarDetail } from '../queries';
import type { CommitteeMember, Director, GrievanceContact, RegistrarDetail } from '../types';
import { orderedAdmin } from './ordered';
import type { OrderedForm } from './ordered-form';
import {
  committeeMemberFields,
  directorFields,
  grievanceContactFields,
  registrarFields,
  type CommitteeMemberFields,
  type DirectorFields,
  type GrievanceContactFields,
  type RegistrarFields,
} from './schemas';

/**
 * The ordered investor tables staff manage at /staff/investors/<table>: each table's operations
 * (see ./ordered.ts) and the rules of its form. A new table is an entry here, its schema in
 * ./schemas.ts and its model name in ./ordered.ts; its fields and words in the app's table-views.ts.
 */

export const directorsAdmin = orderedAdmin<DirectorRow, Director, DirectorFields>({
  model: 'director',
  entity: 'Director',
  noun: 'director',
  area: 'directors',
  photoFolder: 'investors/directors',
  view: toDirector,
});

export const committeeAdmin = orderedAdmin<
  CommitteeMemberRow,
  CommitteeMember,
  CommitteeMemberFields
>({
  model: 'committeeMember',
  entity: 'CommitteeMember',
  noun: 'committee member',
  area: 'committees',
  photoFolder: 'investors/committees',
  view: toCommitteeMember,
  // The public page lists each committee on its own, so members move within their committee.
  groupOf: (row) => row.category,
});

export const registrarAdmin = orderedAdmin<RegistrarDetailRow, RegistrarDetail, RegistrarFields>({
  model: 'registrarDetail',
  entity: 'RegistrarDetail',
  noun: 'registrar',
  area: 'registrar',
  view: toRegistrarDetail,
});

export const grievanceAdmin = orderedAdmin<
  GrievanceContactRow,
  GrievanceContact,
  GrievanceContactFields
>({
  model: 'grievanceContact',
  entity: 'GrievanceContact',
  noun: 'grievance contact',
  area: 'grievance',
  view: toGrievanceContact,
});

export const ORDERED_TABLES = ['directors', 'committees', 'registrar', 'grievance'] as const;
export type OrderedTableName = (typeof ORDERED_TABLES)[number];
export const orderedTableField = z.enum(ORDERED_TABLES);

// Each entry pairs a table with the rules of its form; the types check that they agree.
const formOf = <Fields>(form: OrderedForm<Fields> & { schema: z.ZodType<NoInfer<Fields>> }) =>
  form as unknown as OrderedForm<object>;

export const ORDERED_FORMS: Record<OrderedTableName, OrderedForm<object>> = {
  directors: formOf({ admin: directorsAdmin, schema: directorFields }),
  committees: formOf({ admin: committeeAdmin, schema: committeeMemberFields }),
  registrar: formOf({ admin: registrarAdmin, schema: registrarFields }),
  grievance: formOf({ admin: grievanceAdmin, schema: grievanceContactFields }),
};
