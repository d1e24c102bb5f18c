// A partner shop's commission on its sales (handlers: api/src/vendor-selling/commission-routes.ts;
// docs/decisions/020-commission-payout-table.md): the six payment histories (loans and cards; all,
// paid, unpaid) with GST, TDS and the net payout, one line, and the shop's invoice for an unpaid
// line (a PDF with its number, date and GSTIN). Every amount is integer paise.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { invoiceSchema } from '../schemas';
import { defineContract } from './contract';
import { dataResponse, isoDate, isoDateTime, paise, uuid } from './envelope';

/**
 * Where a line stands: earned (awaiting the bank's confirmation, then the shop's invoice), invoice
 * submitted (finance reviews it: approves it, or sends it back to "invoice due" with a reason),
 * approved (waits for the shop's next payout), in payout (sent to the shop's bank), paid.
 */
export const COMMISSION_STAGES = ['awaiting_confirmation', 'invoice_due', 'invoice_submitted', 'approved', 'in_payout', 'paid'] as const;
export type CommissionStage = (typeof COMMISSION_STAGES)[number];
export type CommissionKind = 'loan' | 'card';
export type CommissionView = 'all' | 'paid' | 'unpaid';

export const commissionLineSchema = object({
  id: uuid(),
  /** The lead the commission was earned on. */
  saleId: uuid(),
  product: string().defined(),
  customerName: string().nullable().defined(),
  /** What the bank disbursed (null for a fixed payout). */
  disbursedPaise: paise().nullable(),
  rate: string().nullable().defined(),
  commissionPaise: paise(),
  gstPaise: paise(),
  tdsPaise: paise(),
  netPaise: paise(),
  stage: mixed<CommissionStage>()
    .oneOf([...COMMISSION_STAGES])
    .defined(),
  stageLabel: string().defined(),
  invoice: object({
    number: string().nullable().defined(),
    date: isoDate().nullable(),
    gstin: string().nullable().defined(),
    uploadedAt: isoDateTime().nullable(),
    hasFile: boolean().defined(),
  })
    .nullable()
    .defined(),
  earnedAt: isoDateTime(),
  paidAt: isoDateTime().nullable(),
  /** Why finance sent the invoice back (the line is "invoice due" again); null otherwise. */
  sentBackReason: string().nullable().defined(),
  /** The transfer that paid the line: the bank's UTR and the day, India time. */
  payout: object({ utr: string().defined(), paidOn: isoDate(), batchId: uuid() }).nullable().defined(),
  /** Why the last payout of this approved line failed or was reversed (it waits for the next one); null otherwise. */
  payoutFailure: string().nullable().defined(),
});
export type CommissionLine = InferType<typeof commissionLineSchema>;

const listSchema = object({
  items: array(commissionLineSchema.defined()).defined(),
  totals: object({ commissionPaise: paise(), netPaise: paise(), invoicesDue: number().integer().min(0).defined() }).defined(),
});

/** A personal loan of ₹2,50,000 disbursed: 1%, ₹2,500, invoice due (no GSTIN: no GST; 2% TDS). */
const DUE: CommissionLine = {
  id: '8c7b6a59-4837-4261-9e50-3f2e1d0c9b8a',
  saleId: '9a4f2c1b-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  product: 'Personal loan',
  customerName: 'Amol Jadhav',
  disbursedPaise: 25_000_000,
  rate: '1.00% of the disbursed amount',
  commissionPaise: 250_000,
  gstPaise: 0,
  tdsPaise: 5_000,
  netPaise: 245_000,
  stage: 'invoice_due',
  stageLabel: 'Invoice due',
  invoice: null,
  earnedAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  sentBackReason: null,
  payout: null,
  payoutFailure: null,
};
const SUBMITTED: CommissionLine = {
  ...DUE,
  stage: 'invoice_submitted',
  stageLabel: 'Invoice submitted',
  invoice: { number: 'GP/2026/041', date: '2026-11-25', gstin: null, uploadedAt: '2026-11-25T11:00:00.000Z', hasFile: true },
};

const LISTS = [
  ['listLoanCommission', '/card/get-loan-payment', 'loan', 'all'],
  ['listPaidLoanCommission', '/loans/get-paid-loan', 'loan', 'paid'],
  ['listUnpaidLoanCommission', '/loans/get-unpaid-loan', 'loan', 'unpaid'],
  ['listCardCommission', '/card/get-card-payment', 'card', 'all'],
  ['listPaidCardCommission', '/card/get-paid-card', 'card', 'paid'],
  ['listUnpaidCardCommission', '/card/get-unpaid-card', 'card', 'unpaid'],
] as const;

const commissionList = ([operationId, path, kind, view]: (typeof LISTS)[number]) =>
  defineContract({
    operationId,
    method: 'GET',
    path,
    summary: `The shop's ${view === 'all' ? '' : `${view} `}commission on ${kind === 'card' ? 'credit cards' : 'loans and insurance'}, newest first, with GST, TDS and the net payout`,
    tag: 'vendor',
    callers: ['vendor'],
    response: dataResponse(listSchema),
    errors: [401, 403],
    samples: [
      {
        name: kind === 'loan' && view !== 'paid' ? 'One invoice due' : 'None yet',
        response: {
          success: true,
          message: 'Payments fetched successfully',
          data:
            kind === 'loan' && view !== 'paid'
              ? { items: [DUE], totals: { commissionPaise: DUE.commissionPaise, netPaise: DUE.netPaise, invoicesDue: 1 } }
              : { items: [], totals: { commissionPaise: 0, netPaise: 0, invoicesDue: 0 } },
        },
      },
    ],
  });

/** The six lists of docs/spec/product.md §7 (vendor group), by kind and view. */
export const COMMISSION_LISTS = {
  loan: { all: commissionList(LISTS[0]), paid: commissionList(LISTS[1]), unpaid: commissionList(LISTS[2]) },
  card: { all: commissionList(LISTS[3]), paid: commissionList(LISTS[4]), unpaid: commissionList(LISTS[5]) },
} as const;

export const commissionLine = defineContract({
  operationId: 'getCommissionLine',
  method: 'GET',
  path: '/vendor/commissions/:id',
  summary: "One of the shop's commission lines (loan or card), with the shop's verified GSTIN, the only one GST is paid on; another shop's id is 404",
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ id: string().defined() }),
  response: dataResponse(
    commissionLineSchema.concat(
      object({
        kind: mixed<CommissionKind>().oneOf(['loan', 'card']).defined(),
        shopGstin: string().nullable().defined(),
      }),
    ),
  ),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'An invoice due, no verified GSTIN',
      request: { params: { id: DUE.id } },
      response: { success: true, message: 'Commission fetched successfully', data: { ...DUE, kind: 'loan', shopGstin: null } },
    },
  ],
});

const invoiceUpload = (kind: CommissionKind, path: string) =>
  defineContract({
    operationId: kind === 'card' ? 'uploadCardCommissionInvoice' : 'uploadLoanCommissionInvoice',
    method: 'PUT',
    path,
    summary: `The shop's invoice for an unpaid ${kind} commission line (multipart: invoiceNumber, invoiceDate, gstin, invoice = a PDF of at most 5 MB)`,
    tag: 'vendor',
    callers: ['vendor'],
    params: object({ id: string().defined() }),
    multipart: {
      fields: invoiceSchema,
      files: { invoice: { description: 'The invoice: a PDF (by its content).', required: true } },
      description:
        'The three text fields and one PDF of at most 5 MB. The PDF is recognised by its content. The line moves to "invoice submitted"; a paid line cannot change (409).',
    },
    response: dataResponse(commissionLineSchema),
    errors: [400, 401, 403, 404, 409, 413],
    samples: [
      {
        name: 'An invoice without GST',
        request: { params: { id: DUE.id }, body: { invoiceNumber: 'GP/2026/041', invoiceDate: '2026-11-25', gstin: '' } },
        response: { success: true, message: 'Invoice submitted', data: SUBMITTED },
      },
    ],
  });

export const uploadLoanInvoice = invoiceUpload('loan', '/api/upload-invoice/:id');
export const uploadCardInvoice = invoiceUpload('card', '/card/upload-invoice-card/:id');

export const COMMISSION_CONTRACTS = [
  ...Object.values(COMMISSION_LISTS.loan),
  ...Object.values(COMMISSION_LISTS.card),
  commissionLine,
  uploadLoanInvoice,
  uploadCardInvoice,
] as const;
