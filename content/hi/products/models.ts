import * as en from '../../products/models';
import type { ProductLine } from '../../products/models';
import type { Words } from '../../words-type';
import { ROUTES } from '../routes';

/**
 * The after-sales catalogue in Hindi: the same lines, codes, dates, warranties, ratings and serial
 * patterns as content/products/models.ts; only the names a customer reads change.
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

/** Nominal voltage of a battery bank as printed on the battery (12 V → 12.8 V). */
const nominal = (volts: number) => (volts === 12 ? '12.8' : volts === 24 ? '25.6' : '51.2');

/** Hindi names by model code; batteries are named from their voltage and capacity. */
const NAMES: Record<string, string> = {
  'IU-700': 'होम UPS 700 VA',
  'IU-1100': 'लिथियम इन्वर्टर 1100 VA',
  'IU-1600': 'लिथियम इन्वर्टर 1600 VA',
  'IU-2100': 'लिथियम इन्वर्टर 2100 VA',
  'IU-3500': 'लिथियम इन्वर्टर 3500 VA',
  'IU-5000': 'ऑनलाइन UPS 5 kVA',
  'LD-PANEL-18': 'LED पैनल लाइट 18 W',
  'LD-BULB-9': 'LED बल्ब 9 W',
  'LD-STREET-90': 'LED स्ट्रीट लाइट 90 W',
  'LD-FLOOD-100': 'LED फ़्लड लाइट 100 W',
  'BS-HOME-5': 'होम एनर्जी स्टोरेज 5 kWh',
  'BS-CAB-100': 'कमर्शियल स्टोरेज कैबिनेट 100 kWh',
  'CC-DOME-2': 'डोम कैमरा 2 मेगापिक्सल',
  'CC-BULLET-4': 'बुलेट कैमरा 4 मेगापिक्सल',
  'CC-NVR-8': 'नेटवर्क वीडियो रिकॉर्डर, 8 चैनल',
};

const hindiName = (model: en.ProductModel): string => {
  if (model.battery) return `लिथियम बैटरी ${nominal(model.battery.volts)} V ${model.battery.ah} Ah`;
  const name = NAMES[model.code];
  if (name === undefined)
    throw new Error(`content/hi/products/models.ts: no Hindi name for ${model.code}`);
  return name;
};

export const PRODUCT_MODELS: Words<typeof en.PRODUCT_MODELS> = en.PRODUCT_MODELS.map((model) => ({
  ...model,
  name: hindiName(model),
}));

export const modelsOf = (line: ProductLine) => PRODUCT_MODELS.filter((m) => m.line === line);
export const findModel = (code: string) => PRODUCT_MODELS.find((m) => m.code === code);
