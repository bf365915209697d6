import { ROUTES, type PublicRoute } from '../routes';

/**
 * The product lines after-sales knows: those a customer registers, services or finds a dealer
 * for (sheet metal has none), each with its name, page and serial numbers. Their models are the
 * product catalogue's (PostgreSQL, lib/catalogue): staff add one at /staff/catalogue.
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
