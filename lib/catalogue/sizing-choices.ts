import { PRODUCTS_PATH } from '@/content/catalogue';
import { localPath, type Language } from '@/content/languages';
import type { BatteryChoice, InverterChoice, SizingModels } from '@/lib/sizing/sizing';
import type { CatalogueModel } from './types';

/**
 * The catalogue's models the inverter and battery calculator may recommend: inverters made now
 * with a pure sine wave on a 12, 24 or 48 V bank, and the home and solar lithium batteries made
 * now, by the bank voltage each makes (12.8 V LiFePO4 is a 12 V battery). Each links its page.
 */
const BANK = { 12: 12, 24: 24, 48: 48 } as const;
const CELL_CLASS: Record<string, 12 | 24 | 48> = { '12.8': 12, '25.6': 24, '51.2': 48 };
const BATTERY_SERIES = new Set(['home', 'solar']);

export function sizingChoices(models: readonly CatalogueModel[], language: Language): SizingModels {
  const choice = (m: CatalogueModel) => ({
    code: m.code,
    name: m.name[language],
    href: localPath(`${PRODUCTS_PATH}/${m.line}/${m.slug}`, language),
    warrantyMonths: m.warrantyMonths,
    mrpPaise: m.mrpPaise,
  });
  const current = models.filter((m) => !m.discontinued);
  const inverters: InverterChoice[] = current.flatMap((m) => {
    const volts = BANK[Number(m.specs.batteryVoltage) as keyof typeof BANK];
    if (m.line !== 'inverter-ups' || m.specs.waveform !== 'pure-sine' || !volts) return [];
    return [{ ...choice(m), va: Number(m.specs.ratingVa), batteryVolts: volts }];
  });
  const batteries: BatteryChoice[] = current.flatMap((m) => {
    const volts = CELL_CLASS[String(m.specs.nominalVoltage)];
    if (m.line !== 'lithium-battery' || !BATTERY_SERIES.has(m.series) || !volts) return [];
    return [{ ...choice(m), volts, ah: Number(m.specs.capacityAh) }];
  });
  return { inverters, batteries };
}
