import { STAFF_DASHBOARD_TEXT } from '@/content/staff-dashboard';

const T = STAFF_DASHBOARD_TEXT.traffic;

/** A row of the table: what was counted, and how often. */
export interface Tally {
  label: string;
  count: number;
}

/** Counts by what was counted (top pages, browsers), largest first, as the caller gives them. */
export function TallyTable({
  caption,
  rows,
  unit,
  countHeader = T.views,
}: {
  caption: string;
  rows: readonly Tally[];
  unit: string;
  /** The count column's header (page views by default). */
  countHeader?: string;
}) {
  return (
    <table className="w-full border-collapse rounded-lg bg-white text-left text-sm">
      <caption className="p-2 text-left font-semibold">{caption}</caption>
      <thead className="border-b border-slate-300">
        <tr>
          <th scope="col" className="p-2">
            {unit}
          </th>
          <th scope="col" className="p-2 text-right">
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="p-2">
              {T.empty}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.label} className="border-b border-slate-200">
              <td className="p-2 break-all">{r.label}</td>
              <td className="p-2 text-right">{r.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
