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

/**
 * The address parameter a model page's actions name their model with (`/warranty?model=IU-1100`):
 * the after-sales forms choose it, the contact form writes it into the message.
 */
export const MODEL_PARAMETER = 'model';

/** A model code as printed: letters, digits and hyphens, 2 to 40 characters. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,38}[A-Z0-9]$/;

/** Finds a model by its code: in the list a page was given, or (server) in the database. */
export type ModelLookup = (code: string) => LineModel | undefined | Promise<LineModel | undefined>;

export const lookupIn = (models: readonly LineModel[]): ModelLookup => {
  const byCode = new Map(models.map((model) => [model.code, model]));
  return (code) => byCode.get(code);
};

export const isProductLine = (line: string): line is ProductLine =>
  (PRODUCT_LINES as readonly string[]).includes(line);
