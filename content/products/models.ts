import { ROUTES, type PublicRoute } from '../routes';

/**
 * The after-sales catalogue: the product lines a customer registers, services or sizes, and the
 * models of each line with what warranty registration, service requests and the sizing
 * calculator need to know about them. A new model is one entry here.
 */

export const PRODUCT_LINES = [
  'led-lights',
  'lithium-battery',
  'inverter-ups',
  'bess',
  'cctv',
] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export interface ProductLineInfo {
  /** As customers and staff read it. */
  name: string;
  /** The product page. */
  route: PublicRoute;
  /**
   * Serial numbers printed on this line's products: a prefix and digits, e.g. `LB2404-012345`
   * (line, year and month of manufacture, unit). Checked after trimming and upper-casing.
   */
  serial: { pattern: RegExp; example: string };
}

export const PRODUCT_LINE_INFO: Record<ProductLine, ProductLineInfo> = {
  'led-lights': {
    name: 'LED Lights',
    route: ROUTES.ledLights,
    serial: { pattern: /^LD\d{4}-\d{6}$/, example: 'LD2404-012345' },
  },
  'lithium-battery': {
    name: 'Lithium Battery',
    route: ROUTES.lithiumBattery,
    serial: { pattern: /^LB\d{4}-\d{6}$/, example: 'LB2404-012345' },
  },
  'inverter-ups': {
    name: 'Inverter & UPS',
    route: ROUTES.inverterUps,
    serial: { pattern: /^IU\d{4}-\d{6}$/, example: 'IU2404-012345' },
  },
  bess: {
    name: 'Battery Energy Storage',
    route: ROUTES.bess,
    serial: { pattern: /^BS\d{4}-\d{6}$/, example: 'BS2404-012345' },
  },
  cctv: {
    name: 'CCTV',
    route: ROUTES.cctv,
    serial: { pattern: /^CC\d{4}-\d{6}$/, example: 'CC2404-012345' },
  },
};

export interface ProductModel {
  /** Stable code, stored with registrations and requests. */
  code: string;
  line: ProductLine;
  name: string;
  /** First sold (YYYY-MM-DD): no purchase date before it is believable. */
  launchedOn: string;
  warrantyMonths: number;
  /** Inverters and UPS: rated output in VA and the battery bank voltage they run on. */
  inverter?: { va: number; batteryVolts: 12 | 24 | 48 };
  /** Batteries: nominal voltage and capacity. */
  battery?: { volts: 12 | 24 | 48; ah: number };
}

const inverter = (
  code: string,
  name: string,
  va: number,
  batteryVolts: 12 | 24 | 48,
  launchedOn: string,
): ProductModel => ({
  code,
  line: 'inverter-ups',
  name,
  launchedOn,
  warrantyMonths: 60,
  inverter: { va, batteryVolts },
});

const battery = (
  code: string,
  volts: 12 | 24 | 48,
  ah: number,
  launchedOn: string,
): ProductModel => ({
  code,
  line: 'lithium-battery',
  name: `Lithium battery ${volts === 12 ? '12.8' : volts === 24 ? '25.6' : '51.2'} V ${ah} Ah`,
  launchedOn,
  warrantyMonths: 60,
  battery: { volts, ah },
});

export const PRODUCT_MODELS: readonly ProductModel[] = [
  inverter('IU-700', 'Home UPS 700 VA', 700, 12, '2021-04-01'),
  inverter('IU-1100', 'Lithium inverter 1100 VA', 1100, 12, '2021-04-01'),
  inverter('IU-1600', 'Lithium inverter 1600 VA', 1600, 24, '2022-01-01'),
  inverter('IU-2100', 'Lithium inverter 2100 VA', 2100, 24, '2021-10-01'),
  inverter('IU-3500', 'Lithium inverter 3500 VA', 3500, 48, '2023-04-01'),
  inverter('IU-5000', 'Online UPS 5 kVA', 5000, 48, '2023-04-01'),
  battery('LB-12-60', 12, 60, '2020-06-01'),
  battery('LB-12-100', 12, 100, '2020-06-01'),
  battery('LB-12-150', 12, 150, '2021-01-01'),
  battery('LB-12-200', 12, 200, '2022-01-01'),
  battery('LB-24-100', 24, 100, '2021-01-01'),
  battery('LB-24-150', 24, 150, '2022-01-01'),
  battery('LB-24-200', 24, 200, '2023-01-01'),
  battery('LB-48-100', 48, 100, '2023-01-01'),
  battery('LB-48-200', 48, 200, '2024-01-01'),
  {
    code: 'LD-PANEL-18',
    line: 'led-lights',
    name: 'LED panel light 18 W',
    launchedOn: '2016-01-01',
    warrantyMonths: 24,
  },
  {
    code: 'LD-BULB-9',
    line: 'led-lights',
    name: 'LED bulb 9 W',
    launchedOn: '2014-06-01',
    warrantyMonths: 12,
  },
  {
    code: 'LD-STREET-90',
    line: 'led-lights',
    name: 'LED street light 90 W',
    launchedOn: '2017-01-01',
    warrantyMonths: 36,
  },
  {
    code: 'LD-FLOOD-100',
    line: 'led-lights',
    name: 'LED flood light 100 W',
    launchedOn: '2018-01-01',
    warrantyMonths: 24,
  },
  {
    code: 'BS-HOME-5',
    line: 'bess',
    name: 'Home energy storage 5 kWh',
    launchedOn: '2024-04-01',
    warrantyMonths: 120,
  },
  {
    code: 'BS-CAB-100',
    line: 'bess',
    name: 'Commercial storage cabinet 100 kWh',
    launchedOn: '2024-10-01',
    warrantyMonths: 120,
  },
  {
    code: 'CC-DOME-2',
    line: 'cctv',
    name: 'Dome camera 2 MP',
    launchedOn: '2022-01-01',
    warrantyMonths: 24,
  },
  {
    code: 'CC-BULLET-4',
    line: 'cctv',
    name: 'Bullet camera 4 MP',
    launchedOn: '2022-07-01',
    warrantyMonths: 24,
  },
  {
    code: 'CC-NVR-8',
    line: 'cctv',
    name: 'Network video recorder, 8 channels',
    launchedOn: '2022-01-01',
    warrantyMonths: 24,
  },
];

export const modelsOf = (line: ProductLine) => PRODUCT_MODELS.filter((m) => m.line === line);
export const findModel = (code: string) => PRODUCT_MODELS.find((m) => m.code === code);
