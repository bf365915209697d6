/**
 * The inverter and battery sizing calculator (/inverter-battery-calculator): the appliances it
 * offers with their typical power, and every word the page shows. The rules are lib/sizing/.
 */

export interface Appliance {
  /** Its field's name in the address (`?fan=4`). */
  id: string;
  name: string;
  /** Typical running power in watts. */
  watts: number;
}

/** Typical running power of common appliances in Indian homes and shops. */
export const APPLIANCES: readonly Appliance[] = [
  { id: 'fan', name: 'Ceiling fan', watts: 75 },
  { id: 'bldc-fan', name: 'BLDC ceiling fan', watts: 35 },
  { id: 'led-bulb', name: 'LED bulb', watts: 9 },
  { id: 'led-tube', name: 'LED tube light', watts: 20 },
  { id: 'tv', name: 'LED TV (32 to 43 inch)', watts: 100 },
  { id: 'set-top-box', name: 'Set-top box', watts: 15 },
  { id: 'router', name: 'Wi-Fi router', watts: 10 },
  { id: 'phone-charger', name: 'Phone charger', watts: 10 },
  { id: 'laptop', name: 'Laptop', watts: 65 },
  { id: 'desktop', name: 'Desktop computer with monitor', watts: 200 },
  { id: 'fridge', name: 'Refrigerator', watts: 200 },
  { id: 'cooler', name: 'Air cooler', watts: 200 },
  { id: 'cctv', name: 'CCTV camera with recorder share', watts: 10 },
];

const volts = (v: number) => `${v} V`;
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const calculatorText = {
  lead: 'List your appliances and the hours of backup you want: we work out the inverter rating and the lithium battery capacity, and the models of ours that fit.',
  formLabel: 'Your appliances and backup',
  appliancesLegend: 'Appliances',
  appliancesHint: 'How many of each do you want to run during a power cut? Leave the rest empty.',
  quantityLabel: (a: Appliance) => `${a.name} (${a.watts} W each)`,
  customLegend: 'Other appliances',
  customHint: (max: number, maxWatts: number) =>
    `Up to ${max} items of your own, each up to ${maxWatts} W: a name, its watts (on its label) and how many.`,
  customName: (n: number) => `Item ${n}: name`,
  customWatts: (n: number) => `Item ${n}: watts`,
  customQty: (n: number) => `Item ${n}: how many`,
  hoursLabel: 'Hours of backup',
  hoursHint: (min: number, max: number) => `From ${min} to ${max} hours, in half hours.`,
  submit: 'Calculate',

  resultHeading: 'Your system',
  resultLabel: 'Result',
  emptyHint: 'Enter how many of at least one appliance to see the inverter and battery you need.',
  fixErrors: 'Please correct the fields marked above to see the result.',
  load: 'Total load',
  watts: (w: number) => `${w.toLocaleString('en-IN')} W`,
  inverterRating: 'Inverter rating',
  va: (va: number) => `${va.toLocaleString('en-IN')} VA`,
  vaExplained: (required: number, standard: number) =>
    `The load needs ${required.toLocaleString('en-IN')} VA with the power factor and headroom below; inverters are sold in ${standard.toLocaleString('en-IN')} VA.`,
  systemVoltage: 'Battery bank voltage',
  volts,
  systemVoltageExplained: (v: number) =>
    `Inverters of this rating usually run on a ${volts(v)} bank.`,
  energy: 'Battery energy',
  wh: (wh: number) => `${wh.toLocaleString('en-IN')} Wh`,
  hours: (h: number) => `for ${h} ${h === 1 ? 'hour' : 'hours'}`,
  capacity: 'Battery capacity',
  ahAt: (ah: number, v: number) => `${ah.toLocaleString('en-IN')} Ah at ${volts(v)}`,

  modelsHeading: 'Our models that fit',
  inverterModel: 'Inverter',
  batteryModel: 'Battery',
  batteryTotal: (ah: number, v: number) => `${ah} Ah at ${volts(v)} in all`,
  noInverter:
    'None of our catalogue inverters is big enough for this load. Our engineers can design a larger system:',
  noBattery: (max: number, v: number) =>
    `No bank of up to ${max} of our ${volts(v)} batteries holds this much. Our engineers can design a larger bank:`,
  contactSales: 'contact our sales team',
  /** After the sales link, ending the sentence that leads to it. */
  sentenceEnd: '.',

  assumptionsHeading: 'How we work it out',
  assumptions: (a: {
    powerFactor: number;
    headroom: number;
    depthOfDischarge: number;
    inverterEfficiency: number;
    maxParallelBatteries: number;
    standardVa: readonly number[];
  }) => [
    {
      term: 'Load',
      text: 'The watts of each appliance times how many, added up: everything running at once, the worst case.',
    },
    {
      term: 'Inverter rating (VA)',
      text: `Load ÷ power factor ${a.powerFactor} × headroom ${a.headroom}. Fans, motors and chargers draw more volt-amperes than watts (a power factor of ${a.powerFactor} is usual for homes), and ${Math.round((a.headroom - 1) * 100)} % spare covers starting surges and what you add later. The result is rounded up to a rating inverters are sold in (${list(a.standardVa.map(String))} VA).`,
    },
    {
      term: 'Battery energy (Wh)',
      text: `Load × hours ÷ (depth of discharge ${a.depthOfDischarge} × inverter efficiency ${a.inverterEfficiency}). Our lithium iron phosphate batteries are used to ${Math.round(a.depthOfDischarge * 100)} % of their capacity, which keeps them long-lived, and the inverter turns about ${Math.round(a.inverterEfficiency * 100)} % of their energy into mains power.`,
    },
    {
      term: 'Battery capacity (Ah)',
      text: 'Battery energy ÷ the bank voltage, at 12 V and 24 V (and 48 V for larger systems). Up to 1100 VA inverters usually run on 12 V, up to 2100 VA on 24 V, and larger ones on 48 V.',
    },
    {
      term: 'Our models',
      text: `The smallest of our inverters rated at least the VA needed, and batteries of one model for its bank voltage, up to ${a.maxParallelBatteries} in parallel, holding at least the Ah needed.`,
    },
  ],
  caveat:
    'A rough guide: motors (pumps, refrigerators, coolers) can draw several times their running power for a moment when they start. For air conditioners, pumps over 1 HP and shops or offices, ask us for a site survey.',

  errors: {
    summary: 'Some values need correcting:',
    wholeNumber: 'Enter a whole number.',
    quantityMax: (max: number) => `At most ${max} of each.`,
    wattsRange: (max: number) => `Enter the watts, from 1 to ${max}.`,
    nameMissing: 'Enter a name for this item.',
    nameTooLong: (max: number) => `At most ${max} characters.`,
    nameChars: 'Use letters, digits, spaces and simple punctuation.',
    hoursRange: (min: number, max: number) =>
      `Enter the hours of backup, from ${min} to ${max}, in half hours.`,
    tooManyItems: (max: number) => `At most ${max} items of your own.`,
  },
} as const;
