import { committees } from './committees';
import { directors } from './directors';
import { documents, type DocumentListing } from './documents';
import { grievance } from './grievance';
import { registrar } from './registrar';
import type { OrderedListing, StaffTable } from './table';

export type { RowOp, StaffListRow, TableWords } from './table';

/** What a table's staff list shows: filtered and paged filings, or rows in their groups. */
export type StaffListing = DocumentListing | OrderedListing;

/**
 * Every investor table staff keep, each at /staff/investors/<name>. A new table is a file of its
 * own and its entry here (docs/features/investor-tables.md has the recipe).
 */
const DECLARED = [documents, directors, committees, registrar, grievance] as const;

/** The tables as staff keep them; a replaced file is removed once no table's row shows it. */
export const TABLES: readonly StaffTable<StaffListing>[] = DECLARED.map((table) =>
  table.staff(DECLARED),
);

const byName = new Map(TABLES.map((table) => [table.name, table]));

/** The table at /staff/investors/<name>; null for anything else. */
export function tableOf(name: unknown): StaffTable<StaffListing> | null {
  return (typeof name === 'string' && byName.get(name)) || null;
}
