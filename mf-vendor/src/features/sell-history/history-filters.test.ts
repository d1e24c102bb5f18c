import { describe, expect, it } from 'vitest';
import { csvRowCount, filterErrors, filtersOf, pageOf, pageSizeOf, queryFor } from './history-filters';

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

describe('the exported CSV', () => {
  it('counts its rows, not its header, nor a line break inside a quoted cell', () => {
    expect(csvRowCount('Date,Customer\r\n')).toBe(0);
    expect(csvRowCount('Date,Customer\r\n2026-11-23,Aarav Gupta\r\n2026-11-22,"Meena, Iyer"\r\n')).toBe(2);
    expect(csvRowCount('Date,Customer\r\n2026-11-23,"Aarav\r\nGupta"\r\n2026-11-22,"say ""hi"""\r\n')).toBe(2);
    expect(csvRowCount('')).toBe(0);
  });
});
