import type { ComponentProps, ReactNode } from 'react';
import { HandledButton } from '@/components/inbox/handled-button';
import { InboxFilters } from '@/components/inbox/inbox-filters';
import { Pagination } from '@/components/inbox/pagination';
import { Notice } from '@/components/inbox/row-button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { filterQuery, PAGE_SIZE, type InboxFilter } from '@/lib/platform/inbox/filters';
import { cellText, pageColumns, type InboxColumn } from '@/lib/platform/inbox/columns';
import { TableScroller } from '@/components/ui/table-scroller';
import { CARD_CELL, CARD_HEAD, CARD_ROW, CARD_TABLE } from '@/components/inbox/cards';

/** How the page draws one of its inbox's columns (lib/<domain>/columns.ts) richer than text. */
export interface PageCell<Row> {
  /** Classes added to this column's cells, e.g. to keep line breaks of a message. */
  className?: string;
  cell?: (row: Row) => ReactNode;
}

/** The cells a page draws itself for an inbox's columns (lib/<domain>/columns.ts), by key. */
export type PageCells<Columns> = Columns extends readonly InboxColumn<infer Row, infer Key>[]
  ? Partial<Record<Key, PageCell<Row>>>
  : never;

/** A column of the page only, after the inbox's own: row buttons (header for screen readers). */
export interface ActionColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface TableColumn<Row> {
  header: string;
  hiddenHeader: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

function tableColumns<Row, Key extends string>(
  columns: readonly InboxColumn<Row, Key>[],
  cells: Partial<Record<Key, PageCell<Row>>>,
  actions: readonly ActionColumn<Row>[],
): TableColumn<Row>[] {
  return [
    ...pageColumns(columns).map((column) => {
      const page: PageCell<Row> = cells[column.key] ?? {};
      return {
        header: column.header,
        hiddenHeader: false,
        className: page.className,
        cell: page.cell ?? ((row: Row) => cellText(column, row)),
      };
    }),
    ...actions.map((action) => ({ ...action, hiddenHeader: true })),
  ];
}

/** The words of one inbox (from `content/staff.ts`). */
export interface InboxText {
  title: string;
  caption: string;
  empty: string;
  /** A line under the heading with something staff should know about this inbox. */
  notice?: string;
}

const cellClass = (extra?: string) => `p-2 align-top ${CARD_CELL}${extra ? ` ${extra}` : ''}`;

type FilterOptions = Omit<ComponentProps<typeof InboxFilters>, 'filter' | 'exportHref'>;

/**
 * A staff inbox page: heading, filters with the CSV export link, one page of rows, pagination.
 * `path` is the page's own URL (pagination links) and `exportPath` the CSV route; both receive the
 * current filter's query string.
 */
export function InboxTable<Row extends { id: string }, Key extends string>(props: {
  text: InboxText;
  path: string;
  /** The CSV export route; none for an inbox without an export. */
  exportPath?: string;
  /** The outcome of the last row action, announced to screen readers. */
  status?: string | null;
  filter: InboxFilter;
  filterOptions?: FilterOptions;
  /** The inbox's columns, which its CSV export shares. */
  columns: readonly InboxColumn<Row, Key>[];
  /** Cells the page draws itself, by column key. */
  cells?: Partial<Record<Key, PageCell<Row>>>;
  actions?: readonly ActionColumn<Row>[];
  /** Rows staff mark handled: a "Mark handled" / "Reopen" button after the other columns. */
  handled?: HandledOptions<Row>;
  rows: Row[];
  total: number;
}) {
  const { text, filter } = props;
  const actions = [...(props.actions ?? [])];
  if (props.handled) actions.push(handledAction(props.handled));
  const columns = tableColumns(props.columns, props.cells ?? {}, actions);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
      {text.notice ? <p className="text-sm text-muted">{text.notice}</p> : null}
      {props.status !== undefined ? <Notice text={props.status} /> : null}
      <InboxFilters
        {...props.filterOptions}
        filter={filter}
        exportHref={
          props.exportPath ? `${props.exportPath}${filterQuery({ ...filter, page: 1 })}` : undefined
        }
      />
      {/* On a phone each row is a card (components/inbox/cards.ts); wider, a table that scrolls
          on its own if it must, never the page. */}
      <TableScroller label={text.caption}>
        <table className={`w-full border-collapse bg-white text-left text-sm ${CARD_TABLE}`}>
          <caption className="sr-only">{text.caption}</caption>
          <thead className={`border-b border-slate-300 ${CARD_HEAD}`}>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="p-2">
                  {column.hiddenHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-4 text-center max-md:block">
                  {text.empty}
                </td>
              </tr>
            ) : (
              props.rows.map((row) => (
                <tr key={row.id} className={`border-b border-slate-200 ${CARD_ROW}`}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      data-label={column.hiddenHeader ? undefined : column.header}
                      className={cellClass(column.className)}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroller>
      <Pagination
        page={filter.page}
        total={props.total}
        pageSize={PAGE_SIZE}
        href={(page) => `${props.path}${filterQuery(filter, { page })}`}
      />
    </>
  );
}

/** The row button of an inbox whose rows staff mark handled. */
interface HandledOptions<Row> {
  /** Names a row to screen readers. */
  label: (row: Row) => string;
  /** The inbox's own action that marks its rows (its route's actions.ts). */
  action: (form: FormData) => Promise<void>;
}

/** The button column of an inbox whose rows staff mark handled. */
function handledAction<Row extends { id: string; handledAt?: string | null }>(
  options: HandledOptions<Row>,
): ActionColumn<Row> {
  return {
    header: STAFF_INBOX_TEXT.action,
    cell: (row) => (
      <HandledButton
        id={row.id}
        handled={row.handledAt != null}
        label={options.label(row)}
        action={options.action}
      />
    ),
  };
}
