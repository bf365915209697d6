import { sampleCatalogue } from './sample';
import { CATALOGUE_LINES, CODE_PATTERN, readSpecs, seriesOf, slugOf } from './specs';

describe('the sample catalogue', () => {
  const models = sampleCatalogue();

  it('holds at least 700 models across all six lines, each code once', () => {
    expect(models.length).toBeGreaterThanOrEqual(700);
    for (const line of CATALOGUE_LINES)
      expect(models.filter((m) => m.line === line).length).toBeGreaterThanOrEqual(30);
    expect(new Set(models.map((m) => m.code)).size).toBe(models.length);
  });

  it('is the same on every call (no clock, no Math.random)', () => {
    expect(sampleCatalogue()).toEqual(models);
  });

  it("gives every model a valid code and slug, its line's specifications and series, and names in both languages", () => {
    for (const m of models) {
      expect(m.code).toMatch(CODE_PATTERN);
      expect(m.slug).toBe(slugOf(m.code));
      expect(readSpecs(m.line, m.specs)).toEqual(m.specs);
      expect(seriesOf(m.line)).toContain(m.series);
      expect(m.nameEn.length).toBeLessThanOrEqual(120);
      expect(m.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(m.summaryHi).toMatch(/[\u0900-\u097f]/);
      expect(m.launchedOn).toMatch(/^20(1[4-9]|2[0-5])-\d\d-01$/);
    }
  });

  // The codes the warranty and service forms offered before the catalogue (rows stored then name
  // them), with their lines, warranties and launch dates.
  const KNOWN: [string, string, number, string][] = [
    ['IU-700', 'inverter-ups', 60, '2021-04-01'],
    ['IU-1100', 'inverter-ups', 60, '2021-04-01'],
    ['IU-1600', 'inverter-ups', 60, '2022-01-01'],
    ['IU-2100', 'inverter-ups', 60, '2021-10-01'],
    ['IU-3500', 'inverter-ups', 60, '2023-04-01'],
    ['IU-5000', 'inverter-ups', 60, '2023-04-01'],
    ['LB-12-60', 'lithium-battery', 60, '2020-06-01'],
    ['LB-12-100', 'lithium-battery', 60, '2020-06-01'],
    ['LB-12-150', 'lithium-battery', 60, '2021-01-01'],
    ['LB-12-200', 'lithium-battery', 60, '2022-01-01'],
    ['LB-24-100', 'lithium-battery', 60, '2021-01-01'],
    ['LB-24-150', 'lithium-battery', 60, '2022-01-01'],
    ['LB-24-200', 'lithium-battery', 60, '2023-01-01'],
    ['LB-48-100', 'lithium-battery', 60, '2023-01-01'],
    ['LB-48-200', 'lithium-battery', 60, '2024-01-01'],
    ['LD-PANEL-18', 'led-lights', 24, '2016-01-01'],
    ['LD-BULB-9', 'led-lights', 12, '2014-06-01'],
    ['LD-STREET-90', 'led-lights', 36, '2017-01-01'],
    ['LD-FLOOD-100', 'led-lights', 24, '2018-01-01'],
    ['BS-HOME-5', 'bess', 120, '2024-04-01'],
    ['BS-CAB-100', 'bess', 120, '2024-10-01'],
    ['CC-DOME-2', 'cctv', 24, '2022-01-01'],
    ['CC-BULLET-4', 'cctv', 24, '2022-07-01'],
    ['CC-NVR-8', 'cctv', 24, '2022-01-01'],
  ];

  it('keeps every code the after-sales forms knew, with its line, warranty and launch date', () => {
    for (const [code, line, warranty, on] of KNOWN) {
      const model = models.find((m) => m.code === code);
      expect({
        code,
        line: model?.line,
        warranty: model?.warrantyMonths,
        on: model?.launchedOn,
      }).toEqual({
        code,
        line,
        warranty,
        on,
      });
    }
  });

  it('discontinues a few models, each with a successor of its series that is still made', () => {
    const gone = models.filter((m) => m.discontinued);
    expect(gone.length).toBeGreaterThan(10);
    for (const m of gone) {
      const successor = models.find((s) => s.code === m.successorCode);
      expect(successor).toMatchObject({ line: m.line, series: m.series, discontinued: false });
    }
  });

  it('publishes an MRP for consumer lines, and leaves commercial storage and sheet metal on request', () => {
    expect(models.filter((m) => m.line === 'sheet-metal').every((m) => m.mrpPaise === null)).toBe(
      true,
    );
    expect(models.filter((m) => m.series === 'utility').every((m) => m.mrpPaise === null)).toBe(
      true,
    );
    expect(models.filter((m) => m.line === 'led-lights').every((m) => (m.mrpPaise ?? 0) > 0)).toBe(
      true,
    );
  });
});
