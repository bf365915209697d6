import { STAFF_CSV_HEADERS, STAFF_INBOX_TEXT } from '@/content/staff';
import type { CsvColumn } from './csv';
import { staffDate } from './format';
import type { HandledFields } from './inbox';

/**
 * One column of an inbox, declared once for its page (components/inbox/inbox-table.tsx) and its
 * CSV export (lib/platform/inbox/export-route.ts). A page column may stand for several CSV columns (the
 * page's "From" is the CSV's name, mobile, e-mail, city and pincode); a column without `header`
 * is in the CSV only, one without `csv` on the page only.
 */
export interface InboxColumn<Row, Key extends string = string> {
  /** Names the column for a page that draws its cell itself (InboxTable's `cells`). */
  key: Key;
  /** The header above the page's column (words from content/); none: the CSV only. */
  header?: string;
  /** The page cell as plain text; by default the CSV values, a date as staff read it. */
  text?: (row: Row) => string;
  /** The CSV columns this column fills, in order; none: the page only. */
  csv?: readonly CsvColumn<Row>[];
}

/** Declares an inbox's columns, keeping their keys for the page's `cells`. */
export const inboxColumns =
  <Row>() =>
  <const Key extends string>(columns: readonly InboxColumn<Row, Key>[]) =>
    columns;

/** A CSV column: its header (content/staff.ts's STAFF_CSV_HEADERS) and value. */
export const csv = <Row>(
  header: keyof typeof STAFF_CSV_HEADERS,
  value: (row: Row) => unknown,
): CsvColumn<Row> => ({ header: STAFF_CSV_HEADERS[header], value });

/** A date column: staff read it in IST on the page, the CSV keeps the exact ISO time. */
export const dateColumn = <Row, Key extends string>(
  key: Key,
  header: string,
  csvHeader: keyof typeof STAFF_CSV_HEADERS,
  value: (row: Row) => string,
): InboxColumn<Row, Key> => ({
  key,
  header,
  text: (row) => staffDate(value(row)),
  csv: [csv(csvHeader, value)],
});

/** The CSV columns of an inbox, in order. */
export const csvColumns = <Row>(columns: readonly InboxColumn<Row>[]): CsvColumn<Row>[] =>
  columns.flatMap((column) => column.csv ?? []);

/** The columns an inbox's page shows, in order. */
export const pageColumns = <Row, Key extends string>(columns: readonly InboxColumn<Row, Key>[]) =>
  columns.filter((column): column is InboxColumn<Row, Key> & { header: string } =>
    Boolean(column.header),
  );

/** The page's plain text of a cell. */
export const cellText = <Row>(column: InboxColumn<Row>, row: Row): string =>
  column.text
    ? column.text(row)
    : (column.csv ?? [])
        .map((c) => c.value(row))
        .filter((value) => value !== null && value !== undefined && value !== '')
        .join(' ');

/** "Open" or "Handled by …" on the page; when and by whom in the CSV. */
export const handledColumn = <Row extends HandledFields>(): InboxColumn<Row, 'status'> => ({
  key: 'status',
  header: STAFF_INBOX_TEXT.status,
  text: (row) =>
    row.handledAt ? STAFF_INBOX_TEXT.handledBy(row.handledBy) : STAFF_INBOX_TEXT.open,
  csv: [csv('handledAt', (row) => row.handledAt), csv('handledBy', (row) => row.handledBy)],
});

interface Customer {
  name: string;
  mobile: string;
  email: string;
  pincode: string;
  address?: string;
}

/**
 * Who the row is from (the after-sales inboxes): the page shows the contact cell, the CSV its
 * name, mobile, e-mail, address (where the row has one) and pincode.
 */
export const customerColumn = <Row extends Customer>(
  header: string,
  withAddress = false,
): InboxColumn<Row, 'customer'> => ({
  key: 'customer',
  header,
  csv: [
    csv('name', (r) => r.name),
    csv('mobile', (r) => r.mobile),
    csv('email', (r) => r.email),
    ...(withAddress ? [csv<Row>('address', (r) => r.address)] : []),
    csv('pincode', (r) => r.pincode),
  ],
});
