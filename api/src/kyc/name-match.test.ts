import { describe, expect, it } from 'vitest';
import { namesMatch } from './name-match.ts';

describe('namesMatch', () => {
  it('ignores case, order, punctuation and titles', () => {
    expect(namesMatch('PATIL GANESH', 'Ganesh Patil')).toBe(true);
    expect(namesMatch('Shri. Ganesh  Patil', 'ganesh patil')).toBe(true);
  });
  it('allows a dropped middle name but not a different person', () => {
    expect(namesMatch('Ganesh Ramchandra Patil', 'Ganesh Patil')).toBe(true);
    expect(namesMatch('Ramesh Kumar Yadav', 'Ganesh Patil')).toBe(false);
    expect(namesMatch('Ganesh Kulkarni', 'Ganesh Patil')).toBe(false);
  });
  it('does not let one shared word pass', () => {
    expect(namesMatch('Ganesh', 'Ganesh Patil')).toBe(false);
    expect(namesMatch('Ganesh', 'Ganesh')).toBe(true);
    expect(namesMatch('', 'Ganesh')).toBe(false);
  });
});
