import { texts } from './texts';

/** "2026-03" → "Mar 26" (in Hindi "मार्च 26"), in the current language. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const index = Number(number);
  const name = index >= 1 && index <= 12 ? texts.t(`months.m${index as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`) : month;
  return `${name} ${String(year).slice(2)}`;
}
