import {
  CATALOGUE_AUDIT_TEXT as A,
  CATALOGUE_CSV_COLUMNS as COLUMNS,
  CATALOGUE_FIELD_MESSAGES as M,
  CATALOGUE_IMPORT_TEXT as T,
} from '@/content/staff-catalogue';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { CatalogueModel as Stored } from '@/lib/platform/db/generated/client';
import { toCsv } from '@/lib/platform/inbox/csv';
import { readCsvFile, type CsvRecord } from '@/lib/platform/inbox/csv-read';
import { indiaToday, inputOf } from './admin';
import { catalogue as feature } from './feature';
import { checkModel, fieldsOfModel, rowOf, specFieldName, type ModelInput } from './model-input';
import { CSV_HEADER, SPEC_KEYS, specColumn } from './csv-columns';
import { slugOf, specFieldsOf } from './specs';

export { CSV_HEADER };
import { refreshCataloguePagesNow } from './store';

/**
 * The whole catalogue as one CSV file, both ways (/staff/catalogue, the `catalogue` role). The
 * export's columns are the import's, so a downloaded file can be edited in a spreadsheet and
 * uploaded again. The import checks every row with the form's rules (./model-input.ts) and
 * against the catalogue, then either reports what it would do (a dry run: nothing changes) or
 * applies every row in one transaction; a file with any refused row changes nothing, and the
 * report names each refused row's line and column.
 */

export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** The advisory lock imports take in turn (any number no other code of the site uses). */
const IMPORT_LOCK = 4_301_043;
export const IMPORT_MAX_ROWS = 5000;

type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = [
  'code',
  'line',
  'series',
  'nameEn',
  'nameHi',
  'summaryEn',
  'summaryHi',
  'warrantyMonths',
  'launchedOn',
];

/** The column a field is read from, for the report (spec.wattage → spec:wattage). */
const columnOfField = (field: string): string =>
  field.startsWith('spec.')
    ? specColumn(field.slice('spec.'.length))
    : ((COLUMNS as Record<string, string>)[field] ?? field);

/** Every stored model as the export writes it, in code order. */
export async function exportCatalogue(actor: StaffActor): Promise<string> {
  authorize(actor, feature.role);
  const stored = await db().catalogueModel.findMany({ orderBy: { code: 'asc' } });
  const rows = stored.flatMap((row) => {
    const input = inputOf(row);
    if (!input) return [];
    const fields = fieldsOfModel(input);
    return [
      [
        ...(Object.keys(COLUMNS) as Column[]).map((column) => fields[column] ?? ''),
        ...SPEC_KEYS.map((key) => fields[specFieldName(key)] ?? ''),
      ],
    ];
  });
  return toCsv(CSV_HEADER, rows);
}

export interface RefusedRow {
  line: number;
  problems: { column?: string; message: string }[];
}

export interface ImportPlan {
  added: string[];
  changed: string[];
  discontinued: string[];
  unchanged: number;
}

export type ImportResult =
  | ({ ok: true; applied: boolean } & ImportPlan)
  | { ok: false; message: string; rows: RefusedRow[] };

const refuse = (message: string, rows: RefusedRow[] = []): ImportResult => ({
  ok: false,
  message,
  rows,
});

/**
 * The export guards a cell that starts like a spreadsheet formula with an apostrophe
 * (lib/platform/inbox/csv.ts); the import takes it off again.
 */
const unguarded = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

function parseFile(bytes: Uint8Array): CsvRecord[] | ImportResult {
  const records = readCsvFile(bytes);
  if (records === 'not-text') return refuse(T.notText);
  if (records === 'malformed') return refuse(T.malformed);
  return records;
}

const HEADER_NAMES = new Map(CSV_HEADER.map((name) => [name.toLowerCase(), name]));

/** Each column's cell index (names in any case and order); missing or unknown ones refuse the file. */
function columnsOf(header: string[]): Map<string, number> | ImportResult {
  const at = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const name = HEADER_NAMES.get(cell.trim().toLowerCase());
    if (name) at.set(name, index);
    else if (cell.trim()) unknown.push(cell.trim());
  });
  if (unknown.length) return refuse(T.unknownColumns(unknown.slice(0, 10)));
  const missing = REQUIRED.map((column) => COLUMNS[column]).filter((name) => !at.has(name));
  return missing.length ? refuse(T.missingColumns(missing)) : at;
}

interface Row {
  line: number;
  model: ModelInput;
}

/** Checks each row on its own: the valid models, or every refused row with its problems. */
function checkRows(records: CsvRecord[], at: Map<string, number>, today: string) {
  const valid: Row[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const cell = (column: string) => {
      const index = at.get(column);
      return index === undefined ? '' : unguarded(record.cells[index] ?? '');
    };
    const fields: Record<string, string> = {};
    for (const [field, column] of Object.entries(COLUMNS)) fields[field] = cell(column);
    for (const key of SPEC_KEYS) fields[specFieldName(key)] = cell(specColumn(key));
    const checked = checkModel(fields, today);
    const problems: RefusedRow['problems'] = [];
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors))
        problems.push({ column: columnOfField(field), message });
    } else {
      const own = new Set(specFieldsOf(checked.model.line).map((field) => field.key));
      for (const key of SPEC_KEYS)
        if (!own.has(key) && fields[specFieldName(key)])
          problems.push({ column: specColumn(key), message: T.notOfLine(specColumn(key)) });
      const first = seen.get(checked.model.code);
      if (first !== undefined) problems.push({ column: COLUMNS.code, message: T.duplicate(first) });
      else seen.set(checked.model.code, record.line);
    }
    if (problems.length) refused.push({ line: record.line, problems });
    else if (checked.ok) valid.push({ line: record.line, model: checked.model });
  }
  return { valid, refused };
}

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
      )
    : value;

/** Whether a stored model already says what the row says. */
const unchangedBy = (stored: Stored, model: ModelInput) => {
  const now = inputOf(stored);
  return now !== null && sameJson(now, model);
};

/**
 * The rows against the catalogue: a row whose code is stored changes that model (its line
 * stays), others add one; a successor must be in the catalogue or in the file.
 */
function planOf(rows: Row[], stored: Stored[]): { plan: ImportPlan; refused: RefusedRow[] } {
  const byCode = new Map(stored.map((model) => [model.code, model]));
  const inFile = new Set(rows.map((row) => row.model.code));
  const plan: ImportPlan = { added: [], changed: [], discontinued: [], unchanged: 0 };
  const refused: RefusedRow[] = [];
  for (const { line, model } of rows) {
    const before = byCode.get(model.code);
    const problems: RefusedRow['problems'] = [];
    if (before && before.line !== model.line)
      problems.push({ column: COLUMNS.line, message: M.lineFixed(before.line) });
    if (model.successorCode && !byCode.has(model.successorCode) && !inFile.has(model.successorCode))
      problems.push({
        column: COLUMNS.successor,
        message: M.successorUnknown(model.successorCode),
      });
    if (problems.length) {
      refused.push({ line, problems });
      continue;
    }
    if (!before) plan.added.push(model.code);
    else if (unchangedBy(before, model)) plan.unchanged++;
    else {
      plan.changed.push(model.code);
      if (model.discontinued && !before.discontinued) plan.discontinued.push(model.code);
    }
  }
  return { plan, refused };
}

/**
 * Reads an uploaded catalogue file: with `apply` false, what an import would add, change and
 * discontinue (nothing is written); with `apply` true, the same rows written in one transaction
 * with one audit row, then the public pages refreshed.
 */
export async function importCatalogue(
  actor: StaffActor,
  file: { name: string; bytes: Uint8Array } | null,
  apply: boolean,
): Promise<ImportResult> {
  const me = authorize(actor, feature.role);
  if (!file || file.bytes.byteLength === 0) return refuse(T.noFile);
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) return refuse(T.tooLarge(IMPORT_MAX_BYTES / 1024));
  const records = parseFile(file.bytes);
  if (!Array.isArray(records)) return records;
  const [header, ...lines] = records;
  if (!header || lines.length === 0) return refuse(T.empty);
  if (lines.length > IMPORT_MAX_ROWS) return refuse(T.tooManyRows(IMPORT_MAX_ROWS));
  const at = columnsOf(header.cells);
  if (!(at instanceof Map)) return at;
  const { valid, refused } = checkRows(lines, at, indiaToday());
  if (refused.length) return refuse(T.reportHeading, refused);

  const run = async (database: Pick<ReturnType<typeof db>, 'catalogueModel'>) => {
    const stored = await database.catalogueModel.findMany();
    return planOf(valid, stored);
  };
  if (!apply) {
    const { plan, refused: against } = await run(db());
    return against.length
      ? refuse(T.reportHeading, against)
      : { ok: true, applied: false, ...plan };
  }

  const outcome = await db()
    .$transaction(
      async (tx) => {
        // One import at a time: the next one waits here, then reads what this one wrote, so two
        // uploads of one file add its models once (the second finds them unchanged).
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`;
        const { plan, refused: against } = await run(tx);
        if (against.length) return refuse(T.reportHeading, against);
        const added = new Set(plan.added);
        const changed = new Set(plan.changed);
        for (const { model } of valid) {
          const data = rowOf(model);
          if (added.has(model.code)) await tx.catalogueModel.create({ data });
          else if (changed.has(model.code))
            await tx.catalogueModel.update({ where: { code: model.code }, data });
        }
        // A new model takes its address back from a renamed one's redirect.
        if (plan.added.length)
          await tx.catalogueRedirect.deleteMany({
            where: { fromSlug: { in: plan.added.map(slugOf) } },
          });
        const name = file.name.slice(0, 200) || 'a CSV file';
        await recordAudit(
          {
            actorEmail: me.email,
            action: 'catalogue-import',
            entity: 'CatalogueModel',
            summary: A.imported(name, plan.added.length, plan.changed.length),
          },
          tx,
        );
        return { ok: true as const, applied: true, ...plan };
      },
      { timeout: 120_000 },
    )
    .catch((error: unknown) => {
      const code = (error as { code?: unknown })?.code;
      // Another import or save of the same codes at once: the unique index refused this one, or
      // the database chose it to undo a deadlock. Nothing of it was saved.
      if (code === 'P2002' || code === 'P2034') return refuse(T.changed);
      // Every connection busy with other imports: nothing was started.
      if (code === 'P2028') return refuse(T.busy);
      throw error;
    });
  if (outcome.ok) await refreshCataloguePagesNow();
  return outcome;
}
