import type { Language } from '@/content/languages';
import { Link } from '@/components/ui/link';
import { specFieldsOf } from '@/lib/catalogue/specs';
import type { CatalogueModel } from '@/lib/catalogue/types';
import { words } from '@/lib/platform/i18n/words';
import { priceText, specValue } from '@/lib/catalogue/format';
import { modelPath } from './paths';

/**
 * One model in a finder's results: its name (the link), code, first specifications and price,
 * and with `compare` a tick named `model` that chooses it for the comparison (the finder's
 * results form).
 */
export function ModelCard({
  model,
  language,
  compare = false,
}: {
  model: CatalogueModel;
  language: Language;
  compare?: boolean;
}) {
  const T = words().catalogue;
  const facts = specFieldsOf(model.line)
    .flatMap((field) => {
      const value = specValue(field, model.specs[field.key], language, T);
      return value === null ? [] : [{ key: field.key, label: T.SPEC_LABELS[field.key], value }];
    })
    .slice(0, 3);
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-brand-900">
        <Link href={modelPath(model, language)} className="underline-offset-2 hover:underline">
          {model.name[language]}
        </Link>
      </h3>
      <p className="text-sm text-muted">
        {T.MODEL_TEXT.modelCode}:{' '}
        <span className="font-mono" translate="no">
          {model.code}
        </span>
      </p>
      {model.discontinued ? (
        <p className="mt-1 text-sm font-semibold text-red-800">{T.FINDER_TEXT.discontinued}</p>
      ) : null}
      <ul className="mt-2 flex-1 space-y-0.5 text-sm">
        {facts.map((fact) => (
          <li key={fact.key}>
            {fact.label}: {fact.value}
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold">
        {model.mrpPaise === null ? T.MODEL_TEXT.priceOnRequest : priceText(model.mrpPaise)}
      </p>
      {compare ? (
        <label className="mt-3 flex w-fit items-center gap-2 py-0.5">
          <input
            type="checkbox"
            name="model"
            value={model.code}
            aria-label={T.COMPARE_TEXT.compareModel(model.name[language])}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          {T.COMPARE_TEXT.compareBox}
        </label>
      ) : null}
    </li>
  );
}
