// A partner shop's loan sales (docs/spec/product.md §7 vendor group;
// docs/decisions/011-vendor-selling-endpoints.md): `GET /api/vendor-all-loans` (filters, search,
// paging, the whole filtered list for a CSV export) and `GET /api/get-single-loan/:id`. A sale is a lead whose shop is this shop (its code in shop_id):
// filed at the counter or made through the shop's link. Every query is bound to the signed-in
// shop's code, so another shop's id is not found (404), exactly like an id that does not exist.
// Credit cards have their own history and details (`/card/get-card-history`,
// `/card/get-card-detail/:id`) over the same queries, and the catalogue `/card/get-cards`.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  isSaleDocumentKind,
  MAX_SALE_DOCUMENT_BYTES,
  SALE_DOCUMENT_LABELS,
  saleDocumentsFor,
  type SaleDocumentKind,
  bankOfCard,
  CARD_BANKS,
  CARD_CATALOGUE,
  CARD_PRODUCTS,
  cardById,
  SELL_HISTORY_EXPORT_LIMIT,
  sellHistoryQuerySchema,
  sellingProductLabel,
  type SellHistoryQuery,
} from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, multipartBody, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { LeadRow } from '../leads/lifecycle.ts';
import { leadSummaryOf } from '../leads/queries.ts';
import { maskPan } from '../security/pii.ts';
import { currentVendor, type VendorRow } from '../vendor/current-vendor.ts';

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
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

type SaleRow = LeadRow & { total: string | number; filed_by_vendor: string | null };

function saleOf(row: SaleRow) {
  return { ...leadSummaryOf(row), productSlug: row.product, counterSale: row.filed_by_vendor !== null };
}

export async function vendorSalesOf(db: Queryable, vendor: VendorRow, query: SellHistoryQuery, kind: SaleKind) {
  const all = query.all === 'true';
  const limit = all ? SELL_HISTORY_EXPORT_LIMIT : query.pageSize;
  const offset = all ? 0 : (query.page - 1) * query.pageSize;
  const q = query.q.trim();
  const digits = q.replace(/\D/g, '');
  const { rows } = await db.query<SaleRow>(
    `SELECT l.*, p.filed_by_vendor, count(*) OVER () AS total
       FROM leads l LEFT JOIN product_applications p ON p.id = l.id
      WHERE upper(l.shop_id) = $1 AND ${kindCondition(kind, 'l.product')}
        AND ($2 = '' OR l.status = $2)
        AND (cardinality($3::text[]) = 0 OR l.product = ANY($3::text[]))
        AND ($4::timestamptz IS NULL OR l.created_at >= $4::timestamptz)
        AND ($5::timestamptz IS NULL OR l.created_at < $5::timestamptz)
        AND ($6 = '' OR l.customer_name ILIKE '%' || $6 || '%' OR ($7 <> '' AND l.mobile LIKE '%' || $7 || '%'))
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT $8 OFFSET $9`,
    [
      vendor.referral_code.toUpperCase(),
      query.status,
      query.product ? productsMatching(query.product) : [],
      query.from ? indianMidnight(query.from) : null,
      query.to ? indianMidnight(query.to, 1) : null,
      likeEscaped(q),
      digits.length >= 3 ? digits : '',
      limit,
      offset,
    ],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // A page past the end: say how many there are, so the page can offer the last one.
    const { rows: counted } = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM leads WHERE upper(shop_id) = $1 AND ${kindCondition(kind, 'product')}`,
      [vendor.referral_code.toUpperCase()],
    );
    total = Math.min(total, Number(counted[0]?.n ?? 0));
  }
  return { items: rows.map(saleOf), total, page: all ? 1 : query.page, pageSize: all ? rows.length : query.pageSize };
}

/** One of this shop's sales, or nothing (another shop's id, a card, a malformed id). */
async function saleOr404(db: Queryable, vendor: VendorRow, id: string, kind: SaleKind): Promise<SaleRow> {
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
interface CustomerDetails {
  counterSale: boolean;
  endpoint?: string;
  customer: { fullName: string; mobile: string; email: string | null; pincode: string; city: string | null } | null;
  answers: Record<string, unknown>;
}

async function customerDetailsOf(ctx: AppContext, sale: SaleRow, vendor: VendorRow): Promise<CustomerDetails> {
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
async function documentsOf(db: Queryable, sale: SaleRow) {
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

const DOCUMENT_TYPES: Record<string, 'pdf' | 'jpg' | 'png'> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export function vendorSellingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const histories = [
    {
      kind: 'loan',
      list: '/api/vendor-all-loans',
      detail: '/api/get-single-loan/:id',
      what: 'loan and insurance sales',
      listed: 'Loans fetched successfully',
      one: 'Loan fetched successfully',
    },
    {
      kind: 'card',
      list: '/card/get-card-history',
      detail: '/card/get-card-detail/:id',
      what: 'credit card applications',
      listed: 'Card history fetched successfully',
      one: 'Card application fetched successfully',
    },
  ] as const;

  for (const h of histories) {
    app.get(
      h.list,
      {
        schema: {
          tags: ['vendor'],
          summary: `The shop's ${h.what}, newest first`,
          description:
            'Filters: `status` (a lead status), `product` (a product slug), `from`/`to` (days in India, inclusive), `q` (name, or 3+ digits of the mobile). ' +
            'Paging: `page`, `pageSize` (10, 25 or 50). `all=true` answers every match (up to 5000) for a CSV export.',
          security,
          querystring: jsonSchemaOf(sellHistoryQuerySchema),
          response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
        },
      },
      async (request) => {
        const vendor = await currentVendor(ctx, request);
        const query = await parseBody(sellHistoryQuerySchema, request.query ?? {});
        return { success: true, message: h.listed, data: await vendorSalesOf(db, vendor, query, h.kind) };
      },
    );

    app.get(
      h.detail,
      {
        schema: {
          tags: ['vendor'],
          summary: `One of the shop's ${h.what}: the customer, the answers given, where it stands`,
          description: "Another shop's id answers 404, as an id that does not exist. The timeline is GET /api/get-status-history/:id.",
          security,
          params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
          response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
        },
      },
      async (request) => {
        const vendor = await currentVendor(ctx, request);
        const sale = await saleOr404(db, vendor, (request.params as { id: string }).id, h.kind);
        const details = await customerDetailsOf(ctx, sale, vendor);
        const card = typeof details.answers.cardId === 'string' ? cardById(details.answers.cardId) : undefined;
        return {
          success: true,
          message: h.one,
          data: {
            ...saleOf(sale),
            ...details,
            ...(await documentsOf(db, sale)),
            productLabel: sellingProductLabel(sale.product),
            ...(card ? { card: { ...card, bankName: bankOfCard(card.bank).name } } : {}),
          },
        };
      },
    );
  }

  app.put(
    '/api/pendency-docs/:loanId',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "Documents one of the shop's sales still needs (multipart; PDF, JPG or PNG by content, at most 5 MB each): one as `kind` then the file as `document`, " +
          'or several at once, each file under its kind as the field name (`pan`, `aadhaar`, …)',
        description:
          "Answers the sale's documents, uploaded and pending. Another shop's sale answers 404. A new file of a kind replaces the old one. " +
          'Several documents are checked first and stored together: one bad file stores none. The loan forms send what the shop attached right after filing.',
        security,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          extraFields: { kind: { type: 'string', enum: Object.keys(SALE_DOCUMENT_LABELS), description: 'The kind of the file sent as `document`.' } },
          files: {
            document: { description: 'One document, its kind in `kind`.' },
            ...Object.fromEntries(
              Object.entries(SALE_DOCUMENT_LABELS).map(([kind, label]) => [kind, { description: `${label} (only when the sale needs it).` }]),
            ),
          },
          description: `PDF, JPG or PNG by content, each at most ${MAX_SALE_DOCUMENT_BYTES / (1024 * 1024)} MB; at most as many files as the sale needs documents, each kind once.`,
        }),
        params: { type: 'object', properties: { loanId: { type: 'string' } }, required: ['loanId'] },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const loanId = (request.params as { loanId: string }).loanId;
      const sale = await saleOr404(db, vendor, loanId, 'loan').catch(() => saleOr404(db, vendor, loanId, 'card'));
      if (!request.isMultipart()) throw new ApiError(400, 'Send the document as multipart/form-data');
      const needed = saleDocumentsFor(sale.product);
      let namedKind = '';
      const received: { field: string; content: Buffer; name: string }[] = [];
      try {
        const parts = request.parts({ limits: { fileSize: MAX_SALE_DOCUMENT_BYTES, files: needed.length, fields: 2, parts: needed.length + 2 } });
        for await (const part of parts) {
          if (part.type === 'file') received.push({ field: part.fieldname, content: await part.toBuffer(), name: part.filename });
          else if (part.fieldname === 'kind' && typeof part.value === 'string') namedKind = part.value;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'Each document must be at most 5 MB', { fields: { document: 'At most 5 MB' } });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw new ApiError(400, `This application needs at most ${needed.length} documents: send each once`);
        throw new ApiError(400, 'Send one document with its kind');
      }
      // `document` is the single upload of the sale page (its kind in `kind`); any other file's field names its kind.
      const documents = received.map((file) => ({ ...file, kind: file.field === 'document' ? namedKind : file.field }));
      if (documents.length === 0) throw new ApiError(400, 'Choose the file to upload', { fields: { document: 'Choose the file' } });
      const checked: { kind: SaleDocumentKind; content: Buffer; name: string; mime: string; extension: 'pdf' | 'jpg' | 'png' }[] = [];
      for (const doc of documents) {
        const field = doc.field === 'document' ? 'kind' : doc.field;
        if (!isSaleDocumentKind(doc.kind) || !needed.includes(doc.kind)) {
          throw new ApiError(400, 'Choose a document this application needs', { fields: { [field]: 'Choose a document from the list' } });
        }
        if (checked.some((c) => c.kind === doc.kind))
          throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]} was sent twice`, { fields: { [field]: 'Send each document once' } });
        const fileField = doc.field === 'document' ? 'document' : doc.field;
        if (doc.content.length === 0)
          throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]}: the file is empty`, { fields: { [fileField]: 'Choose the file' } });
        const type = await fileTypeFromBuffer(doc.content);
        const extension = type ? DOCUMENT_TYPES[type.mime] : undefined;
        if (!type || !extension)
          throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]} must be a PDF, JPG or PNG file`, { fields: { [fileField]: 'Only PDF, JPG or PNG' } });
        checked.push({ kind: doc.kind, content: doc.content, name: doc.name, mime: type.mime, extension });
      }
      const stored: string[] = [];
      let replaced: string[];
      try {
        for (const doc of checked) stored.push(await ctx.files.put(doc.content, doc.extension));
        const now = ctx.clock.now();
        replaced = await db.transaction(async (tx) => {
          const old: string[] = [];
          for (const [index, doc] of checked.entries()) {
            const previous = await tx.query<{ storage_key: string }>('DELETE FROM sale_documents WHERE lead_id = $1 AND kind = $2 RETURNING storage_key', [
              sale.id,
              doc.kind,
            ]);
            old.push(...previous.rows.map((row) => row.storage_key));
            const fileName = doc.name.replace(/[^\w .()-]/g, '_').slice(0, 120) || `${doc.kind}.${doc.extension}`;
            await tx.query(
              `INSERT INTO sale_documents (id, lead_id, vendor_id, kind, storage_key, mime_type, size_bytes, file_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [randomUUID(), sale.id, vendor.id, doc.kind, stored[index], doc.mime, doc.content.length, fileName, now],
            );
          }
          return old;
        });
      } catch (error) {
        // Nothing was recorded: the files just written must not linger in storage.
        await Promise.all(stored.map((key) => ctx.files.remove(key).catch(() => undefined)));
        throw error;
      }
      await Promise.all(replaced.map((key) => ctx.files.remove(key)));
      const message = checked.length === 1 ? `${SALE_DOCUMENT_LABELS[checked[0]!.kind]} uploaded` : `${checked.length} documents uploaded`;
      return { success: true, message, data: await documentsOf(db, sale) };
    },
  );

  app.get(
    '/card/get-cards',
    {
      schema: {
        tags: ['cards'],
        summary: 'The credit cards on offer: fees (rupees, GST extra), rewards and eligibility, by bank',
        response: { 200: successEnvelope({ data: anyObject }) },
      },
    },
    async () => ({ success: true, message: 'Cards fetched successfully', data: { banks: CARD_BANKS, cards: CARD_CATALOGUE } }),
  );
}
