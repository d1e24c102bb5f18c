// The cells every streamed CSV export writes (the audit log's, the sell history's): quoted when
// they must be, and what a spreadsheet would run as a formula defused.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-stream.ts';

describe('CSV cells', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Gupta, Aarav')).toBe('"Gupta, Aarav"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvCell(300000)).toBe('300000');
  });

  it('writes a name with markup as text and a formula a shop typed as text a spreadsheet will not run, one CRLF line a row', () => {
    expect(csvLine(['<img src=x onerror=alert(1)>', '=HYPERLINK("http://evil.example","Click")'])).toBe(
      '<img src=x onerror=alert(1)>,"\'=HYPERLINK(""http://evil.example"",""Click"")"\r\n',
    );
    expect(csvLine(['@SUM(A1)', '+91 98765', 'Meena, Iyer'])).toBe('\'@SUM(A1),\'+91 98765,"Meena, Iyer"\r\n');
  });
});
