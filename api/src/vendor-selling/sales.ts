// A partner shop's sales as its histories and details pages read them (docs/decisions/011): a sale
// is a lead whose shop is this shop (its code in shop_id), filed at the counter or made through
// the shop's link. Every query is bound to the shop's code, so another shop's id is not found
// (404), exactly like an id that does not exist.
import { CARD_PRODUCTS, SALE_DOCUMENT_LABELS, saleDocumentsFor, SELL_HISTORY_EXPORT_LIMIT, type SellHistoryQuery } from '@platform/shared/schemas';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { SELL_HISTORY_CSV_MAX_ROWS, type Sale, type SaleDetails } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { keysetCsvStream } from '../http/csv-stream.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { LeadRow } from '../leads/lifecycle.ts';
import { leadSummaryOf } from '../leads/queries.ts';
import { maskPan } from '../security/pii.ts';
import type { UserRow } from '../users.ts';
const IST_OFFSET_MS = 330 * 60_000;

/** Midnight in India at the start of `day` (YYYY-MM-DD), `plusDays` later. */
function indianMidnight(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 24 * 60 * 60_000 - IST_OFFSET_MS);
}

/** `%` and `_` typed into the search are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Products a filter value stands for: the education loan form's sales and the shop link's education enquiries. */
const productsMatching = (product: string) => (product === 'education-loan' ? ['education-loan', 'education loan'] : [product]);

/** Loans and insurance, or credit cards: which leads a history lists. */
export type SaleKind = 'loan' | 'card';
const kindCondition = (kind: SaleKind, column: string) => `${column} ${kind === 'card' ? '= ANY' : '<> ALL'}('{${CARD_PRODUCTS.join(',')}}'::text[])`;

export type SaleRow = LeadRow & { filed_by_vendor: string | null };

export function saleOf(row: SaleRow): Sale {
  return { ...leadSummaryOf(row), productSlug: row.product, counterSale: row.filed_by_vendor !== null };
}

/** The history's filters (its query without paging): the page and the CSV export take the same. */
export type SellHistoryFilters = Pick<SellHistoryQuery, 'status' | 'product' | 'from' | 'to' | 'q'>;

/**
 * The shop's sales matching the filters, as SQL over `l` with parameters $1 to $7: one text for the
 * page and the export, so the CSV carries exactly what the filters show.
 */
function salesMatching(vendor: UserRow, filters: SellHistoryFilters, kind: SaleKind) {
  const q = filters.q.trim();
  const digits = q.replace(/\D/g, '');
  return {
    where: `upper(l.shop_id) = $1 AND ${kindCondition(kind, 'l.product')}
        AND ($2 = '' OR l.status = $2)
        AND (cardinality($3::text[]) = 0 OR l.product = ANY($3::text[]))
        AND ($4::timestamptz IS NULL OR l.created_at >= $4::timestamptz)
        AND ($5::timestamptz IS NULL OR l.created_at < $5::timestamptz)
        AND ($6 = '' OR l.customer_name ILIKE '%' || $6 || '%' OR ($7 <> '' AND l.mobile LIKE '%' || $7 || '%'))`,
    params: [
      vendor.referral_code.toUpperCase(),
      filters.status,
      filters.product ? productsMatching(filters.product) : [],
      filters.from ? indianMidnight(filters.from) : null,
      filters.to ? indianMidnight(filters.to, 1) : null,
      likeEscaped(q),
      digits.length >= 3 ? digits : '',
    ],
  };
}

export async function vendorSalesOf(db: Queryable, vendor: UserRow, query: SellHistoryQuery, kind: SaleKind) {
  const all = query.all === 'true';
  const limit = all ? SELL_HISTORY_EXPORT_LIMIT : query.pageSize;
  const offset = all ? 0 : (query.page - 1) * query.pageSize;
  const matching = salesMatching(vendor, query, kind);
  // The page and the count, sent together: the page walks the shop's (upper(shop_id), created_at,
  // id) index to its offset and joins the product applications of its own rows only; the count
  // reads the leads alone. One statement with `count(*) OVER ()` joined and counted every match
  // (17,500 for a large shop: 63 ms a first page, and a sort on disk at page 200; bench:scale of
  // 2026-11-28).
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<SaleRow>(
      `SELECT l.*, p.filed_by_vendor
         FROM (SELECT l.* FROM leads l
                WHERE ${matching.where}
                ORDER BY l.created_at DESC, l.id DESC
                LIMIT $8 OFFSET $9) l
         LEFT JOIN product_applications p ON p.id = l.id
        ORDER BY l.created_at DESC, l.id DESC`,
      [...matching.params, limit, offset],
    ),
    db.query<{ n: string | number }>(`SELECT count(*) AS n FROM leads l WHERE ${matching.where}`, matching.params),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return { items: rows.map(saleOf), total, page: all ? 1 : query.page, pageSize: all ? rows.length : query.pageSize };
}

/** Rows one statement of the CSV export reads. */
export const SELL_HISTORY_CSV_BATCH = 1_000;

/** The columns the history's table shows, as the page's CSV always had them. */
const SALES_CSV_HEADER = ['Date', 'Customer', 'Mobile', 'Product', 'Amount (₹)', 'Status', 'Filed'];

type ExportedSale = LeadRow & { filed_by_vendor: string | null };

const salesCsvCells = (row: ExportedSale) => {
  const sale = leadSummaryOf(row);
  return [
    // The India day, as the filters' from and to read it.
    new Date(new Date(row.created_at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10),
    sale.customerName,
    sale.mobileMasked,
    sale.product,
    sale.amount,
    sale.statusLabel,
    row.filed_by_vendor !== null ? 'At the counter' : 'Through your link',
  ];
};

/**
 * One batch of the export in the history's order (newest first, the id breaking ties): the first,
 * or the one after the sale `afterId`, found again inside the statement so its time is compared
 * at the database's microseconds. Keyset, so each batch walks the shop's (upper(shop_id),
 * created_at, id) index from where the last stopped, whatever the depth.
 */
async function salesCsvBatch(db: Queryable, vendor: UserRow, filters: SellHistoryFilters, kind: SaleKind, afterId: string | undefined, limit: number) {
  const matching = salesMatching(vendor, filters, kind);
  const after = afterId === undefined ? '' : 'AND (l.created_at, l.id) < (SELECT last.created_at, last.id FROM leads last WHERE last.id = $9)';
  const { rows } = await db.query<ExportedSale>(
    `SELECT l.*, p.filed_by_vendor
       FROM leads l LEFT JOIN product_applications p ON p.id = l.id
      WHERE ${matching.where} ${after}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT $8`,
    [...matching.params, limit, ...(afterId === undefined ? [] : [afterId])],
  );
  return rows;
}

/** The history's CSV for these filters, streamed a batch at a time (http/csv-stream.ts), at most `max` rows. */
export function salesCsvStream(
  db: Queryable,
  vendor: UserRow,
  filters: SellHistoryFilters,
  kind: SaleKind,
  log: FastifyBaseLogger,
  max = SELL_HISTORY_CSV_MAX_ROWS,
): Promise<Readable> {
  return keysetCsvStream(
    {
      what: `${kind} sell history export`,
      header: SALES_CSV_HEADER,
      batch: (after, limit) => salesCsvBatch(db, vendor, filters, kind, after?.id, limit),
      cells: salesCsvCells,
      batchSize: SELL_HISTORY_CSV_BATCH,
      max,
    },
    log,
  );
}

/** One of this shop's sales, or nothing (another shop's id, a card, a malformed id). */
export async function saleOr404(db: Queryable, vendor: UserRow, id: string, kind: SaleKind): Promise<SaleRow> {
  const notFound = kind === 'card' ? 'Card application not found' : 'Loan not found';
  if (!isUuid(id)) throw new ApiError(404, notFound);
  const { rows } = await db.query<SaleRow>(
    `SELECT l.*, p.filed_by_vendor, 1 AS total FROM leads l LEFT JOIN product_applications p ON p.id = l.id
      WHERE l.id = $1 AND upper(l.shop_id) = $2 AND ${kindCondition(kind, 'l.product')}`,
    [id, vendor.referral_code.toUpperCase()],
  );
  if (!rows[0]) throw new ApiError(404, notFound);
  return rows[0];
}

interface ApplicationRow {
  full_name: string;
  mobile: string;
  email: string;
  pincode: string;
  city: string;
  endpoint: string;
  referred: string | null;
  details: Record<string, unknown>;
  details_sealed: string | null;
  filed_by_vendor: string | null;
}

/**
 * What the customer gave, for the shop's details page. A sale the shop filed itself shows the
 * mobile and email in full (the shop typed them); one that came through its link keeps them masked.
 * A PAN is never shown in full.
 */
type CustomerDetails = Pick<SaleDetails, 'counterSale' | 'endpoint' | 'customer' | 'answers'>;

export async function customerDetailsOf(ctx: AppContext, sale: SaleRow, vendor: UserRow): Promise<CustomerDetails> {
  if (sale.source === 'enquiry') {
    const { rows } = await ctx.db.query<{ username: string; email: string; pincode: string; address: string; loan_amount: string | null }>(
      'SELECT username, email, pincode, address, loan_amount FROM enquiries WHERE id = $1',
      [sale.id],
    );
    const row = rows[0];
    return {
      counterSale: false,
      customer: { fullName: sale.customer_name, mobile: leadSummaryOf(sale).mobileMasked, email: null, pincode: sale.pincode, city: null },
      answers: row ? { loanAmount: row.loan_amount === null ? null : Number(row.loan_amount) } : {},
    };
  }
  const { rows } = await ctx.db.query<ApplicationRow>(
    'SELECT full_name, mobile, email, pincode, city, endpoint, referred, details, details_sealed, filed_by_vendor FROM product_applications WHERE id = $1',
    [sale.id],
  );
  const row = rows[0];
  if (!row) return { counterSale: false, customer: null, answers: {} };
  const ours = row.filed_by_vendor === vendor.id;
  const opened = ours && row.details_sealed ? ctx.sealer.open<Record<string, unknown>>(row.details_sealed, `product_applications:${sale.id}`) : row.details;
  const answers = typeof opened.pan === 'string' ? { ...opened, pan: maskPan(opened.pan) } : opened;
  if (typeof answers.coApplicantPan === 'string') answers.coApplicantPan = maskPan(answers.coApplicantPan);
  return {
    counterSale: ours,
    endpoint: row.endpoint,
    customer: {
      fullName: row.full_name,
      mobile: ours ? row.mobile : leadSummaryOf(sale).mobileMasked,
      email: ours ? row.email : null,
      pincode: row.pincode,
      city: row.city,
    },
    answers,
  };
}

/** What the product needs, each uploaded or still pending. */
export async function saleDocumentsOf(db: Queryable, sale: SaleRow): Promise<Pick<SaleDetails, 'documents' | 'pendingDocuments'>> {
  const { rows } = await db.query<{ kind: string; file_name: string; created_at: Date | string }>(
    'SELECT kind, file_name, created_at FROM sale_documents WHERE lead_id = $1',
    [sale.id],
  );
  const uploaded = new Map(rows.map((row) => [row.kind, row]));
  const documents = saleDocumentsFor(sale.product).map((kind) => {
    const row = uploaded.get(kind);
    return {
      kind,
      label: SALE_DOCUMENT_LABELS[kind],
      uploaded: !!row,
      fileName: row?.file_name ?? null,
      uploadedAt: row ? new Date(row.created_at).toISOString() : null,
    };
  });
  return { documents, pendingDocuments: documents.filter((d) => !d.uploaded).length };
}
