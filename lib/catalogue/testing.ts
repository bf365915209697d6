import type { Language } from '@/content/languages';
import { isProductLine, lookupIn, type LineModel } from './line-models';
import { sampleCatalogue } from './sample';

/**
 * For tests of the after-sales forms' schemas without a database: the sample catalogue's models
 * as the forms know them (the test database holds the same, jest.global-setup.mjs).
 */
export const sampleLineModels = (language: Language = 'en'): LineModel[] =>
  sampleCatalogue().flatMap((m) =>
    isProductLine(m.line)
      ? [
          {
            code: m.code,
            line: m.line,
            name: language === 'hi' ? m.nameHi : m.nameEn,
            launchedOn: m.launchedOn,
            warrantyMonths: m.warrantyMonths,
          },
        ]
      : [],
  );

export const sampleLookup = lookupIn(sampleLineModels());
