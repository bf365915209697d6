import type { ComponentProps, ReactNode } from 'react';
import { HandledButton } from '@/components/staff/handled-button';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { Pagination } from '@/components/staff/pagination';
import { Notice } from '@/components/staff/row-button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { filterQuery, type InboxFilter } from '@/lib/staff/filters';
import type { HandledEntity } from '@/lib/staff/handled';

/** One column of an inbox table: its header and how a row fills its cell. */
export interface InboxColumn<Row> {
  header: string;
  /** The header is for screen readers only (a column of row buttons). */
  hiddenHeader?: boolean;
  /** Classes added to this column's cells, e.g. to keep line breaks of a message. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The words of one inbox (from `content/staff.ts`). */
export interface InboxText {
  title: string;
  caption: string;
  empty: string;
  /** A line under the heading with something staff should know about this inbox. */
  notice?: string;
}

const cellClass = (extra?: string) => (extra ? `p-2 align-top ${extra}` : 'p-2 align-top');

type FilterOptions = Omit<ComponentProps<typeof InboxFilters>, 'filter' | 'exportHref'>;

/**
 * A staff inbox page: heading, filters with the CSV export link, one page of rows, pagination.
 * `path` is the page's own URL (pagination links) and `exportPath` the CSV route; both receive the
 * current filter's query string.
 */
export function InboxTable<Row extends { id: string }>(props: {
  text: InboxText;
  path: string;
  /** The CSV export route; none for an inbox without an export. */
  exportPath?: string;
  /** The outcome of the last row action, announced to screen readers. */
  status?: string | null;
  filter: InboxFilter;
  filterOptions?: FilterOptions;
  columns: InboxColumn<Row>[];
  rows: Row[];
  total: number;
}) {
  const { text, filter, columns } = props;
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
      {/* Wider than a phone: the table scrolls on its own, the page does not (relative, so the
          screen-reader-only headers are positioned, and clipped, inside it too). */}
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">{text.caption}</caption>
          <thead className="border-b border-slate-300">
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
                <td colSpan={columns.length} className="p-4 text-center">
                  {text.empty}
                </td>
              </tr>
            ) : (
              props.rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination path={props.path} filter={filter} total={props.total} />
    </>
  );
}

type HandledRow = { id: string; handledAt: string | null; handledBy: string | null };

/**
 * The "Status" and button columns of an inbox whose rows staff mark handled; `label` names a
 * row to screen readers, `back` is the page to refresh afterwards.
 */
export function handledColumns<Row extends HandledRow>(options: {
  entity: HandledEntity;
  back: string;
  label: (row: Row) => string;
  action: (form: FormData) => Promise<void>;
}): InboxColumn<Row>[] {
  const T = STAFF_INBOX_TEXT;
  return [
    {
      header: T.status,
      cell: (row) => (row.handledAt ? T.handledBy(row.handledBy) : T.open),
    },
    {
      header: T.action,
      hiddenHeader: true,
      cell: (row) => (
        <HandledButton
          entity={options.entity}
          id={row.id}
          handled={row.handledAt !== null}
          back={options.back}
          label={options.label(row)}
          action={options.action}
        />
      ),
    },
  ];
}
