import type { Language } from '@/content/languages';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  COMPARE_MAX,
  ONLY_DIFFERENCES,
  compareRows,
  compareSearch,
  type CompareQuery,
  type Comparison as ComparisonState,
} from '@/lib/catalogue/compare';
import { CATALOGUE_LINES } from '@/lib/catalogue/specs';
import { words } from '@/lib/platform/i18n/words';
import { CompareTable } from './compare-table';
import { linePath, modelPath } from './paths';

const note = 'rounded-lg border border-amber-300 bg-amber-50 p-4';

/**
 * The comparison page's body: what could not be shown (unknown codes, models past the fourth),
 * then the table with its "only differences" switch, or, with fewer than two models, how to
 * choose them. Everything is a link or a GET form to the comparison's own address.
 */
export function Comparison({
  comparison,
  query,
  path,
  language,
}: {
  comparison: ComparisonState;
  query: CompareQuery;
  /** The comparison's own address, without its query. */
  path: string;
  language: Language;
}) {
  const T = words().catalogue;
  const C = T.COMPARE_TEXT;
  const { models, waiting, unknown } = comparison;
  const rows = compareRows(models);
  const shown = query.onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <div className="container-page space-y-8 py-10">
      {unknown.length > 0 ? (
        <div role="note" className={note}>
          <p className="font-semibold">{C.unknown(unknown.length)}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 font-mono">
            {unknown.map((code) => (
              <li key={code} translate="no">
                {code}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link
              href={`${path}${compareSearch(query, {
                codes: query.codes.filter((code) => !unknown.includes(code)),
              })}`}
              className="text-brand-700 underline"
            >
              {C.leaveOut(unknown.length)}
            </Link>
          </p>
        </div>
      ) : null}
      {waiting.length > 0 ? (
        <div role="note" className={note}>
          <p className="font-semibold">{C.waiting(COMPARE_MAX)}</p>
          <ul className="mt-1 space-y-1">
            {waiting.map((model) => (
              <li key={model.code}>
                <Link href={modelPath(model, language)} className="text-brand-700 underline">
                  {model.name[language]}
                </Link>{' '}
                (
                <span className="font-mono" translate="no">
                  {model.code}
                </span>
                )
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {models.length >= 2 ? (
        // Not a region of its own: the table's scrolling box is one, named by the same words.
        <div className="space-y-4">
          <h2 className="text-2xl font-bold text-brand-900">{C.caption}</h2>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p>{C.legend}</p>
            <Link
              href={`${path}${compareSearch(query, { onlyDifferences: !query.onlyDifferences })}`}
              className={buttonClass({
                variant: 'secondary',
                size: 'sm',
                className: 'inline-block',
              })}
            >
              {query.onlyDifferences ? C.showAll : C.onlyDifferences}
            </Link>
          </div>
          {shown.length === 0 ? <p>{C.noDifferences}</p> : null}
          <CompareTable
            models={models}
            rows={shown}
            query={query}
            path={path}
            language={language}
          />
        </div>
      ) : (
        <section aria-labelledby="compare-choose" className="space-y-4">
          <h2 id="compare-choose" className="text-2xl font-bold text-brand-900">
            {C.chooseHeading}
          </h2>
          {models[0] ? (
            <p className="font-semibold">{C.oneModel(models[0].name[language])}</p>
          ) : null}
          <p className="max-w-2xl">{C.chooseLead}</p>
          <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {CATALOGUE_LINES.map((line) => (
              <li key={line}>
                <Link
                  href={`${linePath(line, language)}#finder-results`}
                  className="text-brand-700 underline"
                >
                  {T.LINE_NAMES[line]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {models.length < COMPARE_MAX ? <AddByCode query={query} path={path} /> : null}
    </div>
  );
}

/** A model added by typing its code: the comparison's codes so far go along as hidden fields. */
function AddByCode({ query, path }: { query: CompareQuery; path: string }) {
  const C = words().catalogue.COMPARE_TEXT;
  return (
    <form method="get" action={path} className="max-w-md space-y-1">
      {query.codes.map((code) => (
        <input key={code} type="hidden" name="model" value={code} />
      ))}
      {query.onlyDifferences ? <input type="hidden" name="only" value={ONLY_DIFFERENCES} /> : null}
      <label htmlFor="compare-add" className="block font-semibold">
        {C.addLabel}
      </label>
      <p id="compare-add-hint" className="text-sm text-muted">
        {C.addHint}
      </p>
      <div className="flex gap-2">
        <input
          id="compare-add"
          name="model"
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="compare-add-hint"
          className="w-full rounded-md border border-slate-400 px-2 py-2 font-mono text-base uppercase focus:border-brand-700"
        />
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {C.addButton}
        </button>
      </div>
    </form>
  );
}
