import type { PersonTableHooks } from '@/lib/platform/privacy/person-table';
import type { PersonTableName } from './index';
import { mergedPart } from './server';

export type { PersonTableName } from './index';

/**
 * How the personal-data tool finds and erases each table of personal data the features declare
 * (`personalData` in their manifests): the hooks of their server halves
 * (`lib/<feature>/feature.server.ts`), in the features' order. The tool's sections, the
 * downloads' tables and the audit row's counts come in this order.
 */
export const PERSON_TABLE_HOOKS = mergedPart('personTables') as Record<
  PersonTableName,
  PersonTableHooks
>;

/** Every table of personal data, in the features' order. */
export const PERSON_TABLES = Object.keys(PERSON_TABLE_HOOKS) as PersonTableName[];
