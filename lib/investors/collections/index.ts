import { committees } from './committees';
import type { Collection } from './define';
import { directors } from './directors';
import { documents } from './documents';
import { grievance } from './grievance';
import { registrar } from './registrar';

export type { Collection, RowOp, StaffListing, StaffListRow } from './define';

/**
 * Every investor collection staff keep, each at /staff/investors/<name> (README "Investor content
 * (staff)"). A new table is a descriptor module and its entry here.
 */
export const COLLECTIONS: readonly Collection[] = [
  documents,
  directors,
  committees,
  registrar,
  grievance,
];

const byName = new Map(COLLECTIONS.map((c) => [c.name, c]));

/** The collection at /staff/investors/<name>; null for anything else. */
export function collectionOf(name: unknown): Collection | null {
  return (typeof name === 'string' && byName.get(name)) || null;
}
