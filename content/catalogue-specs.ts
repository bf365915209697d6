/**
 * The product catalogue's facts (words and rules share them: lib/catalogue reads them, the words
 * of content/catalogue.ts and content/hi/catalogue.ts name them): the six product lines, each
 * line's series, and the specifications every model of a line states.
 */

export const CATALOGUE_LINES = [
  'led-lights',
  'lithium-battery',
  'inverter-ups',
  'bess',
  'cctv',
  'sheet-metal',
] as const;
export type CatalogueLine = (typeof CATALOGUE_LINES)[number];

/** The series of each line, in the order the finder lists them. */
export const CATALOGUE_SERIES = {
  'led-lights': ['bulb', 'panel', 'batten', 'downlight', 'street', 'flood', 'high-bay'],
  'lithium-battery': ['home', 'solar', 'telecom', 'e-rickshaw'],
  'inverter-ups': ['home-ups', 'sine-wave', 'solar-hybrid', 'online-ups'],
  bess: ['residential', 'commercial', 'utility'],
  cctv: ['dome', 'bullet', 'ptz', 'recorder'],
  'sheet-metal': ['enclosure', 'rack', 'kitchen', 'custom'],
} as const satisfies Record<CatalogueLine, readonly string[]>;
export type CatalogueSeries<L extends CatalogueLine = CatalogueLine> =
  (typeof CATALOGUE_SERIES)[L][number];

/**
 * One specification of a line. A `number` is stated in `unit` (an SI symbol, the same in every
 * language) and filtered by a range; a `choice` is one of `choices` (words per language in
 * content/catalogue.ts `CHOICE_LABELS`) and filtered by ticking; a `yes-no` is filtered by one
 * tick. `optional` specifications may be left out of a model (a recorder has no lens).
 */
export type SpecField =
  | { key: string; kind: 'number'; unit: string; step?: number; optional?: boolean }
  | { key: string; kind: 'choice'; choices: readonly string[]; optional?: boolean }
  | { key: string; kind: 'yes-no'; optional?: boolean };

const num = (key: string, unit: string, step?: number, optional?: boolean): SpecField => ({
  key,
  kind: 'number',
  unit,
  ...(step ? { step } : {}),
  ...(optional ? { optional } : {}),
});
const choice = (key: string, choices: readonly string[], optional?: boolean): SpecField => ({
  key,
  kind: 'choice',
  choices,
  ...(optional ? { optional } : {}),
});

/** Every line's specifications, in the order a model page's table shows them. */
export const SPEC_FIELDS = {
  'led-lights': [
    num('wattage', 'W'),
    num('lumens', 'lm'),
    choice('colourTemperature', ['2700K', '3000K', '4000K', '5700K', '6500K']),
    choice('ipRating', ['IP20', 'IP40', 'IP65', 'IP66']),
    num('beamAngle', '°'),
    choice('driver', ['isolated', 'non-isolated']),
    num('lifeHours', 'h'),
  ],
  'lithium-battery': [
    choice('chemistry', ['lfp', 'nmc']),
    num('nominalVoltage', 'V', 0.1),
    num('capacityAh', 'Ah'),
    num('energyKwh', 'kWh', 0.01),
    num('cycles', 'cycles'),
    choice('bms', ['standard', 'smart-bluetooth', 'smart-can']),
  ],
  'inverter-ups': [
    num('ratingVa', 'VA'),
    num('outputWatts', 'W'),
    choice('waveform', ['pure-sine', 'modified-sine']),
    num('batteryVoltage', 'V'),
    num('backupHours', 'h', 0.5),
  ],
  bess: [
    num('energyKwh', 'kWh', 0.1),
    num('powerKw', 'kW', 0.1),
    choice('chemistry', ['lfp', 'nmc']),
    num('cycles', 'cycles'),
  ],
  cctv: [
    num('resolutionMp', 'MP'),
    num('lensMm', 'mm', 0.1, true),
    num('irRangeM', 'm', 1, true),
    { key: 'poe', kind: 'yes-no' },
    num('channels', 'ch', 1, true),
  ],
  'sheet-metal': [
    choice('grade', ['ss-202', 'ss-304', 'ss-316', 'ss-430']),
    num('thicknessMm', 'mm', 0.1),
    choice('finish', ['2b', 'brushed', 'mirror', 'powder-coated']),
  ],
} as const satisfies Record<CatalogueLine, readonly SpecField[]>;

/** Certifications a model may carry, as printed on it. */
export const CERTIFICATIONS = ['BIS', 'CE', 'IEC 62619', 'UL 9540A', 'BEE', 'ISI', 'RoHS'] as const;
