import {
  PRODUCT_LINE_INFO,
  PRODUCT_LINES,
  modelsOf,
  type ProductLine,
} from '@/content/products/models';
import { Field } from './form-controls';
import type { FieldBinding } from './use-public-form';

/**
 * The product line and model selects of the after-sales forms (warranty registration, service
 * requests): the models offered are those of the chosen line, from the catalogue in content/.
 */
export function ProductModelFields({
  productLine,
  model,
  line,
  words,
}: {
  productLine: FieldBinding;
  model: FieldBinding;
  /** The line chosen so far ('' for none). */
  line: ProductLine | '';
  words: { productLine: string; model: string; chooseLine: string; chooseModel: string };
}) {
  return (
    <>
      <Field {...productLine} label={words.productLine} as="select">
        <option value="">{words.chooseLine}</option>
        {PRODUCT_LINES.map((value) => (
          <option key={value} value={value}>
            {PRODUCT_LINE_INFO[value].name}
          </option>
        ))}
      </Field>
      <Field {...model} label={words.model} as="select" disabled={!line}>
        <option value="">{words.chooseModel}</option>
        {(line ? modelsOf(line) : []).map((m) => (
          <option key={m.code} value={m.code}>
            {m.name}
          </option>
        ))}
      </Field>
    </>
  );
}
