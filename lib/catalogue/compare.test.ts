import {
  COMPARE_ASKED_MAX,
  COMPARE_MAX,
  FACT_KEYS,
  codeOf,
  compareRows,
  compareSearch,
  parseCompareQuery,
  resolveComparison,
  valuesDiffer,
  type CompareRow,
} from './compare';
import { searchOf, type SearchParams } from './finder';
import { sampleModels } from './testing';
import { specFieldsOf } from './specs';
import type { CatalogueModel } from './types';

const models: CatalogueModel[] = sampleModels();
const byCode = (code: string) => models.find((m) => m.code === code)!;
const row = (rows: CompareRow[], key: string) => rows.find((r) => r.key === key);

/** The address a query string makes, as Next hands it to the page (a repeated key: a list). */
function paramsOf(search: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = out[key];
    out[key] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return out;
}

describe('parseCompareQuery', () => {
  it('reads the repeated model parameter in its order, and the only-differences option', () => {
    expect(parseCompareQuery(paramsOf('?model=IU-1100&model=IU-1600&only=differences'))).toEqual({
      codes: ['IU-1100', 'IU-1600'],
      onlyDifferences: true,
    });
    expect(parseCompareQuery(paramsOf('?model=IU-1100'))).toEqual({
      codes: ['IU-1100'],
      onlyDifferences: false,
    });
    expect(parseCompareQuery({})).toEqual({ codes: [], onlyDifferences: false });
  });

  it('takes a code in any case or as its slug, each once, and leaves out what cannot be a code', () => {
    const q = parseCompareQuery({
      model: [
        'iu-1100',
        ' IU-1100 ',
        'IU-1100',
        '',
        '   ',
        'x'.repeat(5000),
        '\u0000\ufffd',
        'IU-1600',
      ],
      only: 'yes',
    });
    expect(q).toEqual({ codes: ['IU-1100', 'IU-1600'], onlyDifferences: false });
    expect(codeOf('<script>')).toBeNull();
    expect(codeOf('-IU')).toBeNull();
    expect(codeOf('ab-12')).toBe('AB-12');
  });

  it('keeps at most a finder page of codes: the rest of a flood is left out', () => {
    const codes = Array.from({ length: 50 }, (_, i) => `AB-${i + 10}`);
    const q = parseCompareQuery({ model: codes });
    expect(q.codes).toEqual(codes.slice(0, COMPARE_ASKED_MAX));
  });
});

describe('the comparison address', () => {
  const canonical = (search: string) => compareSearch(parseCompareQuery(paramsOf(search)));

  it('is the models in their order, then the option', () => {
    expect(compareSearch({ codes: ['IU-1100', 'IU-1600'], onlyDifferences: true })).toBe(
      '?model=IU-1100&model=IU-1600&only=differences',
    );
    expect(compareSearch({ codes: [], onlyDifferences: false })).toBe('');
    expect(
      compareSearch(
        { codes: ['IU-1100', 'IU-1600'], onlyDifferences: false },
        { codes: ['IU-1600'] },
      ),
    ).toBe('?model=IU-1600');
  });

  it('round-trips: reading its own address gives the same query', () => {
    const query = { codes: ['IU-1100', 'LB-12100', 'CC-D2-28'], onlyDifferences: true };
    expect(parseCompareQuery(paramsOf(compareSearch(query)))).toEqual(query);
  });

  it('is a fixed point: the page redirects other spellings to it, and never its own', () => {
    for (const search of [
      '?model=iu-1100&model=IU-1100&model=&model=IU-1600',
      '?only=differences&model=IU-1100&model=IU-1600',
      '?model=IU-1100&model=IU-1600&utm_source=mail',
      `?model=${'x'.repeat(5000)}`,
      '?model=%00%FF',
    ]) {
      const once = canonical(search);
      expect(searchOf(paramsOf(search))).not.toBe(once);
      expect(canonical(once)).toBe(once);
      expect(searchOf(paramsOf(once))).toBe(once);
    }
    expect(canonical('?model=iu-1100&model=IU-1100&model=&model=IU-1600')).toBe(
      '?model=IU-1100&model=IU-1600',
    );
    expect(canonical('?model=%00%FF')).toBe('');
    expect(searchOf(paramsOf('?model=IU-1100&model=IU-1600&only=differences'))).toBe(
      canonical('?model=IU-1100&model=IU-1600&only=differences'),
    );
  });
});

describe('resolveComparison', () => {
  it('compares the first four known models, names the unknown codes and keeps the rest waiting', () => {
    const known = models.filter((m) => m.line === 'inverter-ups').slice(0, 6);
    const query = {
      codes: [known[0]!.code, 'NO-SUCH-1', ...known.slice(1).map((m) => m.code), 'NO-SUCH-2'],
      onlyDifferences: false,
    };
    const comparison = resolveComparison(models, query);
    expect(comparison.models.map((m) => m.code)).toEqual(
      known.slice(0, COMPARE_MAX).map((m) => m.code),
    );
    expect(comparison.waiting.map((m) => m.code)).toEqual(
      known.slice(COMPARE_MAX).map((m) => m.code),
    );
    expect(comparison.unknown).toEqual(['NO-SUCH-1', 'NO-SUCH-2']);
  });
});

describe('compareRows', () => {
  it('does not mark a row whose values are the same, and marks one whose values differ', () => {
    const [a, b] = [byCode('IU-1100'), byCode('IU-1600')];
    const rows = compareRows([a, b]);
    expect(row(rows, 'line')).toMatchObject({
      values: ['inverter-ups', 'inverter-ups'],
      differs: false,
    });
    expect(row(rows, 'ratingVa')).toMatchObject({ values: [1100, 1600], differs: true });
    // A model compared with itself differs nowhere.
    expect(compareRows([a, a]).filter((r) => r.differs)).toEqual([]);
  });

  it('has a row for every fact and every specification of the lines compared, each key once', () => {
    const battery = models.find((m) => m.line === 'lithium-battery')!;
    const storage = models.find((m) => m.line === 'bess')!;
    const rows = compareRows([battery, storage]);
    const specKeys = rows.filter((r) => r.kind === 'spec').map((r) => r.key);
    expect(rows.filter((r) => r.kind === 'fact').map((r) => r.key)).toEqual([...FACT_KEYS]);
    expect(specKeys).toEqual([
      ...new Set([
        ...specFieldsOf('lithium-battery').map((f) => f.key),
        ...specFieldsOf('bess').map((f) => f.key),
      ]),
    ]);
    // Both lines state their chemistry: one row, compared like any other.
    const chemistry = row(rows, 'chemistry');
    expect(chemistry?.values).toEqual([battery.specs.chemistry, storage.specs.chemistry]);
  });

  it('marks a specification one line does not state as not applicable there, and as differing', () => {
    const light = models.find((m) => m.line === 'led-lights')!;
    const inverter = byCode('IU-1100');
    const rows = compareRows([light, inverter]);
    expect(row(rows, 'wattage')).toMatchObject({
      kind: 'spec',
      values: [light.specs.wattage, null],
      differs: true,
    });
    expect(row(rows, 'ratingVa')).toMatchObject({ values: [null, 1100], differs: true });
    const wattage = row(rows, 'wattage');
    expect(wattage?.kind === 'spec' && wattage.fields.map((f) => f?.key ?? null)).toEqual([
      'wattage',
      null,
    ]);
  });

  it('leaves out a specification no compared model states, and marks one only some state', () => {
    const recorders = models.filter((m) => m.line === 'cctv' && m.series === 'recorder');
    const dome = models.find((m) => m.line === 'cctv' && m.series === 'dome')!;
    expect(recorders.length).toBeGreaterThanOrEqual(2);
    expect(row(compareRows(recorders.slice(0, 2)), 'lensMm')).toBeUndefined();
    expect(row(compareRows([recorders[0]!, dome]), 'lensMm')).toMatchObject({
      values: [null, dome.specs.lensMm],
      differs: true,
    });
  });

  it('compares prices with "on request" as a value of its own, and the status', () => {
    const onRequest = models.filter((m) => m.mrpPaise === null);
    const priced = models.find((m) => m.mrpPaise !== null && !m.discontinued)!;
    const gone = models.find((m) => m.discontinued)!;
    expect(onRequest.length).toBeGreaterThanOrEqual(2);
    expect(row(compareRows(onRequest.slice(0, 2)), 'price')).toMatchObject({
      values: ['on-request', 'on-request'],
      differs: false,
    });
    expect(row(compareRows([onRequest[0]!, priced]), 'price')?.differs).toBe(true);
    expect(row(compareRows([priced, gone]), 'status')).toMatchObject({
      values: ['current', 'discontinued'],
      differs: true,
    });
  });

  it('valuesDiffer: "not applicable" differs from every value, and equal values never do', () => {
    expect(valuesDiffer([1, 1, 1])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer([0, null])).toBe(true);
    expect(valuesDiffer([false, null])).toBe(true);
    expect(valuesDiffer(['1', 1])).toBe(true);
    expect(valuesDiffer([1])).toBe(false);
  });
});
