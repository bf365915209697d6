import {
  batteryAh,
  matchBatteries,
  matchInverter,
  requiredVa,
  sizeSystem,
  standardVa,
  systemVolts,
  totalWatts,
  type BatteryChoice,
  type InverterChoice,
  type SizingModels,
} from './sizing';

// A small range, so the worked examples stay worked by hand (lib/catalogue/sizing-choices.test.ts
// checks the catalogue's own). Equal warranties and prices: the smallest fit wins.
const inverter = (code: string, va: number, batteryVolts: 12 | 24 | 48): InverterChoice => ({
  code,
  name: code,
  href: `/products/inverter-ups/${code.toLowerCase()}`,
  warrantyMonths: 60,
  mrpPaise: null,
  va,
  batteryVolts,
});
const battery = (volts: 12 | 24 | 48, ah: number): BatteryChoice => ({
  code: `LB-${volts}-${ah}`,
  name: `LB-${volts}-${ah}`,
  href: `/products/lithium-battery/lb-${volts}-${ah}`,
  warrantyMonths: 60,
  mrpPaise: null,
  volts,
  ah,
});
const MODELS: SizingModels = {
  inverters: [
    inverter('IU-700', 700, 12),
    inverter('IU-1100', 1100, 12),
    inverter('IU-1600', 1600, 24),
    inverter('IU-2100', 2100, 24),
    inverter('IU-3500', 3500, 48),
    inverter('IU-5000', 5000, 48),
  ],
  batteries: [
    battery(12, 60),
    battery(12, 100),
    battery(12, 150),
    battery(12, 200),
    battery(24, 100),
    battery(24, 150),
    battery(24, 200),
    battery(48, 100),
    battery(48, 200),
  ],
};

// Worked by hand with the page's assumptions: power factor 0.8, headroom 1.25, depth of
// discharge 0.9, inverter efficiency 0.9 (so Wh = load × hours / 0.81).
describe('sizeSystem, worked examples', () => {
  it('4 fans × 75 W + 6 LED bulbs × 9 W + a 100 W TV for 3 h', () => {
    // Load 300 + 54 + 100 = 454 W. VA 454 / 0.8 × 1.25 = 709.375 → 710, sold as 800 VA (12 V).
    // Wh 454 × 3 / 0.81 = 1681.48 → 1682; Ah 1681.48 / 12 = 140.1 → 141, / 24 = 70.06 → 71,
    // / 48 = 35.03 → 36. IU-700 is too small, IU-1100 (12 V) fits; at 12 V: 3 × 60, 2 × 100,
    // 1 × 150 and 1 × 200 Ah hold enough, 1 × 150 Ah holds the least.
    const r = sizeSystem(
      [
        { watts: 75, qty: 4 },
        { watts: 9, qty: 6 },
        { watts: 100, qty: 1 },
      ],
      3,
      MODELS,
    );
    expect(r).toMatchObject({
      loadWatts: 454,
      hours: 3,
      requiredVa: 710,
      standardVa: 800,
      systemVolts: 12,
      batteryWh: 1682,
      ah: { 12: 141, 24: 71, 48: 36 },
      bankVolts: 12,
    });
    expect(r.inverter?.code).toBe('IU-1100');
    expect(r.batteries).toMatchObject({ count: 1, totalAh: 150, model: { code: 'LB-12-150' } });
  });

  it('a fridge, 3 fans, 10 LED bulbs and a 750 W pump for 2 h', () => {
    // Load 200 + 225 + 90 + 750 = 1265 W. VA 1265 / 0.8 × 1.25 = 1976.56 → 1977, sold as
    // 2000 VA (24 V). Wh 2530 / 0.81 = 3123.46 → 3124; Ah 260.29 → 261 at 12 V, 130.14 → 131
    // at 24 V, 65.07 → 66 at 48 V. IU-2100 (24 V); 1 × 150 Ah at 24 V.
    const r = sizeSystem(
      [
        { watts: 200, qty: 1 },
        { watts: 75, qty: 3 },
        { watts: 9, qty: 10 },
        { watts: 750, qty: 1 },
      ],
      2,
      MODELS,
    );
    expect(r).toMatchObject({
      loadWatts: 1265,
      requiredVa: 1977,
      standardVa: 2000,
      systemVolts: 24,
      batteryWh: 3124,
      ah: { 12: 261, 24: 131, 48: 66 },
      bankVolts: 24,
    });
    expect(r.inverter?.code).toBe('IU-2100');
    expect(r.batteries).toMatchObject({ count: 1, totalAh: 150, model: { code: 'LB-24-150' } });
  });

  it('a small load for a long night: two batteries in parallel', () => {
    // 2 fans 150 + 4 LED bulbs 36 + TV 100 + router 10 = 296 W for 8 h. VA 296 / 0.8 × 1.25 =
    // 462.5 → 463, sold as 600 VA (12 V); IU-700. Wh 2368 / 0.81 = 2923.46 → 2924; 12 V: 243.6
    // → 244 Ah. 5 × 60 is over the limit of 4; 3 × 100 and 2 × 150 both make 300 Ah: the fewer
    // batteries win.
    const r = sizeSystem(
      [
        { watts: 75, qty: 2 },
        { watts: 9, qty: 4 },
        { watts: 100, qty: 1 },
        { watts: 10, qty: 1 },
      ],
      8,
      MODELS,
    );
    expect(r).toMatchObject({ loadWatts: 296, requiredVa: 463, standardVa: 600, batteryWh: 2924 });
    expect(r.ah[12]).toBe(244);
    expect(r.inverter?.code).toBe('IU-700');
    expect(r.batteries).toMatchObject({ count: 2, totalAh: 300, model: { code: 'LB-12-150' } });
  });

  it('4000 W: no catalogue inverter is big enough; batteries are sized at 48 V', () => {
    // VA 4000 / 0.8 × 1.25 = 6250, sold as 7500 VA (48 V); the largest inverter is 5000 VA.
    // 1 h: Wh 4000 / 0.81 = 4938.27 → 4939; 48 V: 102.9 → 103 Ah; 2 × 100 and 1 × 200 make
    // 200 Ah: 1 × 200.
    const r = sizeSystem([{ watts: 4000, qty: 1 }], 1, MODELS);
    expect(r).toMatchObject({ requiredVa: 6250, standardVa: 7500, systemVolts: 48 });
    expect(r.inverter).toBeUndefined();
    expect(r.bankVolts).toBe(48);
    expect(r.ah[48]).toBe(103);
    expect(r.batteries).toMatchObject({ count: 1, model: { code: 'LB-48-200' } });
  });

  it('3000 W for 24 h: the inverter fits but no bank of 4 batteries holds 1852 Ah', () => {
    // VA 4687.5 → 4688 → IU-5000 (48 V). Wh 72000 / 0.81 = 88888.9; 48 V: 1851.85 → 1852 Ah.
    const r = sizeSystem([{ watts: 1500, qty: 2 }], 24, MODELS);
    expect(r).toMatchObject({ requiredVa: 4688, standardVa: 5000, batteryWh: 88889 });
    expect(r.ah[48]).toBe(1852);
    expect(r.inverter?.code).toBe('IU-5000');
    expect(r.batteries).toBeUndefined();
  });
});

describe('the steps', () => {
  it('adds watts × quantity', () => {
    expect(totalWatts([])).toBe(0);
    expect(
      totalWatts([
        { watts: 9, qty: 6 },
        { watts: 100, qty: 0 },
      ]),
    ).toBe(54);
  });

  it('rounds VA up to a whole VA, and exact products stay exact', () => {
    expect(requiredVa(880)).toBe(1375);
    expect(requiredVa(1)).toBe(2); // 1.5625
    expect(requiredVa(0)).toBe(0);
  });

  it('rounds up to a rating sold, then to the next 1000 VA', () => {
    expect(standardVa(1)).toBe(600);
    expect(standardVa(1100)).toBe(1100);
    expect(standardVa(1101)).toBe(1500);
    expect(standardVa(10000)).toBe(10000);
    expect(standardVa(10001)).toBe(11000);
  });

  it('chooses 12 V up to 1100 VA, 24 V up to 2100 VA, 48 V above', () => {
    expect(systemVolts(1100)).toBe(12);
    expect(systemVolts(1500)).toBe(24);
    expect(systemVolts(2100)).toBe(24);
    expect(systemVolts(2500)).toBe(48);
  });

  it('rounds Ah up', () => {
    expect(batteryAh(1200, 12)).toBe(100);
    expect(batteryAh(1200.5, 12)).toBe(101);
  });

  it('matches the smallest inverter that is big enough', () => {
    expect(matchInverter(700, MODELS.inverters)?.code).toBe('IU-700');
    expect(matchInverter(701, MODELS.inverters)?.code).toBe('IU-1100');
    expect(matchInverter(5001, MODELS.inverters)).toBeUndefined();
  });

  it('matches one battery at least, at the voltage asked', () => {
    expect(matchBatteries(0, 24, MODELS.batteries)).toMatchObject({
      count: 1,
      model: { code: 'LB-24-100' },
    });
    expect(matchBatteries(800, 48, MODELS.batteries)).toMatchObject({
      count: 4,
      model: { code: 'LB-48-200' },
    });
    expect(matchBatteries(801, 48, MODELS.batteries)).toBeUndefined();
  });
});
