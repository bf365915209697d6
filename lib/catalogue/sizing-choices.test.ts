import { sizeSystem } from '@/lib/sizing/sizing';
import { sampleModels } from './testing';
import { sizingChoices } from './sizing-choices';
import type { CatalogueModel } from './types';

const models: CatalogueModel[] = sampleModels();

describe('the calculator’s choice of catalogue models', () => {
  const { inverters, batteries } = sizingChoices(models, 'en');

  it('offers pure sine wave inverters on a 12, 24 or 48 V bank and home and solar batteries made now', () => {
    expect(inverters.length).toBeGreaterThan(20);
    expect(batteries.length).toBeGreaterThan(20);
    const byCode = new Map(models.map((m) => [m.code, m]));
    for (const choice of inverters) {
      const model = byCode.get(choice.code)!;
      expect([choice.code, model.specs.waveform, model.discontinued]).toEqual([
        choice.code,
        'pure-sine',
        false,
      ]);
      expect([12, 24, 48]).toContain(choice.batteryVolts);
    }
    for (const choice of batteries) {
      const model = byCode.get(choice.code)!;
      expect(['home', 'solar']).toContain(model.series);
      expect(model.discontinued).toBe(false);
    }
    expect(inverters.find((c) => c.code === 'IU-1100')).toMatchObject({
      va: 1100,
      batteryVolts: 12,
      href: '/products/inverter-ups/iu-1100',
      name: 'Lithium inverter 1100 VA',
    });
    expect(batteries.find((c) => c.code === 'LB-12-150')).toMatchObject({ volts: 12, ah: 150 });
    expect(sizingChoices(models, 'hi').inverters.find((c) => c.code === 'IU-1100')?.href).toBe(
      '/hi/products/inverter-ups/iu-1100',
    );
  });

  it('recommends the smallest inverter that fits, and of equal ones the longer warranty', () => {
    // 454 W → 710 VA: the smallest pure sine wave rating of at least 710 VA is 850 VA.
    const r = sizeSystem(
      [
        { watts: 75, qty: 4 },
        { watts: 9, qty: 6 },
        { watts: 100, qty: 1 },
      ],
      3,
      { inverters, batteries },
    );
    const fits = inverters.filter((c) => c.va >= r.requiredVa);
    const smallest = Math.min(...fits.map((c) => c.va));
    expect(r.inverter?.va).toBe(smallest);
    const longest = Math.max(...fits.filter((c) => c.va === smallest).map((c) => c.warrantyMonths));
    expect(r.inverter?.warrantyMonths).toBe(longest);
    expect(r.batteries?.totalAh).toBeGreaterThanOrEqual(r.ah[r.bankVolts]);
    expect(r.batteries?.model.volts).toBe(r.bankVolts);
  });
});
