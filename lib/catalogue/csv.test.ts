import {
  CATALOGUE_AUDIT_TEXT as A,
  CATALOGUE_FIELD_MESSAGES as M,
  CATALOGUE_IMPORT_TEXT as T,
} from '@/content/staff-catalogue';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { readCsv } from '@/lib/platform/inbox/csv-read';
import { CSV_HEADER, exportCatalogue, importCatalogue, IMPORT_MAX_ROWS } from './csv';
import { sampleCatalogue } from './sample';
import { seedCatalogue } from './seed';
import { readCatalogue } from './store';

const expired: string[] = [];
jest.mock('next/cache', () => ({
  updateTag: (tag: string) => expired.push(tag),
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

// These tests export and import the whole catalogue: a database of their own.
withOwnDatabase();
let staff: StaffActor;
beforeAll(async () => {
  staff = await signedInActor(['catalogue']);
  await seedCatalogue(db());
});

const file = (text: string, name = 'catalogue.csv') => ({
  name,
  bytes: new TextEncoder().encode(text),
});

/** A CSV of the export's columns, with rows given by column name. */
function csvOf(rows: Record<string, string>[], header: readonly string[] = CSV_HEADER): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map(quote).join(','))
    .join('\n');
}

let serial = 0;
const battery = (over: Record<string, string> = {}) => ({
  code: `TB-${Date.now().toString(36).toUpperCase()}${serial++}`,
  line: 'lithium-battery',
  series: 'home',
  name_en: 'Test battery 100 Ah',
  name_hi: 'परीक्षण बैटरी 100 Ah',
  summary_en: 'A test battery, "quoted", with commas.',
  summary_hi: 'एक परीक्षण बैटरी।',
  warranty_months: '36',
  mrp_rupees: '',
  launched_on: '2024-04-01',
  certifications: 'BIS;IEC 62619',
  status: 'active',
  successor_code: '',
  'spec:chemistry': 'lfp',
  'spec:nominalVoltage': '12.8',
  'spec:capacityAh': '100',
  'spec:energyKwh': '1.28',
  'spec:cycles': '4000',
  'spec:bms': 'smart-bluetooth',
  ...over,
});

const exported = async () => readCsv((await exportCatalogue(staff)).replace(/^\uFEFF/, ''));

describe('the catalogue as CSV', () => {
  it('exports every model in the import’s columns, and the same file imports as no change', async () => {
    const records = await exported();
    expect(records[0]!.cells).toEqual(CSV_HEADER);
    const count = await db().catalogueModel.count();
    expect(count).toBeGreaterThanOrEqual(sampleCatalogue().length);
    expect(records).toHaveLength(count + 1);
    const iu = records.find((r) => r.cells[0] === 'IU-1100')!.cells;
    const at = (column: string) => iu[CSV_HEADER.indexOf(column)];
    expect([at('line'), at('mrp_rupees'), at('spec:ratingVa'), at('spec:waveform')]).toEqual([
      'inverter-ups',
      '9599',
      '1100',
      'pure-sine',
    ]);
    expect(at('spec:wattage')).toBe('');

    const text = await exportCatalogue(staff);
    const result = await importCatalogue(staff, file(text), false);
    expect(result).toEqual({
      ok: true,
      applied: false,
      added: [],
      changed: [],
      discontinued: [],
      unchanged: count,
    });
  });

  it('checks a file without changing anything, then imports it in one go, audited', async () => {
    const rows = [battery(), battery({ mrp_rupees: '24,999' })];
    const before = await db().catalogueModel.count();
    const checked = await importCatalogue(staff, file(csvOf(rows)), false);
    expect(checked).toMatchObject({ ok: true, applied: false, added: rows.map((r) => r.code) });
    expect(await db().catalogueModel.count()).toBe(before);

    expired.length = 0;
    const applied = await importCatalogue(staff, file(csvOf(rows), 'new-batteries.csv'), true);
    expect(applied).toMatchObject({ ok: true, applied: true, added: rows.map((r) => r.code) });
    expect(await db().catalogueModel.count()).toBe(before + 2);
    expect(expired).toContain('catalogue');
    const models = await readCatalogue();
    expect(models.find((m) => m.code === rows[1]!.code)).toMatchObject({
      mrpPaise: 2_499_900,
      summary: { en: 'A test battery, "quoted", with commas.' },
      specs: { chemistry: 'lfp', nominalVoltage: 12.8, capacityAh: 100, bms: 'smart-bluetooth' },
      certifications: ['BIS', 'IEC 62619'],
    });
    const audit = await db().auditLog.findFirst({
      where: { action: 'catalogue-import' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit?.summary).toBe(A.imported('new-batteries.csv', 2, 0));

    // The same rows again: a change, a discontinuation with its successor, one unchanged.
    const again = [
      { ...rows[0]!, status: 'discontinued', successor_code: rows[1]!.code },
      rows[1]!,
    ];
    expect(await importCatalogue(staff, file(csvOf(again)), true)).toEqual({
      ok: true,
      applied: true,
      added: [],
      changed: [rows[0]!.code],
      discontinued: [rows[0]!.code],
      unchanged: 1,
    });
    const stored = await db().catalogueModel.findUniqueOrThrow({ where: { code: rows[0]!.code } });
    expect([stored.discontinued, stored.successorCode]).toEqual([true, rows[1]!.code]);
  });

  it('refuses a file with a bad row, naming its line and column, and changes nothing', async () => {
    const good = battery();
    const rows = [
      good,
      battery({ 'spec:capacityAh': 'a lot' }),
      battery({ 'spec:wattage': '20' }),
      battery({ series: 'panel', launched_on: '2024-13-01' }),
      { ...good },
    ];
    const before = await db().catalogueModel.count();
    const result = await importCatalogue(staff, file(csvOf(rows)), true);
    expect(result).toEqual({
      ok: false,
      message: T.reportHeading,
      rows: [
        { line: 3, problems: [{ column: 'spec:capacityAh', message: M.number('Capacity') }] },
        { line: 4, problems: [{ column: 'spec:wattage', message: T.notOfLine('spec:wattage') }] },
        {
          line: 5,
          problems: [
            { column: 'series', message: M.series(['home', 'solar', 'telecom', 'e-rickshaw']) },
            { column: 'launched_on', message: M.date },
          ],
        },
        { line: 6, problems: [{ column: 'code', message: T.duplicate(2) }] },
      ],
    });
    expect(await db().catalogueModel.count()).toBe(before);
    expect(await db().catalogueModel.findUnique({ where: { code: good.code } })).toBeNull();
  });

  it('refuses a changed line, and a successor neither stored nor in the file', async () => {
    const iu = battery({ code: 'IU-1100' });
    const orphan = battery({ status: 'discontinued', successor_code: 'NOWHERE-1' });
    const result = await importCatalogue(staff, file(csvOf([iu, orphan])), false);
    expect(result).toEqual({
      ok: false,
      message: T.reportHeading,
      rows: [
        { line: 2, problems: [{ column: 'line', message: M.lineFixed('inverter-ups') }] },
        {
          line: 3,
          problems: [{ column: 'successor_code', message: M.successorUnknown('NOWHERE-1') }],
        },
      ],
    });
  });

  it.each([
    ['no file', null, T.noFile],
    ['an empty file', file(''), T.noFile],
    ['a header only', file(CSV_HEADER.join(',')), T.empty],
    [
      'a file that is not UTF-8',
      { name: 'x.csv', bytes: new Uint8Array([0x63, 0xe9, 0x0a]) },
      T.notText,
    ],
    ['an unclosed quote', file(`${CSV_HEADER.join(',')}\n"open`), T.malformed],
    [
      'missing columns',
      file('code,line\nA-1,cctv'),
      T.missingColumns([
        'series',
        'name_en',
        'name_hi',
        'summary_en',
        'summary_hi',
        'warranty_months',
        'launched_on',
      ]),
    ],
    [
      'an unknown column',
      file(`${CSV_HEADER.join(',')},spec:watage\nx`),
      T.unknownColumns(['spec:watage']),
    ],
    [
      'too many rows',
      file(`${CSV_HEADER.join(',')}\n${'x\n'.repeat(IMPORT_MAX_ROWS + 1)}`),
      T.tooManyRows(IMPORT_MAX_ROWS),
    ],
    [
      'a file too large',
      { name: 'x.csv', bytes: new Uint8Array(4 * 1024 * 1024 + 1) },
      T.tooLarge(4096),
    ],
  ])('refuses %s with a clear message', async (_what, upload, message) => {
    expect(await importCatalogue(staff, upload, true)).toEqual({ ok: false, message, rows: [] });
  });

  it('takes off the apostrophe the export puts before a formula-like cell', async () => {
    const row = battery({ summary_en: "'=1+1 is not a formula here" });
    expect((await importCatalogue(staff, file(csvOf([row])), true)).ok).toBe(true);
    const stored = await db().catalogueModel.findUniqueOrThrow({ where: { code: row.code } });
    expect(stored.summaryEn).toBe('=1+1 is not a formula here');
    const records = await exported();
    const cells = records.find((r) => r.cells[0] === row.code)!.cells;
    expect(cells[CSV_HEADER.indexOf('summary_en')]).toBe("'=1+1 is not a formula here");
  });

  it('imports a file once when 30 imports of it run at once: one adds, the others find it done', async () => {
    const rows = [battery(), battery()];
    const since = new Date();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => importCatalogue(staff, file(csvOf(rows)), true)),
    );
    for (const result of results)
      expect([T.changed, T.busy, 'ok']).toContain(result.ok ? 'ok' : result.message);
    expect(results.filter((r) => r.ok && r.added.length > 0)).toHaveLength(1);
    for (const later of results.filter((r) => r.ok && r.added.length === 0))
      expect(later).toMatchObject({ changed: [], unchanged: 2 });
    expect(
      await db().auditLog.count({
        where: {
          action: 'catalogue-import',
          summary: { contains: ': 2 added' },
          createdAt: { gte: since },
        },
      }),
    ).toBe(1);
    expect(
      await db().catalogueModel.count({ where: { code: { in: rows.map((r) => r.code) } } }),
    ).toBe(2);
  });
});
