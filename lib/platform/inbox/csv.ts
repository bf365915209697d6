/**
 * CSV for spreadsheets: RFC 4180 quoting, UTF-8 with a byte-order mark (so Excel reads Indian
 * names and ₹ correctly), and formula injection neutralised: a cell starting with = + - @ or a
 * control character is prefixed with an apostrophe so no spreadsheet runs it.
 *
 * A spreadsheet in a locale whose list separator is `;` (much of Europe) splits an unquoted cell
 * at each `;`, and a reader that ignores quotes splits at `,` too: so a cell with a `;` is quoted,
 * and each part after a `;` or `,` that starts like a formula is guarded as a cell's start is.
 * So is each line of a cell with line breaks: a reader that ignores quotes starts a row there.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([;,\r\n] *)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
}

/** One column of a CSV export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** The whole CSV of `rows` at once (small exports, tests). */
export const csvOf = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );

/**
 * The CSV of every row `batches` yields, written as the batches arrive (lib/platform/inbox/batches.ts), so
 * an export of any size is neither held in memory nor cut short. A database failure part-way
 * ends the download with an error, which browsers show as a failed download.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((c) => c.header))}`));
    },
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) {
        controller.close();
        return;
      }
      const text = value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function csvResponse(filename: string, body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
