export { cctv } from './cctv';
export { inverterUps } from './inverter-ups';
export { ledLights } from './led-lights';
export { lithiumBattery } from './lithium-battery';
export { sheetMetal } from './sheet-metal';
export type { ProductPageContent } from '../../products/types';
