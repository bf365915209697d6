/**
 * Sizing an inverter and its lithium battery bank from a list of appliances and the hours of
 * backup wanted. Pure functions: the page runs them on the server and, for live updates, in the
 * browser.
 */

/** The assumptions, each explained on the page (content/calculator.ts). */
export const SIZING = {
  /** Household loads (fans, motors, chargers) draw more VA than W; 0.8 is the usual figure. */
  powerFactor: 0.8,
  /** 25 % spare, for starting surges and the loads people add later. */
  headroom: 1.25,
  /** Lithium iron phosphate: 90 % of the rated capacity is used, which keeps the cells long-lived. */
  depthOfDischarge: 0.9,
  /** The inverter turns about 90 % of the battery's energy into AC power. */
  inverterEfficiency: 0.9,
  /** Batteries of one model connected in parallel at most (more is a job for our engineers). */
  maxParallelBatteries: 4,
} as const;

/** Ratings inverters are sold in (VA); a larger need is rounded up to the next 1000 VA. */
export const STANDARD_VA = [
  600, 800, 1000, 1100, 1500, 1600, 2000, 2100, 2500, 3000, 3500, 5000, 7500, 10000,
] as const;

/** The battery bank voltage that suits an inverter rating: up to 1100 VA 12 V, up to 2100 VA 24 V. */
export const SYSTEM_VOLTS = [
  { upToVa: 1100, volts: 12 },
  { upToVa: 2100, volts: 24 },
] as const;
export type SystemVolts = 12 | 24 | 48;

export interface LoadItem {
  watts: number;
  qty: number;
}

/**
 * The catalogue's models the calculator may recommend (lib/catalogue/sizing-choices.ts reads
 * them; the page hands them to the calculator): each with its name and page in the page's
 * language.
 */
interface Choice {
  code: string;
  name: string;
  /** The model's page. */
  href: string;
  warrantyMonths: number;
  /** Null where the price is on request. */
  mrpPaise: number | null;
}
export interface InverterChoice extends Choice {
  va: number;
  batteryVolts: SystemVolts;
}
export interface BatteryChoice extends Choice {
  /** The bank voltage it makes alone (a 12.8 V LiFePO4 battery is a 12 V battery). */
  volts: SystemVolts;
  ah: number;
}
export interface SizingModels {
  inverters: readonly InverterChoice[];
  batteries: readonly BatteryChoice[];
}

export interface BatteryMatch {
  model: BatteryChoice;
  count: number;
  totalAh: number;
}

export interface SizingResult {
  loadWatts: number;
  hours: number;
  /** load / power factor × headroom, rounded up to a whole VA. */
  requiredVa: number;
  /** The next rating inverters are sold in. */
  standardVa: number;
  systemVolts: SystemVolts;
  /** Energy the battery must hold: load × hours / (depth of discharge × efficiency), rounded up. */
  batteryWh: number;
  /** Capacity at 12 V, 24 V and 48 V, rounded up to a whole Ah. */
  ah: Record<SystemVolts, number>;
  /** The smallest catalogue inverter of at least requiredVa, if one is big enough. */
  inverter?: InverterChoice;
  /** Batteries for that inverter's bank voltage (or systemVolts when no inverter fits). */
  batteries?: BatteryMatch;
  /** The bank voltage the batteries were chosen for. */
  bankVolts: SystemVolts;
}

// Sums and products of decimals: rounding to 6 places first keeps 1.1 × 100 from becoming 111.
const ceil = (n: number) => Math.ceil(Math.round(n * 1e6) / 1e6);

export const totalWatts = (items: readonly LoadItem[]) =>
  items.reduce((sum, item) => sum + item.watts * item.qty, 0);

export const requiredVa = (watts: number) => ceil((watts / SIZING.powerFactor) * SIZING.headroom);

export function standardVa(va: number): number {
  return STANDARD_VA.find((s) => s >= va) ?? Math.ceil(va / 1000) * 1000;
}

export function systemVolts(va: number): SystemVolts {
  return SYSTEM_VOLTS.find((s) => va <= s.upToVa)?.volts ?? 48;
}

/** Watt-hours the bank must hold, unrounded. */
export const batteryWh = (watts: number, hours: number) =>
  (watts * hours) / (SIZING.depthOfDischarge * SIZING.inverterEfficiency);

export const batteryAh = (wh: number, volts: SystemVolts) => ceil(wh / volts);

/** Of equal fits: the longer warranty, then the lower MRP (prices on request last), then the code. */
const better = (a: Choice, b: Choice) =>
  b.warrantyMonths - a.warrantyMonths ||
  (a.mrpPaise ?? Infinity) - (b.mrpPaise ?? Infinity) ||
  a.code.localeCompare(b.code);

/** The smallest catalogue inverter rated at least `va`. */
export function matchInverter(
  va: number,
  inverters: readonly InverterChoice[],
): InverterChoice | undefined {
  return inverters.filter((m) => m.va >= va).sort((a, b) => a.va - b.va || better(a, b))[0];
}

/**
 * Batteries of one catalogue model at `volts`, in parallel, holding at least `ah`: the least
 * total capacity that is enough, then the fewest batteries.
 */
export function matchBatteries(
  ah: number,
  volts: SystemVolts,
  batteries: readonly BatteryChoice[],
): BatteryMatch | undefined {
  const options = batteries.flatMap((model) => {
    if (model.volts !== volts) return [];
    const count = Math.max(1, Math.ceil(ah / model.ah));
    if (count > SIZING.maxParallelBatteries) return [];
    return [{ model, count, totalAh: count * model.ah }];
  });
  return options.sort(
    (a, b) => a.totalAh - b.totalAh || a.count - b.count || better(a.model, b.model),
  )[0];
}

/** Everything the page shows for a load and hours of backup. */
export function sizeSystem(
  items: readonly LoadItem[],
  hours: number,
  models: SizingModels,
): SizingResult {
  const loadWatts = totalWatts(items);
  const va = requiredVa(loadWatts);
  const standard = standardVa(va);
  const volts = systemVolts(standard);
  const wh = batteryWh(loadWatts, hours);
  const ah = { 12: batteryAh(wh, 12), 24: batteryAh(wh, 24), 48: batteryAh(wh, 48) };
  const inverter = matchInverter(va, models.inverters);
  const bankVolts = inverter?.batteryVolts ?? volts;
  return {
    loadWatts,
    hours,
    requiredVa: va,
    standardVa: standard,
    systemVolts: volts,
    batteryWh: ceil(wh),
    ah,
    inverter,
    batteries: matchBatteries(wh / bankVolts, bankVolts, models.batteries),
    bankVolts,
  };
}
