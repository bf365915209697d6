import type { Language } from '@/content/languages';
import { isProductLine, lookupIn, type LineModel } from './line-models';
import { sampleCatalogue } from './sample';
import type { CatalogueModel } from './types';

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

/**
 * The sample catalogue as the public pages read it (lib/catalogue/store.ts), without a database:
 * the finder's, the comparison's and the calculator's tests, and the browser tests' expectations.
 */
export const sampleModels = (): CatalogueModel[] =>
  sampleCatalogue().map((m) => ({
    code: m.code,
    slug: m.slug,
    line: m.line,
    series: m.series,
    name: { en: m.nameEn, hi: m.nameHi },
    summary: { en: m.summaryEn, hi: m.summaryHi },
    specs: m.specs,
    certifications: m.certifications,
    warrantyMonths: m.warrantyMonths,
    mrpPaise: m.mrpPaise,
    discontinued: m.discontinued,
    successorCode: m.successorCode,
    launchedOn: m.launchedOn,
    image: null,
    manual: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
