import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Mohali, Punjab')).toBe('"Mohali, Punjab"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('Asha')).toBe('Asha');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    expect(toCsv(['name', 'city'], [['Ānand', 'Chandigarh']])).toBe(
      '\uFEFFname,city\r\nĀnand,Chandigarh\r\n',
    );
  });
});
