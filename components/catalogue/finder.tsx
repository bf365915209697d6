import type { Language } from '@/content/languages';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { COMPARE_MAX } from '@/lib/catalogue/compare';
import { finderSearch, SORTS, type FinderQuery, type FinderResult } from '@/lib/catalogue/finder';
import { seriesOf, specFieldsOf, type CatalogueLine } from '@/lib/catalogue/specs';
import { words } from '@/lib/platform/i18n/words';
import { unitOf } from '@/lib/catalogue/format';
import { ModelCard } from './model-card';

const box = 'h-4 w-4 shrink-0 accent-brand-700';
const input =
  'w-full rounded-md border border-slate-400 px-2 py-1.5 text-base focus:border-brand-700';

/**
 * A finder: its filters as a plain GET form (the state is the address: shareable, crawlable and
 * working without JavaScript) beside the page of models they find, each with a tick that
 * chooses it for the comparison. `line` null: every line, by code or name only.
 */
export function Finder({
  line,
  action,
  query,
  result,
  ranges,
  language,
}: {
  line: CatalogueLine | null;
  /** The finder's own address (the form's action and the pages' links). */
  action: string;
  query: FinderQuery;
  result: FinderResult;
  ranges: Record<string, { min: number; max: number }>;
  language: Language;
}) {
  const T = words().catalogue;
  const F = T.FINDER_TEXT;
  const C = T.COMPARE_TEXT;
  const { ROUTES } = words().routes;
  const fields = line ? specFieldsOf(line) : [];
  const filtered = finderSearch({ ...query, sort: 'name', page: 1 }) !== '';
  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_1fr]">
      <form
        method="get"
        // The answer in view: the results, below the filters on a phone (the fragment survives
        // the redirect to the query's own address).
        action={`${action}#finder-results`}
        role="search"
        aria-labelledby="finder-heading"
        className="space-y-5 self-start rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="finder-heading" className="text-xl font-bold text-brand-900">
          {F.filtersHeading}
        </h2>
        <div>
          <label htmlFor="finder-q" className="block font-semibold">
            {F.query}
          </label>
          <input
            id="finder-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            className={`${input} mt-1`}
          />
        </div>
        {line ? (
          <fieldset>
            <legend className="font-semibold">{F.series}</legend>
            {seriesOf(line).map((series) => (
              <label key={series} className="mt-1 flex items-center gap-2">
                <input
                  type="checkbox"
                  name="series"
                  value={series}
                  defaultChecked={query.series.includes(series)}
                  className={box}
                />
                {T.SERIES_NAMES[series]}
              </label>
            ))}
          </fieldset>
        ) : null}
        {fields.map((field) => {
          const label = T.SPEC_LABELS[field.key] ?? field.key;
          if (field.kind === 'number') {
            const bounds = ranges[field.key];
            if (!bounds || bounds.min === bounds.max) return null;
            const range = query.ranges[field.key];
            return (
              <fieldset key={field.key}>
                <legend className="font-semibold">
                  {F.rangeLegend(label, unitOf(field.unit, T))}
                </legend>
                <div className="mt-1 grid grid-cols-2 gap-2">
                  {(['min', 'max'] as const).map((end) => (
                    <label key={end} className="text-sm">
                      {end === 'min' ? F.from : F.to}
                      <input
                        name={`${end}-${field.key}`}
                        type="number"
                        inputMode="decimal"
                        step="any"
                        min={0}
                        placeholder={String(bounds[end])}
                        defaultValue={range?.[end]}
                        className={input}
                      />
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          }
          if (field.kind === 'choice') {
            return (
              <fieldset key={field.key}>
                <legend className="font-semibold">{label}</legend>
                {field.choices.map((choice) => (
                  <label key={choice} className="mt-1 flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={field.key}
                      value={choice}
                      defaultChecked={query.choices[field.key]?.includes(choice)}
                      className={box}
                    />
                    {T.CHOICE_LABELS[choice] ?? choice}
                  </label>
                ))}
              </fieldset>
            );
          }
          return (
            <label key={field.key} className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                name={field.key}
                value="yes"
                defaultChecked={query.yes.includes(field.key)}
                className={box}
              />
              {label}
            </label>
          );
        })}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="discontinued"
            value="yes"
            defaultChecked={query.discontinued}
            className={box}
          />
          {F.showDiscontinued}
        </label>
        <div>
          <label htmlFor="finder-sort" className="block font-semibold">
            {F.sort}
          </label>
          <select
            id="finder-sort"
            name="sort"
            defaultValue={query.sort}
            className={`${input} mt-1`}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {F.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass()}>
            {F.apply}
          </button>
          {filtered ? (
            <Link href={action} className="text-brand-700 underline">
              {F.clear}
            </Link>
          ) : null}
        </div>
      </form>
      <section aria-labelledby="finder-results" className="min-w-0">
        <h2 id="finder-results" className="text-xl font-bold text-brand-900">
          {F.results(result.total)}
        </h2>
        {result.total === 0 ? (
          <p className="mt-4">{F.none}</p>
        ) : (
          // The ticks choose models for the comparison, a GET form of its own beside the
          // filters' (forms do not nest): its address names the ticked codes.
          <form method="get" action={ROUTES.compare.path} aria-label={C.compareSelected}>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <p>{C.compareHint(COMPARE_MAX)}</p>
              <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                {C.compareSelected}
              </button>
            </div>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {result.models.map((model) => (
                <ModelCard key={model.code} model={model} language={language} compare />
              ))}
            </ul>
            <button
              type="submit"
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
            >
              {C.compareSelected}
            </button>
          </form>
        )}
        {result.pages > 1 ? (
          <nav aria-label={F.pageOf(result.page, result.pages)} className="mt-6">
            <ul className="flex flex-wrap items-center gap-4">
              {result.page > 1 ? (
                <li>
                  <Link
                    href={`${action}${finderSearch(query, { page: result.page - 1 })}#finder-results`}
                    className={buttonClass({
                      variant: 'secondary',
                      size: 'sm',
                      className: 'inline-block',
                    })}
                  >
                    {F.previous}
                  </Link>
                </li>
              ) : null}
              <li aria-current="page">{F.pageOf(result.page, result.pages)}</li>
              {result.page < result.pages ? (
                <li>
                  <Link
                    href={`${action}${finderSearch(query, { page: result.page + 1 })}#finder-results`}
                    className={buttonClass({
                      variant: 'secondary',
                      size: 'sm',
                      className: 'inline-block',
                    })}
                  >
                    {F.next}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
