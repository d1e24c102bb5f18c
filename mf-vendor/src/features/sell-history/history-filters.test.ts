import { describe, expect, it } from 'vitest';
import { csvCell, filterErrors, filtersOf, pageOf, pageSizeOf, queryFor, toCsv } from './history-filters';

describe('sell history filters in the URL', () => {
  it('reads what the URL holds and writes only what differs from the defaults', () => {
    const query = new URLSearchParams('status=new&q=%20aarav%20&page=3&pageSize=25&unknown=1');
    expect(filtersOf(query)).toEqual({ status: 'new', product: '', from: '', to: '', q: 'aarav' });
    expect(pageOf(query)).toBe(3);
    expect(pageSizeOf(query)).toBe(25);
    expect(queryFor(filtersOf(query), 3, 25).toString()).toBe('status=new&q=aarav&page=3&pageSize=25');
    expect(queryFor({ status: '', q: '' }).toString()).toBe('');
  });

  it('falls back to page 1 and 10 rows for nonsense', () => {
    const query = new URLSearchParams('page=-4&pageSize=7');
    expect(pageOf(query)).toBe(1);
    expect(pageSizeOf(query)).toBe(10);
    expect(pageOf(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('checks the filters with the shared rule', () => {
    const base = { status: '', product: '', from: '', to: '', q: '' };
    expect(filterErrors(base)).toBeUndefined();
    expect(filterErrors({ ...base, from: '2026-05-02', to: '2026-05-01' })).toEqual({ to: 'The end date must not be before the start date' });
    expect(filterErrors({ ...base, status: 'approved' })).toEqual({ status: 'Choose a status from the list' });
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Gupta, Aarav')).toBe('"Gupta, Aarav"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvCell(300000)).toBe('300000');
  });

  it('exports a name with markup as text and a formula a shop typed as text a spreadsheet will not run', () => {
    const csv = toCsv(
      ['Customer', 'City'],
      [
        ['<img src=x onerror=alert(1)>', '=HYPERLINK("http://evil.example","Click")'],
        ['@SUM(A1)', '+91 98765'],
      ],
    );
    expect(csv).toBe('Customer,City\r\n<img src=x onerror=alert(1)>,"\'=HYPERLINK(""http://evil.example"",""Click"")"\r\n\'@SUM(A1),\'+91 98765\r\n');
  });

  it('writes a header and one line per row, CRLF-terminated', () => {
    expect(
      toCsv(
        ['Date', 'Customer'],
        [
          ['2026-11-23', 'Aarav Gupta'],
          ['2026-11-22', 'Meena, Iyer'],
        ],
      ),
    ).toBe('Date,Customer\r\n2026-11-23,Aarav Gupta\r\n2026-11-22,"Meena, Iyer"\r\n');
  });
});
