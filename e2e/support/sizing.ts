import type { Language } from '../../content/languages';
import { sampleModels } from '../../lib/catalogue/testing';
import { sizingChoices } from '../../lib/catalogue/sizing-choices';
import type { CatalogueModel } from '../../lib/catalogue/types';
import { sizeSystem, type LoadItem } from '../../lib/sizing/sizing';

// The browser tests' database holds the sample catalogue; the calculator recommends from it.
const models: CatalogueModel[] = sampleModels();

/** The inverter and battery the calculator should link for a load, with their names and pages. */
export function recommended(items: LoadItem[], hours: number, language: Language = 'en') {
  const r = sizeSystem(items, hours, sizingChoices(models, language));
  if (!r.inverter || !r.batteries) throw new Error('The example needs an inverter and batteries.');
  return { inverter: r.inverter, battery: r.batteries.model };
}

/** The worked example of lib/sizing/sizing.test.ts: 4 fans, 6 LED bulbs and a TV for 3 h. */
export const EXAMPLE_LOAD: LoadItem[] = [
  { watts: 75, qty: 4 },
  { watts: 9, qty: 6 },
  { watts: 100, qty: 1 },
];
