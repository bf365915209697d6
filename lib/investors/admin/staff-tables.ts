import { z } from 'zod';
import type { OrderedForm } from './ordered-form';
import {
  committeeMemberFields,
  directorFields,
  grievanceContactFields,
  registrarFields,
} from './schemas';
import { committeeAdmin, directorsAdmin, grievanceAdmin, registrarAdmin } from './tables';

/** The ordered investor tables staff manage at /staff/investors/<table>. */
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
