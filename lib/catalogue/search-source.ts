import { PRODUCTS_PATH } from '@/content/catalogue';
import { LANGUAGE_CODES, localPath } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import type { SearchSource } from '@/lib/platform/search/types';
import { listModels } from './store';

/** "20 W LED panel" is typed "20W LED panel": a number joined to the unit after it. */
const joined = (name: string) => name.replace(/(\d) (?=[A-Za-z])/g, '$1');

/**
 * Every model of the catalogue for the site search, in the language searched: found by its code
 * (with or without hyphens), its name in either language, its line and summary. Its version is
 * the catalogue's newest change, so a model staff add or change is in the next search.
 */
export const catalogueModelsSource: SearchSource = {
  name: 'catalogue models',
  async version() {
    const models = await listModels();
    return `${models.length}:${models.reduce((newest, m) => (m.updatedAt > newest ? m.updatedAt : newest), '')}`;
  },
  async load(language) {
    const T = wordsOf(language).catalogue;
    const others = LANGUAGE_CODES.filter((code) => code !== language);
    return (await listModels()).map((model) => ({
      url: localPath(`${PRODUCTS_PATH}/${model.line}/${model.slug}`, language),
      title: `${model.name[language]} (${model.code})`,
      kind: 'product' as const,
      text: `${T.LINE_NAMES[model.line]}. ${model.summary[language]}`,
      codes: [model.code],
      weight: 0.5,
      keywords: [
        model.code,
        model.code.replace(/-/g, ''),
        joined(model.name[language]),
        ...others.map((code) => model.name[code]),
      ].join(' '),
    }));
  },
};
