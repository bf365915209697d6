import { localPath, type Language } from '@/content/languages';
import type { CatalogueLine } from '@/lib/catalogue/specs';
import { PRODUCTS_PATH } from '@/content/catalogue';

/** A line's finder in a language (/products/led-lights, /hi/products/led-lights). */
export const linePath = (line: CatalogueLine, language: Language) =>
  localPath(`${PRODUCTS_PATH}/${line}`, language);

/** A model's page in a language: under its line, at its code's slug. */
export const modelPath = (model: { line: CatalogueLine; slug: string }, language: Language) =>
  localPath(`${PRODUCTS_PATH}/${model.line}/${model.slug}`, language);
