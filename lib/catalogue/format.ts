/** How the catalogue's pages, its comparison, its datasheet and its staff list write values. */
import type { Language } from '@/content/languages';
import type { SpecField } from './specs';
import type { CatalogueModel } from './types';
import type { SiteWords } from '@/content/words';

type CatalogueWords = SiteWords['catalogue'];

const numbers = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  hi: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
} satisfies Record<Language, Intl.NumberFormat>;

/** A unit as read: a symbol (W, kWh) as it is, a word (cycles) in the page's language. */
export const unitOf = (unit: string, T: CatalogueWords) => T.UNIT_WORDS[unit] ?? unit;

/** A specification's value as a page shows it ("1,100 VA", "Pure sine wave", "Yes"). */
export function specValue(
  field: SpecField,
  value: CatalogueModel['specs'][string] | undefined,
  language: Language,
  T: CatalogueWords,
): string | null {
  if (value === undefined) return null;
  if (field.kind === 'yes-no') return value === true ? T.YES : T.NO;
  if (field.kind === 'choice') return T.CHOICE_LABELS[String(value)] ?? String(value);
  const unit = unitOf(field.unit, T);
  const shown = numbers[language].format(Number(value));
  return unit === '°' ? `${shown}°` : `${shown} ${unit}`;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹9,599" (an MRP is in whole rupees). */
export const priceText = (paise: number) => `₹${rupees.format(Math.round(paise / 100))}`;
