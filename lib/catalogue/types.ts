import type { CatalogueLine, Specs } from './specs';

/** A model as the public pages read it (both languages: a page picks its own). */
export interface CatalogueModel {
  code: string;
  slug: string;
  line: CatalogueLine;
  series: string;
  name: { en: string; hi: string };
  summary: { en: string; hi: string };
  specs: Specs;
  certifications: string[];
  warrantyMonths: number;
  /** In paise; null where the price is on request. */
  mrpPaise: number | null;
  discontinued: boolean;
  successorCode: string | null;
  /** YYYY-MM-DD. */
  launchedOn: string;
  /** The address of its photo (/files/…), or null: the page shows its line's picture. */
  image: string | null;
  /** The address of its user manual, a PDF (/files/…), or null for none. */
  manual: string | null;
  /** ISO time of the last change (structured data, the sitemap). */
  updatedAt: string;
}
