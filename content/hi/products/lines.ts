import * as en from '../../products/lines';
import type { ProductLine } from '../../products/lines';
import type { Words } from '../../words-type';
import { ROUTES } from '../routes';

/**
 * The after-sales product lines in Hindi: the same lines and serial patterns as
 * content/products/lines.ts; only the names a customer reads change.
 */

export const PRODUCT_LINES = en.PRODUCT_LINES;

const line = (key: ProductLine, name: string, route: (typeof ROUTES)[keyof typeof ROUTES]) => ({
  name,
  route,
  serial: en.PRODUCT_LINE_INFO[key].serial,
});

export const PRODUCT_LINE_INFO: Words<typeof en.PRODUCT_LINE_INFO> = {
  'led-lights': line('led-lights', 'LED लाइट', ROUTES.ledLights),
  'lithium-battery': line('lithium-battery', 'लिथियम बैटरी', ROUTES.lithiumBattery),
  'inverter-ups': line('inverter-ups', 'इन्वर्टर और UPS', ROUTES.inverterUps),
  bess: line('bess', 'बैटरी एनर्जी स्टोरेज', ROUTES.bess),
  cctv: line('cctv', 'CCTV', ROUTES.cctv),
};
