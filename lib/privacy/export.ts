import { toCsv } from '@/lib/platform/inbox/csv';
import { PERSON_TABLES } from '@/lib/features/privacy';
import type { PersonIdentifier } from '../platform/privacy/identifier';
import type { PersonRecords } from './person';

/** The JSON download: who was searched, when, and every record by table. */
export function personJson(id: PersonIdentifier, records: PersonRecords, now = new Date()) {
  return {
    person: { [id.kind]: id.value },
    exportedAt: now.toISOString(),
    ...Object.fromEntries(PERSON_TABLES.map((table) => [table, records[table]])),
  };
}

/** `{ a: { b: [1] } }` -> [['a.b.0', 1]]: one CSV line per field, whatever the record's shape. */
function fields(value: unknown, prefix: string): [string, unknown][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value);
    return entries.flatMap(([key, inner]) =>
      fields(inner, prefix ? `${prefix}.${key}` : String(key)),
    );
  }
  return [[prefix, value]];
}

/** The CSV download: one line per field (table, record id, field, value), so every table fits. */
export function personCsv(records: PersonRecords): string {
  const rows = PERSON_TABLES.flatMap((table) =>
    records[table].flatMap((record) =>
      fields(record, '').map(([field, value]) => [table, record.id, field, value]),
    ),
  );
  return toCsv(['table', 'record', 'field', 'value'], rows);
}

/** A download's file name: the person masked out of it (file names end up in browser histories). */
export const exportFileName = (format: 'json' | 'csv', now = new Date()) =>
  `personal-data-${now.toISOString().slice(0, 10)}.${format}`;
