// A partner shop's loan and card sales (handlers: api/src/vendor-selling/routes.ts and
// api/src/vendor-selling/returning-customer.ts; docs/decisions/011-vendor-selling-endpoints.md): the two histories and a
// sale's details, the documents a sale still needs, the card catalogue, and asking a returning
// customer's consent (an OTP to their mobile) before the shop reads their saved details. The
// commission on sales is in ./vendor-selling-commissions.ts.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { CARD_BANKS, cardById, customerLookupSchema, otpOnlySchema, SALE_DOCUMENT_LABELS, sellHistoryQuerySchema, type CardBankSlug } from '../schemas';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, strings, successResponse, messageCodeFields } from './envelope';
import { leadSummarySchema, SAMPLE_LEAD } from './leads';

const idParams = object({ id: string().defined() });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const bankSlug = () =>
  mixed<CardBankSlug>()
    .oneOf(CARD_BANKS.map((bank) => bank.slug))
    .defined();

/** A sale in a history: the lead, its product's slug, and whether the shop filed it at the counter. */
export const saleSchema = leadSummarySchema.concat(object({ productSlug: string().defined(), counterSale: boolean().defined() }));
export type Sale = InferType<typeof saleSchema>;

const salesPageSchema = object({
  items: array(saleSchema.defined()).defined(),
  total: number().integer().min(0).defined(),
  page: number().integer().defined(),
  pageSize: number().integer().defined(),
});

export const creditCardSchema = object({
  id: string().defined(),
  bank: bankSlug(),
  name: string().defined(),
  /** Rupees, GST extra. */
  joiningFee: number().defined(),
  annualFee: number().defined(),
  feeWaiver: string().nullable().defined(),
  rewards: strings(),
  eligibility: object({
    minAge: number().defined(),
    maxAge: number().defined(),
    minMonthlyIncome: number().defined(),
    employment: array(mixed<'salaried' | 'self-employed'>().oneOf(['salaried', 'self-employed']).defined()).defined(),
  }).defined(),
});

export const saleDocumentSchema = object({
  kind: string().defined(),
  label: string().defined(),
  uploaded: boolean().defined(),
  fileName: string().nullable().defined(),
  uploadedAt: isoDateTime().nullable(),
});
const saleDocumentsSchema = object({ documents: array(saleDocumentSchema.defined()).defined(), pendingDocuments: number().integer().min(0).defined() });

export const saleDetailsSchema = saleSchema.concat(saleDocumentsSchema).concat(
  object({
    productLabel: string().defined(),
    /** The product form's endpoint (an application; an enquiry has none). */
    endpoint: string().optional(),
    /** Mobile and email in full only for a sale the shop filed itself. */
    customer: object({
      fullName: string().defined(),
      mobile: string().defined(),
      email: string().nullable().defined(),
      pincode: string().defined(),
      city: string().nullable().defined(),
    })
      .nullable()
      .defined(),
    /** What the customer answered on the form (a PAN masked). */
    answers: mixed<Record<string, unknown>>(isRecord).defined(),
    /** The card applied for (card sales). */
    card: creditCardSchema.concat(object({ bankName: string().defined() })).optional(),
  }),
);
export type SaleDetails = InferType<typeof saleDetailsSchema>;

const SALE = { ...SAMPLE_LEAD, source: 'application' as const, product: 'Personal loan', productSlug: 'personal-loan', shopID: 'DEMOSHOP', counterSale: true };
const SALE_DOCUMENTS = {
  documents: [
    { kind: 'pan', label: SALE_DOCUMENT_LABELS.pan, uploaded: true, fileName: 'pan.pdf', uploadedAt: '2026-11-20T10:05:00.000Z' },
    { kind: 'aadhaar', label: SALE_DOCUMENT_LABELS.aadhaar, uploaded: false, fileName: null, uploadedAt: null },
  ],
  pendingDocuments: 1,
};

const history = (kind: 'loan' | 'card', path: string, what: string, message: string) =>
  defineContract({
    operationId: kind === 'card' ? 'listShopCardSales' : 'listShopLoanSales',
    method: 'GET',
    path,
    summary: `The shop's ${what}, newest first. Filters: \`status\` (a lead status), \`product\` (a product slug), \`from\`/\`to\` (days in India, inclusive), \`q\` (name, or 3+ digits of the mobile); paging: \`page\`, \`pageSize\` (10, 25 or 50); \`all=true\` answers every match up to 5000 in one body (the streamed CSV is \`${path}/export\`)`,
    tag: 'vendor',
    callers: ['vendor'],
    query: sellHistoryQuerySchema,
    response: dataResponse(salesPageSchema),
    errors: [400, 401, 403],
    samples: [
      {
        name: 'The first page',
        request: { query: { page: '1', pageSize: '10' } },
        response: { success: true, message, data: { items: kind === 'loan' ? [SALE] : [], total: kind === 'loan' ? 1 : 0, page: 1, pageSize: 10 } },
      },
    ],
  });

const details = (kind: 'loan' | 'card', path: string, what: string, message: string) =>
  defineContract({
    operationId: kind === 'card' ? 'getShopCardSale' : 'getShopLoanSale',
    method: 'GET',
    path,
    summary: `One of the shop's ${what}: the customer, the answers given, the documents, where it stands (another shop's id answers 404, as an id that does not exist; the timeline is GET /api/get-status-history/:id)`,
    tag: 'vendor',
    callers: ['vendor'],
    params: idParams,
    response: dataResponse(saleDetailsSchema),
    errors: [401, 403, 404],
    samples: [
      {
        name: 'A sale filed at the counter',
        request: { params: { id: SALE.id } },
        response: {
          success: true,
          message,
          data: {
            ...SALE,
            ...SALE_DOCUMENTS,
            productLabel: 'Personal loan',
            endpoint: '/loans/personal-loans/submit',
            customer: { fullName: 'Amol Jadhav', mobile: '9822000107', email: 'amol.jadhav@example.com', pincode: '411001', city: 'Pune' },
            answers: { loanAmount: 500000, pan: 'XXXXXX234F' },
          },
        },
      },
    ],
  });

/**
 * The most rows a sell history's CSV holds. Streamed a batch at a time, the API's memory does not
 * grow with the file (decision 046): the bound is one spreadsheet sheet's (1,048,576 rows), far
 * past any shop's sales, where the JSON export (`all=true`) stops at SELL_HISTORY_EXPORT_LIMIT.
 */
export const SELL_HISTORY_CSV_MAX_ROWS = 1_000_000;

/** The history's filters, without paging: what its CSV export takes. */
const sellHistoryFilters = sellHistoryQuerySchema.pick(['status', 'product', 'from', 'to', 'q']);

const historyCsv = (kind: 'loan' | 'card', path: string, what: string) =>
  defineContract({
    operationId: kind === 'card' ? 'exportShopCardSales' : 'exportShopLoanSales',
    method: 'GET',
    path,
    summary: `The shop's ${what} matching the history's filters (\`status\`, \`product\`, \`from\`, \`to\`, \`q\`) as CSV, newest first, every match (at most ${SELL_HISTORY_CSV_MAX_ROWS.toLocaleString('en-US')})`,
    description:
      'Streamed as it is read. A failure before the first rows answers with an error status; a failure after them resets the connection, so the download fails rather than ending short as if complete.',
    tag: 'vendor',
    callers: ['vendor'],
    query: sellHistoryFilters,
    download: {
      description: `${kind === 'card' ? 'card' : 'loan'}-sales-<day>.csv: Date (UTC day received), Customer, Mobile (masked), Product, Amount (₹), Status, Filed (At the counter or Through your link), the columns the history shows`,
      types: ['text/csv'],
    },
    response: FILE_ANSWER,
    errors: [400, 401, 403],
    samples: [{ name: 'The new sales', request: { query: { status: 'new' } }, response: {} }],
  });

export const listLoanSales = history('loan', '/api/vendor-all-loans', 'loan and insurance sales', 'Loans fetched successfully');
export const getLoanSale = details('loan', '/api/get-single-loan/:id', 'loan and insurance sales', 'Loan fetched successfully');
export const listCardSales = history('card', '/card/get-card-history', 'credit card applications', 'Card history fetched successfully');
export const getCardSale = details('card', '/card/get-card-detail/:id', 'credit card applications', 'Card application fetched successfully');
export const exportLoanSales = historyCsv('loan', '/api/vendor-all-loans/export', 'loan and insurance sales');
export const exportCardSales = historyCsv('card', '/card/get-card-history/export', 'credit card applications');

export const MAX_SALE_DOCUMENT_MB = 5;

export const uploadSaleDocuments = defineContract({
  operationId: 'uploadSaleDocuments',
  method: 'PUT',
  path: '/api/pendency-docs/:loanId',
  summary:
    "Documents one of the shop's sales still needs (multipart; PDF, JPG or PNG by content, at most 5 MB each): one as `kind` then the file as `document`, " +
    'or several at once, each file under its kind as the field name (`pan`, `aadhaar`, …)',
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ loanId: string().defined() }),
  multipart: {
    // Documented here; the handler checks `kind` against what the sale needs, with its own words.
    fields: object({ kind: mixed<string>().oneOf(Object.keys(SALE_DOCUMENT_LABELS)).optional() }),
    files: {
      document: { description: 'One document, its kind in `kind`.' },
      ...Object.fromEntries(Object.entries(SALE_DOCUMENT_LABELS).map(([kind, label]) => [kind, { description: `${label} (only when the sale needs it).` }])),
    },
    description:
      `PDF, JPG or PNG by content, each at most ${MAX_SALE_DOCUMENT_MB} MB; at most as many files as the sale needs documents, each kind once. ` +
      "Another shop's sale answers 404. A new file of a kind replaces the old one. Of several documents, each is checked on its own: the good ones are " +
      'stored together and the answer lists the refused ones with the reason (400 when none could be stored).',
  },
  response: dataResponse(
    saleDocumentsSchema.concat(
      object({
        /** The files of a several-document upload that were not stored, each with why (the others were). */
        refused: array(
          object({
            /** The field the file came under: its kind, when it is one. */
            kind: string().defined(),
            fileName: string().defined(),
            reason: string().defined(),
          }).defined(),
        ).defined(),
      }),
    ),
  ).concat(messageCodeFields(['sale.document-uploaded', 'sale.documents-uploaded'], { sometimes: true })),
  errors: [400, 401, 403, 404, 413],
  samples: [
    {
      name: 'The PAN card',
      request: { params: { loanId: SALE.id }, body: { kind: 'pan' } },
      response: {
        success: true,
        message: 'PAN card uploaded',
        messageCode: 'sale.document-uploaded',
        messageParams: { document: 'pan' },
        data: { ...SALE_DOCUMENTS, refused: [] },
      },
    },
  ],
});

/** The sample's card, as the catalogue has it (copied: the answer's arrays are not read-only). */
const AXIS_ACE = cardById('axis-ace')!;
export const listCards = defineContract({
  operationId: 'listCreditCards',
  method: 'GET',
  path: '/card/get-cards',
  summary: 'The credit cards on offer: fees (rupees, GST extra), rewards and eligibility, by bank',
  tag: 'cards',
  callers: ['anyone'],
  response: dataResponse(
    object({
      banks: array(object({ slug: bankSlug(), name: string().defined() }).defined()).defined(),
      cards: array(creditCardSchema.defined()).defined(),
    }),
  ),
  errors: [],
  samples: [
    {
      name: 'One bank, one card',
      response: {
        success: true,
        message: 'Cards fetched successfully',
        data: {
          banks: [{ slug: 'axis-bank', name: 'Axis Bank' }],
          cards: [{ ...AXIS_ACE, rewards: [...AXIS_ACE.rewards], eligibility: { ...AXIS_ACE.eligibility, employment: [...AXIS_ACE.eligibility.employment] } }],
        },
      },
    },
  ],
});

export const sendCustomerLookupOtp = defineContract({
  operationId: 'sendReturningCustomerOtp',
  method: 'POST',
  path: '/api/get-user/send-otp',
  summary:
    "Ask a returning customer's consent: an OTP to their mobile, so the shop may read their saved details (answers `newToken`, the lookup flow token for POST /api/get-user/verify-otp)",
  tag: 'vendor',
  callers: ['vendor'],
  body: customerLookupSchema,
  response: successResponse(object({ newToken: string().defined() })),
  errors: [400, 401, 403, 429, 503],
  samples: [
    {
      name: 'A returning customer',
      request: { body: { mobile: '9876500001' } },
      response: { success: true, message: 'OTP sent to 9876500001. Ask the customer to read it out.', newToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' },
    },
  ],
});

export const verifyCustomerLookupOtp = defineContract({
  operationId: 'verifyReturningCustomerOtp',
  method: 'POST',
  path: '/api/get-user/verify-otp',
  summary:
    "Confirm the customer's OTP (the lookup token in X-Flow-Token): answers a consent token for GET /api/get-user, bound to this shop and that mobile (15 minutes)",
  tag: 'vendor',
  callers: ['vendor'],
  flow: ['customer-lookup'],
  body: otpOnlySchema,
  response: successResponse(object({ consentToken: string().defined(), mobile: string().defined(), expiresAt: isoDateTime() })),
  errors: [400, 401, 403, 429],
  samples: [
    {
      name: 'The code the customer read out',
      request: { body: { otp: '123456' } },
      response: {
        success: true,
        message: 'The customer has agreed. Their saved details can be filled in.',
        consentToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
        mobile: '9876500001',
        expiresAt: '2026-11-25T10:15:00.000Z',
      },
    },
  ],
});

export const VENDOR_SELLING_CONTRACTS = [
  listLoanSales,
  exportLoanSales,
  getLoanSale,
  listCardSales,
  exportCardSales,
  getCardSale,
  uploadSaleDocuments,
  listCards,
  sendCustomerLookupOtp,
  verifyCustomerLookupOtp,
] as const;
