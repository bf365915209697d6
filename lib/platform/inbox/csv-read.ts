/**
 * Reads a CSV file (RFC 4180: commas, double-quoted fields with "" inside, CRLF or LF line ends,
 * line breaks inside quotes) into records, each with the line number it starts on, so that an
 * import can name the lines it refuses. A byte-order mark is dropped; blank lines are skipped.
 * The writing half is ./csv.ts.
 */
export interface CsvRecord {
  /** The file's line (1 = the first) where this record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {}

export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (quoted) throw new CsvSyntaxError('unclosed quote');
  if (cell !== '' || cells.length) endRecord();
  return records;
}

/** Why an uploaded file is no CSV at all: not UTF-8 text, or a quote left open. */
export type CsvFileProblem = 'not-text' | 'malformed';

/** An uploaded file's records (a staff import), or why it cannot be read as CSV. */
export function readCsvFile(bytes: Uint8Array): CsvRecord[] | CsvFileProblem {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-text';
  }
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return 'malformed';
    throw error;
  }
}
