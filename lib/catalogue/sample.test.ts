import { PRODUCT_MODELS } from '@/content/products/models';
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

  it('keeps every code the warranty and service forms know, with its warranty and launch date', () => {
    for (const known of PRODUCT_MODELS) {
      const model = models.find((m) => m.code === known.code);
      expect({
        code: known.code,
        line: model?.line,
        warranty: model?.warrantyMonths,
        on: model?.launchedOn,
      }).toEqual({
        code: known.code,
        line: known.line,
        warranty: known.warrantyMonths,
        on: known.launchedOn,
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
