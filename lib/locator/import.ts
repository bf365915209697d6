import { OUTLET_AUDIT_TEXT, OUTLET_CSV_COLUMNS, OUTLET_IMPORT_TEXT as T } from '@/content/locator';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import { fieldErrors } from '@/lib/platform/http/responses';
import { readCsvFile, type CsvRecord } from '@/lib/platform/inbox/csv-read';
import { outletSchema, type OutletFields, type OutletInput } from './schema';
import { forgetActiveOutlets } from './search';
import { auditOutlet, storedOutlet } from './store';
import { outlets as feature } from './feature';

/**
 * The CSV import of /staff/outlets (service). All or nothing: every row is checked with the outlet
 * form's schema first, and when any row is refused nothing is saved and the report names each
 * refused row's line and messages; otherwise every row is saved in one transaction with one audit
 * row. A row with the name (any letter case) and pincode of a listed outlet updates it.
 */

export const IMPORT_MAX_BYTES = 512 * 1024;
export const IMPORT_MAX_ROWS = 2000;

export interface RefusedRow {
  line: number;
  messages: string[];
}

export type ImportResult =
  { ok: true; added: number; updated: number } | { ok: false; message: string; rows: RefusedRow[] };

type Field = keyof typeof OUTLET_CSV_COLUMNS;
const REQUIRED: Field[] = [
  'name',
  'type',
  'productLines',
  'address',
  'city',
  'state',
  'pincode',
  'phones',
];

const refuse = (message: string, rows: RefusedRow[] = []): ImportResult => ({
  ok: false,
  message,
  rows,
});

/** Which cell holds each field, from the header row (names in any case and order). */
function columnsOf(header: string[]): Partial<Record<Field, number>> | string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const at: Partial<Record<Field, number>> = {};
  for (const [field, column] of Object.entries(OUTLET_CSV_COLUMNS) as [Field, string][]) {
    const index = names.indexOf(column);
    if (index >= 0) at[field] = index;
  }
  const missing = REQUIRED.filter((field) => at[field] === undefined);
  return missing.length ? missing.map((field) => OUTLET_CSV_COLUMNS[field]) : at;
}

const fieldsOf = (record: CsvRecord, at: Partial<Record<Field, number>>): OutletFields =>
  Object.fromEntries(
    Object.entries(at).map(([field, index]) => [field, record.cells[index] ?? '']),
  );

const key = (o: { name: string; pincode: string }) => `${o.name.toLowerCase()}|${o.pincode}`;

/** Checks every row; the valid outlets, or the refused rows with their messages. */
function checkRows(records: CsvRecord[], at: Partial<Record<Field, number>>) {
  const valid: OutletInput[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const parsed = outletSchema.safeParse(fieldsOf(record, at));
    if (!parsed.success) {
      refused.push({ line: record.line, messages: Object.values(fieldErrors(parsed.error)) });
      continue;
    }
    const first = seen.get(key(parsed.data));
    if (first !== undefined) {
      refused.push({ line: record.line, messages: [T.duplicate(first)] });
      continue;
    }
    seen.set(key(parsed.data), record.line);
    valid.push(parsed.data);
  }
  return { valid, refused };
}

function parseFile(bytes: Uint8Array): CsvRecord[] | ImportResult {
  const records = readCsvFile(bytes);
  if (records === 'not-text') return refuse(T.notText);
  if (records === 'malformed') return refuse(T.malformed);
  return records;
}

export async function importOutlets(
  actor: StaffActor,
  file: { name: string; bytes: Uint8Array } | null,
): Promise<ImportResult> {
  const me = authorize(actor, feature.role);
  if (!file || file.bytes.byteLength === 0) return refuse(T.noFile);
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) return refuse(T.tooLarge(IMPORT_MAX_BYTES / 1024));
  const records = parseFile(file.bytes);
  if (!Array.isArray(records)) return records;
  const [header, ...rows] = records;
  if (!header || rows.length === 0) return refuse(T.empty);
  if (rows.length > IMPORT_MAX_ROWS) return refuse(T.tooManyRows(IMPORT_MAX_ROWS));
  const at = columnsOf(header.cells);
  if (Array.isArray(at)) return refuse(T.missingColumns(at));
  const { valid, refused } = checkRows(rows, at);
  if (refused.length) return refuse(T.reportHeading, refused);

  const data = await Promise.all(valid.map(storedOutlet));
  const result = await db().$transaction(
    async (tx) => {
      const existing = await tx.outlet.findMany({
        where: { pincode: { in: [...new Set(data.map((o) => o.pincode))] } },
        select: { id: true, name: true, pincode: true },
      });
      const ids = new Map(existing.map((o) => [key(o), o.id]));
      let added = 0;
      for (const outlet of data) {
        const id = ids.get(key(outlet));
        if (id) await tx.outlet.update({ where: { id }, data: outlet });
        else {
          await tx.outlet.create({ data: outlet });
          added++;
        }
      }
      const updated = data.length - added;
      const name = file.name.slice(0, 200) || 'a CSV file';
      await auditOutlet(
        tx,
        me,
        'outlet-import',
        undefined,
        OUTLET_AUDIT_TEXT.imported(name, added, updated),
      );
      return { ok: true as const, added, updated };
    },
    { timeout: 60_000 },
  );
  forgetActiveOutlets();
  return result;
}
