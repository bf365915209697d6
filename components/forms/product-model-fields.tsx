import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import { Field } from './form-controls';
import type { FieldBinding } from './use-public-form';

/**
 * The product line and model selects of the after-sales forms (warranty registration, service
 * requests): the models offered are the chosen line's, from the catalogue (the page reads them,
 * lib/catalogue/after-sales.ts, named in its language). Line names are the page's language's
 * (`lineNames`), English by default.
 */
export function ProductModelFields({
  productLine,
  model,
  line,
  words,
  models,
  lineNames,
}: {
  productLine: FieldBinding;
  model: FieldBinding;
  /** The line chosen so far ('' for none). */
  line: ProductLine | '';
  words: { productLine: string; model: string; chooseLine: string; chooseModel: string };
  /** The models offered, each of a line (the catalogue's, lib/catalogue/line-models.ts). */
  models: readonly { code: string; line: string; name: string }[];
  lineNames?: Record<ProductLine, string>;
}) {
  return (
    <>
      <Field {...productLine} label={words.productLine} as="select">
        <option value="">{words.chooseLine}</option>
        {PRODUCT_LINES.map((value) => (
          <option key={value} value={value}>
            {lineNames?.[value] ?? PRODUCT_LINE_INFO[value].name}
          </option>
        ))}
      </Field>
      <Field {...model} label={words.model} as="select" disabled={!line}>
        <option value="">{words.chooseModel}</option>
        {(line ? models.filter((m) => m.line === line) : []).map((m) => (
          <option key={m.code} value={m.code}>
            {m.name}
          </option>
        ))}
      </Field>
    </>
  );
}

/** Each line's name from a language's product-line module (content/products/lines.ts). */
export const lineNamesOf = (lines: {
  PRODUCT_LINE_INFO: Record<ProductLine, { name: string }>;
}): Record<ProductLine, string> =>
  Object.fromEntries(
    PRODUCT_LINES.map((line) => [line, lines.PRODUCT_LINE_INFO[line].name]),
  ) as Record<ProductLine, string>;
