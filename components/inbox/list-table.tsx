import type { ReactNode } from 'react';
import { TableScroller } from '@/components/ui/table-scroller';
import { CARD_CELL, CARD_HEAD, CARD_ROW, CARD_TABLE } from '@/components/inbox/cards';

/** The words of a plain staff list page: its heading, lead, table caption, columns and empty text. */
export interface ListPageText {
  title: string;
  lead: string;
  caption: string;
  columns: Record<string, string>;
  empty: string;
}

interface ListProps<Row> {
  text: ListPageText;
  rows: readonly Row[];
  cells: (row: Row) => ReactNode[];
}

/**
 * A plain staff list page (no filters or pages; the inboxes use InboxTable): its heading and lead,
 * an optional notice, then a table with a caption for screen readers, one header per column and
 * one cell per column and row, or the empty text.
 */
export function ListPage<Row extends { id: string }>({
  notice,
  ...props
}: ListProps<Row> & { notice?: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{props.text.title}</h1>
      <p>{props.text.lead}</p>
      {notice}
      <ListTable {...props} />
    </div>
  );
}

/** The table of ListPage (or its empty text), for a list inside a page of its own. */
export function ListTable<Row extends { id: string }>({ text, rows, cells }: ListProps<Row>) {
  if (rows.length === 0) return <p>{text.empty}</p>;
  const headers = Object.values(text.columns);
  // On a phone each row is a card (components/inbox/cards.ts).
  return (
    <TableScroller label={text.caption}>
      <table className={`w-full border-collapse text-sm ${CARD_TABLE}`}>
        <caption className="sr-only">{text.caption}</caption>
        <thead className={CARD_HEAD}>
          <tr className="border-b border-slate-300 text-left">
            {Object.values(text.columns).map((header) => (
              <th key={header} scope="col" className="p-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`border-b border-slate-200 ${CARD_ROW}`}>
              {cells(row).map((cell, i) => (
                <td
                  key={i}
                  data-label={headers[i] || undefined}
                  className={`p-2 align-top ${CARD_CELL}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
