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

  // A spreadsheet set to a locale that separates with `;` (much of Europe) splits an unquoted
  // cell there, and a reader that ignores quotes splits at `,`: what follows must not run.
  it.each([
    ['Ravi;=1+2', `"Ravi;'=1+2"`],
    ['Ravi,=1+2', `"Ravi,'=1+2"`],
    ['Ravi; =1+2', `"Ravi; '=1+2"`],
    ['a;+91 98765 43210', `"a;'+91 98765 43210"`],
    ['a;-2+3', `"a;'-2+3"`],
    ['a;@SUM(A1)', `"a;'@SUM(A1)"`],
    ['a;\tcmd', `"a;'\tcmd"`],
    ['a;\rcmd', `"a;'\rcmd"`],
    ['=1;=2', `"'=1;'=2"`],
    // A line break inside a quoted cell: a reader that ignores quotes starts a new row there.
    ['note\n=HYPERLINK("http://evil")', `"note\n'=HYPERLINK(""http://evil"")"`],
    ['note\r\n+91 98765 43210', `"note\r\n'+91 98765 43210"`],
    ['note\n  @SUM(A1)', `"note\n  '@SUM(A1)"`],
    ['a\n-2+3\n=1', `"a\n'-2+3\n'=1"`],
  ])('guards a formula after a separator in %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes a cell with a semicolon, so no locale splits it', () => {
    expect(csvCell('Ravi;Pune')).toBe('"Ravi;Pune"');
    expect(csvCell('led-lights; cctv')).toBe('"led-lights; cctv"');
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Mohali, Punjab')).toBe('"Mohali, Punjab"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('Asha')).toBe('Asha');
    expect(csvCell('2+3=5')).toBe('2+3=5');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    expect(toCsv(['name', 'city'], [['Ānand', 'Chandigarh']])).toBe(
      '\uFEFFname,city\r\nĀnand,Chandigarh\r\n',
    );
  });
});
