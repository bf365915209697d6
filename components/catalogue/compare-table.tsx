import type { Language } from '@/content/languages';
import type { SiteWords } from '@/content/words';
import { Link } from '@/components/ui/link';
import { TableScroller } from '@/components/ui/table-scroller';
import { compareSearch, type CompareQuery, type CompareRow } from '@/lib/catalogue/compare';
import type { CatalogueModel } from '@/lib/catalogue/types';
import { words } from '@/lib/platform/i18n/words';
import { priceText, specValue } from '@/lib/catalogue/format';
import { modelPath } from './paths';

type CatalogueWords = SiteWords['catalogue'];

/** A cell's text in the page's language, or null where the row does not apply to the model. */
function cellText(
  row: CompareRow,
  i: number,
  model: CatalogueModel,
  language: Language,
  T: CatalogueWords,
): string | null {
  const value = row.values[i] ?? null;
  if (value === null) return null;
  const C = T.COMPARE_TEXT;
  if (row.kind === 'spec') {
    const field = row.fields[i];
    return field ? specValue(field, value, language, T) : null;
  }
  switch (row.key) {
    case 'line':
      return T.LINE_NAMES[model.line];
    case 'series':
      return T.SERIES_NAMES[model.series] ?? model.series;
    case 'price':
      return model.mrpPaise === null ? T.MODEL_TEXT.priceOnRequest : priceText(model.mrpPaise);
    case 'warranty':
      return T.MODEL_TEXT.warrantyPeriod(model.warrantyMonths);
    case 'status':
      return model.discontinued ? C.discontinued : C.current;
    case 'launched':
      return model.launchedOn.slice(0, 7);
    case 'certifications':
      return model.certifications.length > 0 ? String(value) : C.noCertifications;
  }
}

// The row headers stay in view while the models scroll under them. Their edges are shadows, not
// borders: in a collapsed table a border is the table's and scrolls away from a sticky cell.
const labelCell = 'sticky left-0 z-10 w-32 min-w-32 py-2 pr-3 pl-4 text-left align-top sm:w-48';
const plainEdge = 'shadow-[inset_-1px_0_0_var(--color-slate-200)]';
const differsEdge =
  'shadow-[inset_4px_0_0_var(--color-amber-600),inset_-1px_0_0_var(--color-slate-200)]';
const modelCell = 'min-w-40 px-3 py-2 text-left align-top';
/** The models' columns share the width alike (the label column keeps its own). */
const COLUMN_WIDTHS: Record<number, string> = { 1: 'w-full', 2: 'w-1/2', 3: 'w-1/3', 4: 'w-1/4' };

/**
 * The models side by side: a column each (name linked to its page, code, a link that takes it
 * out), a row for each fact and specification. A row whose values differ is tinted, edged and
 * says "Differs" in its header, so the mark is read, not only seen in colour. On a narrow screen
 * the table scrolls in its own focusable box, its first column kept in view.
 */
export function CompareTable({
  models,
  rows,
  query,
  path,
  language,
}: {
  models: readonly CatalogueModel[];
  rows: readonly CompareRow[];
  query: CompareQuery;
  /** The comparison's own address, without its query. */
  path: string;
  language: Language;
}) {
  const T = words().catalogue;
  const C = T.COMPARE_TEXT;
  return (
    <TableScroller label={C.caption} className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse">
        <caption className="sr-only">{C.caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className={`${labelCell} ${plainEdge} bg-white text-sm text-muted`}>
              {C.specification}
            </th>
            {models.map((model) => (
              <th
                key={model.code}
                scope="col"
                className={`${modelCell} ${COLUMN_WIDTHS[models.length] ?? ''}`}
              >
                <Link
                  href={modelPath(model, language)}
                  className="font-semibold text-brand-900 underline underline-offset-2"
                >
                  {model.name[language]}
                </Link>
                <span className="mt-1 block font-mono text-sm font-normal" translate="no">
                  {model.code}
                </span>
                <Link
                  href={`${path}${compareSearch(query, {
                    codes: query.codes.filter((code) => code !== model.code),
                  })}`}
                  aria-label={C.removeLabel(model.name[language])}
                  className="mt-2 inline-block py-0.5 text-sm font-normal text-brand-700 underline"
                >
                  {C.remove}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label =
              row.kind === 'fact' ? C.facts[row.key] : (T.SPEC_LABELS[row.key] ?? row.key);
            const tint = row.differs ? 'bg-amber-50' : 'bg-white';
            return (
              <tr
                key={`${row.kind}-${row.key}`}
                className={`border-b border-slate-200 ${tint}`}
                data-differs={row.differs ? 'yes' : undefined}
              >
                <th
                  scope="row"
                  className={`${labelCell} ${tint} font-semibold ${row.differs ? differsEdge : plainEdge}`}
                >
                  {label}
                  {row.differs ? (
                    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 text-xs font-bold text-amber-950">
                      {C.differs}
                    </span>
                  ) : null}
                </th>
                {models.map((model, i) => {
                  const text = cellText(row, i, model, language, T);
                  return (
                    <td key={model.code} className={modelCell}>
                      {text === null ? (
                        <>
                          <span aria-hidden="true" className="text-muted">
                            —
                          </span>
                          <span className="sr-only">{C.notApplicable}</span>
                        </>
                      ) : row.kind === 'fact' && row.key === 'launched' ? (
                        <time dateTime={text}>{text}</time>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
