import { PRODUCT_LINES, type ProductLine } from '@/content/products/lines';

/**
 * A model as the after-sales forms know it (warranty registration, service requests): its code,
 * line, name in the page's language, launch day and warranty. The page reads them from the
 * catalogue (./after-sales.ts) and hands them to the form, whose checks are the server's.
 * Plain data and functions: the browser's forms import it.
 */
export interface LineModel {
  code: string;
  line: ProductLine;
  name: string;
  /** YYYY-MM-DD: no purchase before it is believable. */
  launchedOn: string;
  warrantyMonths: number;
}

/** Finds a model by its code: in the list a page was given, or (server) in the database. */
export type ModelLookup = (code: string) => LineModel | undefined | Promise<LineModel | undefined>;

export const lookupIn = (models: readonly LineModel[]): ModelLookup => {
  const byCode = new Map(models.map((model) => [model.code, model]));
  return (code) => byCode.get(code);
};

export const isProductLine = (line: string): line is ProductLine =>
  (PRODUCT_LINES as readonly string[]).includes(line);
