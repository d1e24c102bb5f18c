// The paging every queue of the operations console shares: a page number and size in the query
// (oldest first, so the page a desk works from stays put while new items join at the end), and
// the total beside the page's items so the list can say "26–50 of 312". Used by
// logistics-desk.ts and leads-oversight.ts; the API reads it in api/src/logistics/desk.ts and
// api/src/leads/oversight.ts.
import { number, object } from 'yup';

export const OPS_MAX_PAGE_SIZE = 100;
export const OPS_DEFAULT_PAGE_SIZE = 25;

/** `page` (from 1) and `pageSize` (1–100, 25 unless asked). */
export const pageQuerySchema = object({
  page: number().typeError('page must be a whole number').integer('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: number()
    .typeError('pageSize must be a whole number')
    .integer('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(OPS_MAX_PAGE_SIZE, `pageSize must be at most ${OPS_MAX_PAGE_SIZE}`)
    .default(OPS_DEFAULT_PAGE_SIZE),
});

/** Where the page stands in the whole filtered list. */
export const pageInfoSchema = object({
  page: number().integer().defined(),
  pageSize: number().integer().defined(),
  total: number().integer().defined(),
});
