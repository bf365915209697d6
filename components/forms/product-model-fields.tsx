import {
  PRODUCT_LINE_INFO,
  PRODUCT_LINES,
  modelsOf,
  type ProductLine,
} from '@/content/products/models';
import { Field } from './form-controls';
import type { FieldBinding } from './use-public-form';

/** The catalogue's names in a page's language: each line's, and each model's by its code. */
export interface ProductNames {
  lines: Record<ProductLine, string>;
  models: Record<string, string>;
}

/**
 * The names a form's selects show, from a language's catalogue module (content/products/models.ts
 * or content/<language>/products/models.ts): made on the server and handed to the form as a prop,
 * so a page sends the browser its own language's names only.
 */
export function productNamesOf(catalogue: {
  PRODUCT_LINE_INFO: Record<ProductLine, { name: string }>;
  PRODUCT_MODELS: readonly { code: string; name: string }[];
}): ProductNames {
  return {
    lines: Object.fromEntries(
      PRODUCT_LINES.map((line) => [line, catalogue.PRODUCT_LINE_INFO[line].name]),
    ) as Record<ProductLine, string>,
    models: Object.fromEntries(catalogue.PRODUCT_MODELS.map((m) => [m.code, m.name])),
  };
}

/**
 * The product line and model selects of the after-sales forms (warranty registration, service
 * requests): the models offered are those of the chosen line, from the catalogue in content/.
 * The option labels are English unless `names` gives them in the page's language.
 */
export function ProductModelFields({
  productLine,
  model,
  line,
  words,
  names,
}: {
  productLine: FieldBinding;
  model: FieldBinding;
  /** The line chosen so far ('' for none). */
  line: ProductLine | '';
  words: { productLine: string; model: string; chooseLine: string; chooseModel: string };
  /** The lines' and models' names in the page's language (productNamesOf); English by default. */
  names?: ProductNames;
}) {
  return (
    <>
      <Field {...productLine} label={words.productLine} as="select">
        <option value="">{words.chooseLine}</option>
        {PRODUCT_LINES.map((value) => (
          <option key={value} value={value}>
            {names?.lines[value] ?? PRODUCT_LINE_INFO[value].name}
          </option>
        ))}
      </Field>
      <Field {...model} label={words.model} as="select" disabled={!line}>
        <option value="">{words.chooseModel}</option>
        {(line ? modelsOf(line) : []).map((m) => (
          <option key={m.code} value={m.code}>
            {names?.models[m.code] ?? m.name}
          </option>
        ))}
      </Field>
    </>
  );
}
