// The sell history's filters, search and paging live in the page's URL (a shop can bookmark or
// share a view, and Back returns to it); the same words go to the API as its query. The CSV
// export (the API's, streamed) carries every row the filters match, in the columns the table shows.
import { SELL_HISTORY_PAGE_SIZES, sellHistoryQuerySchema } from '@platform/shared/schemas';
import { ValidationError } from 'yup';

export const FILTER_KEYS = ['status', 'product', 'from', 'to', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

export function filtersOf(query: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, query.get(key)?.trim() ?? ''])) as Filters;
}

export const pageOf = (query: URLSearchParams) => Math.max(1, Math.trunc(Number(query.get('page'))) || 1);
export const pageSizeOf = (query: URLSearchParams) => {
  const size = Number(query.get('pageSize'));
  return (SELL_HISTORY_PAGE_SIZES as readonly number[]).includes(size) ? size : SELL_HISTORY_PAGE_SIZES[0];
};

/** The URL for these filters: empty ones and the defaults left out; a new filter starts at page 1. */
export function queryFor(filters: Partial<Filters>, page = 1, pageSize: number = SELL_HISTORY_PAGE_SIZES[0]): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  if (pageSize !== SELL_HISTORY_PAGE_SIZES[0]) query.set('pageSize', String(pageSize));
  return query;
}

/** The shared rule's messages by field, or nothing when the filters are acceptable. */
export function filterErrors(filters: Filters): Partial<Record<FilterKey, string>> | undefined {
  try {
    sellHistoryQuerySchema.validateSync(filters, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<FilterKey, string>> = {};
    for (const item of error.inner.length ? error.inner : [error]) errors[item.path as FilterKey] ??= item.message;
    return errors;
  }
}

/**
 * The rows in a CSV (the header not counted): its CRLF line ends outside quoted cells, so a line
 * break inside a quoted cell does not count a row.
 */
export function csvRowCount(csv: string): number {
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < csv.length; i += 1) {
    if (csv[i] === '"') quoted = !quoted;
    else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') lines += 1;
  }
  return Math.max(0, lines - 1);
}

/** Offers `csv` as a file download (a UTF-8 mark first, so spreadsheets read ₹ and names right). */
export function downloadCsv(fileName: string, csv: Blob | string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
