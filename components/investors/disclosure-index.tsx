import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import type { ClauseRow } from '@/lib/investors/disclosures';
import { TableScroller } from '@/components/ui/table-scroller';

const linkClass = 'text-brand-700 underline hover:text-brand-900';

/** The Regulation 46 index: every clause in order, where to find it, and when it last changed. */
export function DisclosureIndex({ rows }: { rows: ClauseRow[] }) {
  const { DISCLOSURE_TEXT: T } = words().disclosures;
  const { indiaDate } = words().investors;
  return (
    <TableScroller label={T.caption} className="rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.clauseColumn}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.disclosureColumn}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.whereColumn}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.updatedColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key} id={`clause-${row.key}`} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-muted">{row.reference}</td>
              <th scope="row" className="px-4 py-3 font-normal text-ink">
                {row.title}
              </th>
              <td className="px-4 py-3">
                {row.notApplicable !== null ? (
                  <p className="text-ink">{T.notApplicable(row.notApplicable)}</p>
                ) : (
                  <ul className="space-y-1">
                    {row.places.map((place) =>
                      place.type === 'page' ? (
                        <li key={place.route.path}>
                          <Link href={place.route.path} className={linkClass}>
                            {place.route.title}
                          </Link>
                        </li>
                      ) : (
                        <li key={place.page.route.path}>
                          <Link href={place.page.route.path} className={linkClass}>
                            {place.page.heading}
                          </Link>
                          <span className="text-muted">{T.filingCount(place.count)}</span>
                        </li>
                      ),
                    )}
                  </ul>
                )}
                {row.empty && row.notApplicable === null ? (
                  <p className="text-muted">{T.nothingYet}</p>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-ink">
                {row.updatedAt ? (
                  <time dateTime={row.updatedAt}>{indiaDate(row.updatedAt)}</time>
                ) : (
                  T.noDate
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
