import { createHash } from 'node:crypto';

/**
 * A sample row's id, derived from what it was seeded as (its kind and natural key), so every
 * fresh database gets the same ids and a second seeding finds the row again by id: a row staff
 * renamed or edited is neither duplicated nor overwritten (the sets upsert with `update: {}`).
 */
export function seedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
