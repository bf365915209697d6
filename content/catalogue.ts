import type { CatalogueLine } from './catalogue-specs';
import { ROUTES, type PublicRoute } from './routes';

/**
 * The words of the product catalogue's public pages: the product index, each line's finder and
 * each model's page (content/catalogue-specs.ts holds the lines, series and specifications they
 * name). Model names and summaries are data, in each language (lib/catalogue).
 */

/** The product index; each line's finder is under it, and each model under its line. */
export const PRODUCTS_PATH = ROUTES.products.path;

export const lineRoute = (line: CatalogueLine): PublicRoute => ({
  path: `${PRODUCTS_PATH}/${line}`,
  title: LINE_NAMES[line],
  description: LINE_LEADS[line],
});

export const LINE_NAMES: Record<CatalogueLine, string> = {
  'led-lights': 'LED Lights',
  'lithium-battery': 'Lithium Batteries',
  'inverter-ups': 'Inverters & UPS',
  bess: 'Battery Energy Storage',
  cctv: 'CCTV',
  'sheet-metal': 'Stainless Steel Sheet Metal',
};

export const LINE_LEADS: Record<CatalogueLine, string> = {
  'led-lights':
    'Bulbs, panels, battens, downlights, street, flood and high-bay lights, BIS certified.',
  'lithium-battery': 'LiFePO4 and NMC packs for homes, solar, telecom towers and e-rickshaws.',
  'inverter-ups': 'Home UPS, sine-wave and solar hybrid inverters, and online UPS.',
  bess: 'Energy storage from a home wall unit to a utility container.',
  cctv: 'Dome, bullet and PTZ cameras, and network video recorders.',
  'sheet-metal': 'Enclosures, racks and kitchen equipment in stainless steel.',
};

export const SERIES_NAMES: Record<string, string> = {
  bulb: 'Bulbs',
  panel: 'Panel lights',
  batten: 'Battens',
  downlight: 'Downlights',
  street: 'Street lights',
  flood: 'Flood lights',
  'high-bay': 'High-bay lights',
  home: 'Home batteries',
  solar: 'Solar batteries',
  telecom: 'Telecom batteries',
  'e-rickshaw': 'E-rickshaw batteries',
  'home-ups': 'Home UPS',
  'sine-wave': 'Sine-wave inverters',
  'solar-hybrid': 'Solar hybrid inverters',
  'online-ups': 'Online UPS',
  residential: 'Residential storage',
  commercial: 'Commercial storage',
  utility: 'Utility-scale storage',
  dome: 'Dome cameras',
  bullet: 'Bullet cameras',
  ptz: 'PTZ cameras',
  recorder: 'Video recorders',
  enclosure: 'Enclosures',
  rack: 'Racks',
  kitchen: 'Kitchen equipment',
  custom: 'Custom fabrication',
};

export const SPEC_LABELS: Record<string, string> = {
  wattage: 'Power',
  lumens: 'Luminous flux',
  colourTemperature: 'Colour temperature',
  ipRating: 'Ingress protection',
  beamAngle: 'Beam angle',
  driver: 'Driver',
  lifeHours: 'Rated life',
  chemistry: 'Chemistry',
  nominalVoltage: 'Nominal voltage',
  capacityAh: 'Capacity',
  energyKwh: 'Energy',
  cycles: 'Cycle life',
  bms: 'Battery management',
  ratingVa: 'Rating',
  outputWatts: 'Output power',
  waveform: 'Waveform',
  batteryVoltage: 'Battery voltage',
  backupHours: 'Backup at half load',
  powerKw: 'Power',
  resolutionMp: 'Resolution',
  lensMm: 'Lens',
  irRangeM: 'Night vision range',
  poe: 'Power over Ethernet',
  channels: 'Channels',
  grade: 'Steel grade',
  thicknessMm: 'Thickness',
  finish: 'Finish',
};

export const CHOICE_LABELS: Record<string, string> = {
  '2700K': '2700 K (warm white)',
  '3000K': '3000 K (warm white)',
  '4000K': '4000 K (neutral white)',
  '5700K': '5700 K (cool white)',
  '6500K': '6500 K (cool daylight)',
  IP20: 'IP20 (indoor)',
  IP40: 'IP40 (indoor, dust protected)',
  IP65: 'IP65 (outdoor, jet proof)',
  IP66: 'IP66 (outdoor, heavy jets)',
  isolated: 'Isolated',
  'non-isolated': 'Non-isolated',
  lfp: 'Lithium iron phosphate (LiFePO4)',
  nmc: 'Lithium NMC',
  standard: 'Standard BMS',
  'smart-bluetooth': 'Smart BMS with Bluetooth app',
  'smart-can': 'Smart BMS with CAN/RS485',
  'pure-sine': 'Pure sine wave',
  'modified-sine': 'Modified sine wave',
  'ss-202': 'SS 202',
  'ss-304': 'SS 304',
  'ss-316': 'SS 316',
  'ss-430': 'SS 430',
  '2b': '2B mill finish',
  brushed: 'No. 4 brushed',
  mirror: 'Mirror (BA)',
  'powder-coated': 'Powder coated',
};

/** Units that are words rather than symbols. */
export const UNIT_WORDS: Record<string, string> = { cycles: 'cycles', ch: 'channels' };

export const YES = 'Yes';
export const NO = 'No';

export const INDEX_TEXT = {
  lead: 'Every model we make, with its specifications, datasheet and warranty.',
  linesHeading: 'Product lines',
  modelCount: (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`,
  browse: (line: string) => `Browse ${line}`,
  searchHeading: 'Find a model by code or name',
  searchLabel: 'Model code or name',
  searchButton: 'Find',
  searchHint: 'For example IU-1100, 20 W panel or 100 Ah.',
};

export const FINDER_TEXT = {
  filtersHeading: 'Filter',
  series: 'Series',
  from: 'From',
  to: 'To',
  rangeLegend: (label: string, unit: string) => `${label} (${unit})`,
  showDiscontinued: 'Show discontinued models',
  apply: 'Show models',
  clear: 'Clear filters',
  sort: 'Sort by',
  sorts: {
    name: 'Name',
    newest: 'Newest first',
    'price-asc': 'Price, low to high',
    'price-desc': 'Price, high to low',
  },
  results: (n: number) => `${n} ${n === 1 ? 'model' : 'models'} found`,
  none: 'No model matches these filters. Widen a range or clear the filters.',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  discontinued: 'Discontinued',
  allProducts: 'All products',
  query: 'Code or name',
};

export const MODEL_TEXT = {
  modelCode: 'Model code',
  series: 'Series',
  specifications: 'Specifications',
  certifications: 'Certifications',
  warranty: 'Warranty',
  warrantyPeriod: (months: number) =>
    months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`,
  price: 'Price',
  mrp: (rupees: string) => `MRP ${rupees} (inclusive of all taxes)`,
  priceOnRequest: 'Price on request',
  launched: 'Launched',
  downloads: 'Downloads',
  datasheet: (code: string) => `Datasheet of ${code} (PDF)`,
  manual: (code: string) => `User manual of ${code} (PDF)`,
  actionsHeading: 'What would you like to do?',
  enquire: 'Enquire about this model',
  findDealer: 'Find a dealer near you',
  registerWarranty: 'Register your warranty',
  raiseService: 'Raise a service request',
  discontinuedNotice:
    'This model is no longer made. Its datasheet, warranty and service remain available.',
  successor: 'Its successor',
  formerly: (code: string) => `Formerly ${code}`,
};

export const DATASHEET_TEXT = {
  title: (code: string) => `Datasheet: ${code}`,
  specifications: 'Specifications',
  warranty: 'Warranty',
  certifications: 'Certifications',
  footer: 'Specifications may change without notice as products are improved.',
  notFound: 'There is no such model in the catalogue.',
  badLanguage: 'Ask for the datasheet in English (lang=en) or Hindi (lang=hi).',
};

/** The comparison (/products/compare) and the ticks that choose its models in a finder. */
export const COMPARE_TEXT = {
  title: (codes: string) => `Compare ${codes}`,
  caption: 'The models side by side',
  specification: 'Specification',
  facts: {
    line: 'Product line',
    series: 'Series',
    price: 'MRP (inclusive of all taxes)',
    warranty: 'Warranty',
    status: 'Status',
    launched: 'Launched',
    certifications: 'Certifications',
  },
  current: 'Made now',
  discontinued: 'Discontinued',
  noCertifications: 'None',
  notApplicable: 'Not applicable',
  differs: 'Differs',
  legend: 'Rows marked “Differs” have different values among these models.',
  onlyDifferences: 'Show only differences',
  showAll: 'Show every row',
  noDifferences: 'These models have the same value in every row.',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from the comparison`,
  unknown: (n: number) =>
    n === 1 ? 'We found no model with this code:' : 'We found no models with these codes:',
  leaveOut: (n: number) => (n === 1 ? 'Leave it out' : 'Leave them out'),
  waiting: (max: number) =>
    `Only ${max} models fit side by side. Not shown yet (remove one above to make room):`,
  chooseHeading: 'Choose models to compare',
  chooseLead:
    'Pick two to four models: open a product line, tick “Compare” on the models you want, then press “Compare selected”.',
  oneModel: (name: string) => `Pick at least one more model to compare with ${name}.`,
  addLabel: 'Add a model by its code',
  addHint: 'For example IU-1100.',
  addButton: 'Add',
  compareBox: 'Compare',
  compareModel: (name: string) => `Compare ${name}`,
  compareSelected: 'Compare selected',
  compareHint: (max: number) => `Tick up to ${max} models to compare them side by side.`,
  compareWithOthers: 'Compare with other models',
};
