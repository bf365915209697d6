import { CsvSyntaxError, readCsv } from './csv-read';

describe('readCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and line breaks inside quotes, with line numbers', () => {
    const text = '\uFEFFname,address\r\n"Sharma, Sons","Shop 4\nMain ""Road"""\r\n\r\nB,C\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['name', 'address'] },
      { line: 2, cells: ['Sharma, Sons', 'Shop 4\nMain "Road"'] },
      { line: 5, cells: ['B', 'C'] },
    ]);
  });

  it('keeps a last record without a line end, and refuses an unclosed quote', () => {
    expect(readCsv('a,b\nc,')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', ''] },
    ]);
    expect(() => readCsv('a\n"b')).toThrow(CsvSyntaxError);
  });
});
