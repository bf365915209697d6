import type { ReactNode } from 'react';

/**
 * A plain staff list (no filters or pages; the inboxes use InboxTable): a table with a caption
 * for screen readers, one header per column and one cell per column and row, or the empty text.
 */
export function ListTable<Row extends { id: string }>(props: {
  caption: string;
  headers: readonly string[];
  empty: string;
  rows: readonly Row[];
  cells: (row: Row) => ReactNode[];
}) {
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  return (
    // Relative, so the screen-reader-only caption is clipped inside the scroll box too (an
    // absolutely placed caption would otherwise widen the page on a phone).
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            {props.headers.map((header) => (
              <th key={header} scope="col" className="p-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              {props.cells(row).map((cell, i) => (
                <td key={i} className="p-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
