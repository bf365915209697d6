import { PRODUCT_LINE_INFO, PRODUCT_LINES, PRODUCT_MODELS, findModel, modelsOf } from './models';

describe('the after-sales catalogue (content/products/models.ts)', () => {
  it('gives every model a unique code, a known line and a launch date that is a real date', () => {
    const codes = PRODUCT_MODELS.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const model of PRODUCT_MODELS) {
      expect(PRODUCT_LINES).toContain(model.line);
      expect(new Date(`${model.launchedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        model.launchedOn,
      );
      expect(model.warrantyMonths).toBeGreaterThan(0);
    }
  });

  it('has models in every line, and each line serial example passes its own pattern only', () => {
    for (const line of PRODUCT_LINES) {
      expect(modelsOf(line).length).toBeGreaterThan(0);
      const { example } = PRODUCT_LINE_INFO[line].serial;
      for (const other of PRODUCT_LINES) {
        expect(PRODUCT_LINE_INFO[other].serial.pattern.test(example)).toBe(other === line);
      }
    }
  });

  it('gives inverters a rating and batteries a capacity, and finds a model by its code', () => {
    for (const model of modelsOf('inverter-ups')) expect(model.inverter?.va).toBeGreaterThan(0);
    for (const model of modelsOf('lithium-battery')) expect(model.battery?.ah).toBeGreaterThan(0);
    expect(findModel('IU-1100')?.inverter).toEqual({ va: 1100, batteryVolts: 12 });
    expect(findModel('nope')).toBeUndefined();
  });
});
