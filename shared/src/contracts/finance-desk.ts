// The finance desk of the operations console (issue 32; docs/decisions/042-the-finance-desk.md):
// commission lines whose invoice was submitted, approved or sent back with a reason; approved lines
// gathered per shop into a payout batch (TDS under s.194H held back, GST added on a verified
// GSTIN's invoice) and paid by one transfer through the payouts provider; the shops' wallet
// withdrawals; refunds (CA fees to the wallet, customer orders to their source); and the money
// reconciliation with its "Run now". Reading is for finance and operations admins; moving money
// (approve, send back, batch, pay, refund, reconcile) is finance's alone. The provider's payouts
// webhook is here too. Handlers: api/src/payouts/routes.ts (registration; the work in the files beside it).
import { array, mixed, number, object, string } from 'yup';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, isoDate, isoDateTime, messageCodeFields, paise, successResponse, uuid } from './envelope';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

const messages = VALIDATION_TEXTS.financeDesk;
const common = VALIDATION_TEXTS.common;

/** Who may read the desk's lists. */
export const FINANCE_READERS: readonly StaffRole[] = ['finance', 'ops_admin'];
/** Who may move money: finance only (an operations admin grants the role, never uses it unnoticed). */
export const FINANCE_MOVERS: readonly StaffRole[] = ['finance'];

const shopSchema = object({ id: uuid(), name: string().defined(), code: string().nullable().defined() });
const SHOP = { id: '5b1d8e2a-7c3f-4a9e-b6d2-0e4f8a1c3b57', name: 'Shree Ganesh Mobile', code: 'LSDEMO1' };
const idParams = object({ id: string().defined() });
const reasonSchema = string()
  .trim()
  .required(messages.reasonRequired)
  .min(5, fillTemplate(messages.reasonTooShort, { min: 5 }))
  .max(500, fillTemplate(common.reasonTooLong, { max: 500 }));

// ---------------------------------------------------------------------------------------------
// Commission approvals

export const FINANCE_COMMISSION_FILTERS = ['review', 'approved', 'in_payout', 'paid', 'all'] as const;
export type FinanceCommissionFilter = (typeof FINANCE_COMMISSION_FILTERS)[number];

export const financeCommissionSchema = object({
  id: uuid(),
  shop: shopSchema.defined(),
  saleId: uuid(),
  product: string().defined(),
  customerName: string().nullable().defined(),
  disbursedPaise: paise().nullable(),
  rate: string().nullable().defined(),
  commissionPaise: paise(),
  gstPaise: paise(),
  tdsPaise: paise(),
  netPaise: paise(),
  status: string().defined(),
  statusLabel: string().defined(),
  invoice: object({ number: string().nullable().defined(), date: isoDate().nullable(), gstin: string().nullable().defined(), uploadedAt: isoDateTime() })
    .nullable()
    .defined(),
  earnedAt: isoDateTime(),
  approvedAt: isoDateTime().nullable(),
  payoutFailure: string().nullable().defined(),
  batchId: uuid().nullable(),
  utr: string().nullable().defined(),
  paidAt: isoDateTime().nullable(),
});

const COMMISSION_ROW = {
  id: '8c7b6a59-4837-4261-9e50-3f2e1d0c9b8a',
  shop: SHOP,
  saleId: '9a4f2c1b-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  product: 'Personal loan',
  customerName: 'Amol Jadhav',
  disbursedPaise: 25_000_000,
  rate: '1.00% of the disbursed amount',
  commissionPaise: 250_000,
  gstPaise: 0,
  tdsPaise: 5_000,
  netPaise: 245_000,
  status: 'invoice_submitted',
  statusLabel: 'Invoice submitted',
  invoice: { number: 'GP/2026/041', date: '2026-11-25', gstin: null, uploadedAt: '2026-11-25T11:00:00.000Z' },
  earnedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
  payoutFailure: null,
  batchId: null,
  utr: null,
  paidAt: null,
};

export const listFinanceCommissions = defineContract({
  operationId: 'listFinanceCommissions',
  method: 'GET',
  path: '/finance/commissions',
  summary:
    "Every shop's commission lines for the finance desk, oldest first and paged: those to review (invoice submitted on a disbursal the bank confirmed) unless asked, approved, in a payout, paid or all; optionally one shop by name or code",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  query: pageQuerySchema.shape({
    status: string()
      .default('review')
      .oneOf([...FINANCE_COMMISSION_FILTERS], messages.commissionFilter),
    shop: string()
      .trim()
      .max(100, fillTemplate(common.shopTooLong, { max: 100 }))
      .default(''),
  }),
  response: dataResponse(pageInfoSchema.shape({ items: array(financeCommissionSchema.defined()).defined() })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One invoice to review',
      request: { query: { status: 'review' } },
      response: { success: true, message: 'Commission lines fetched', data: { items: [COMMISSION_ROW], page: 1, pageSize: 25, total: 1 } },
    },
  ],
});

export const approveCommission = defineContract({
  operationId: 'approveCommission',
  method: 'POST',
  path: '/finance/commissions/:id/approve',
  summary:
    'Approves a line whose invoice was submitted (on a disbursal the bank confirmed): it waits for its shop’s next payout batch. 409 when the line is not waiting for review (approved, sent back or paid already)',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: idParams,
  response: dataResponse(financeCommissionSchema),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Approved',
      request: { params: { id: COMMISSION_ROW.id } },
      response: {
        success: true,
        message: 'Commission approved for payout',
        data: { ...COMMISSION_ROW, status: 'approved', statusLabel: 'Approved', approvedAt: '2026-11-26T09:00:00.000Z' },
      },
    },
  ],
});

/** The body of a move that needs a reason (sending an invoice back, refunding an order). */
export const financeReasonSchema = object({ reason: reasonSchema });
export const sendBackSchema = financeReasonSchema;

export const sendBackCommission = defineContract({
  operationId: 'sendBackCommission',
  method: 'POST',
  path: '/finance/commissions/:id/send-back',
  summary:
    'Sends a submitted invoice back to the shop with the reason: the line is "invoice due" again (its invoice cleared, so a corrected one may carry the same number) and the shop is told. 409 unless the line is waiting for review',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: idParams,
  body: sendBackSchema,
  response: dataResponse(financeCommissionSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Sent back',
      request: { params: { id: COMMISSION_ROW.id }, body: { reason: 'The invoice date is before the disbursal.' } },
      response: {
        success: true,
        message: 'Invoice sent back to the shop',
        data: { ...COMMISSION_ROW, status: 'invoice_due', statusLabel: 'Invoice due', invoice: null },
      },
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Payout batches and transfers

export const TRANSFER_STATUSES = ['pending', 'success', 'failed', 'reversed'] as const;
export type TransferStatusName = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TransferStatusName, string> = {
  pending: 'Sent to the bank',
  success: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed by the bank',
};

export const PAYOUT_BATCH_STATUSES = ['open', 'processing', 'paid', 'failed', 'reversed', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];
export const PAYOUT_BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = {
  open: 'Ready to pay',
  processing: 'Sent to the bank',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed by the bank',
  cancelled: 'Cancelled',
};

export const transferSchema = object({
  transferId: string().defined(),
  status: mixed<TransferStatusName>()
    .oneOf([...TRANSFER_STATUSES])
    .defined(),
  statusLabel: string().defined(),
  provider: string().defined(),
  amountPaise: paise(),
  accountMasked: string().defined(),
  ifsc: string().defined(),
  utr: string().nullable().defined(),
  failureReason: string().nullable().defined(),
  requestedAt: isoDateTime(),
  settledAt: isoDateTime().nullable(),
});

export const payoutBatchSchema = object({
  id: uuid(),
  shop: shopSchema.defined(),
  status: mixed<PayoutBatchStatus>()
    .oneOf([...PAYOUT_BATCH_STATUSES])
    .defined(),
  statusLabel: string().defined(),
  commissionPaise: paise(),
  gstPaise: paise(),
  tdsPaise: paise(),
  netPaise: paise(),
  lineCount: number().integer().defined(),
  createdAt: isoDateTime(),
  paidAt: isoDateTime().nullable(),
  utr: string().nullable().defined(),
  failureReason: string().nullable().defined(),
  transfer: transferSchema.nullable().defined(),
});

const BATCH = {
  id: '3f6c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a098',
  shop: SHOP,
  status: 'open' as const,
  statusLabel: 'Ready to pay',
  commissionPaise: 250_000,
  gstPaise: 0,
  tdsPaise: 5_000,
  netPaise: 245_000,
  lineCount: 1,
  createdAt: '2026-11-26T09:05:00.000Z',
  paidAt: null,
  utr: null,
  failureReason: null,
  transfer: null,
};

/** A shop with approved lines and no open batch: what a new batch for it would pay. */
const readyShopSchema = object({
  shop: shopSchema.defined(),
  lineCount: number().integer().defined(),
  netPaise: paise(),
  /** The verified bank account a payout goes to (masked), or null: no payout until the shop verifies one. */
  bankAccount: string().nullable().defined(),
});

export const listPayoutBatches = defineContract({
  operationId: 'listPayoutBatches',
  method: 'GET',
  path: '/finance/payout-batches',
  summary:
    'Payout batches newest first and paged (open, sent, paid, failed … or all), and the shops whose approved lines wait for a batch, with what it would pay and the bank account it would go to',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  query: pageQuerySchema.shape({
    status: string()
      .default('all')
      .oneOf(['all', ...PAYOUT_BATCH_STATUSES], messages.batchFilter),
  }),
  response: dataResponse(pageInfoSchema.shape({ items: array(payoutBatchSchema.defined()).defined(), ready: array(readyShopSchema.defined()).defined() })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One batch ready to pay',
      request: { query: { status: 'all' } },
      response: { success: true, message: 'Payout batches fetched', data: { items: [BATCH], ready: [], page: 1, pageSize: 25, total: 1 } },
    },
  ],
});

export const payoutBatchLineSchema = object({
  commissionId: uuid(),
  saleId: uuid(),
  product: string().defined(),
  customerName: string().nullable().defined(),
  invoiceNumber: string().nullable().defined(),
  commissionPaise: paise(),
  gstPaise: paise(),
  tdsPaise: paise(),
  netPaise: paise(),
});

const batchDetailSchema = payoutBatchSchema.shape({ lines: array(payoutBatchLineSchema.defined()).defined() });
const BATCH_DETAIL = {
  ...BATCH,
  lines: [
    {
      commissionId: COMMISSION_ROW.id,
      saleId: COMMISSION_ROW.saleId,
      product: 'Personal loan',
      customerName: 'Amol Jadhav',
      invoiceNumber: 'GP/2026/041',
      commissionPaise: 250_000,
      gstPaise: 0,
      tdsPaise: 5_000,
      netPaise: 245_000,
    },
  ],
};

export const createPayoutBatch = defineContract({
  operationId: 'createPayoutBatch',
  method: 'POST',
  path: '/finance/payout-batches',
  summary:
    "Gathers a shop's approved lines into one payout batch (GST on lines invoiced with its verified GSTIN, TDS under s.194H held back, as the payout table says today). 409 when the shop has an open batch already or nothing approved; 409 too when it has no verified bank account",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  body: object({
    shopId: string()
      .required(messages.shopRequired)
      .matches(/^[0-9a-f-]{36}$/i, messages.shopRequired),
  }),
  response: dataResponse(batchDetailSchema),
  status: 201,
  errors: [400, 401, 403, 404, 409],
  samples: [
    { name: 'A batch of one line', request: { body: { shopId: SHOP.id } }, response: { success: true, message: 'Payout batch created', data: BATCH_DETAIL } },
  ],
});

export const payoutBatch = defineContract({
  operationId: 'getPayoutBatch',
  method: 'GET',
  path: '/finance/payout-batches/:id',
  summary: 'One payout batch with its lines and its transfer',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  params: idParams,
  response: dataResponse(batchDetailSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'Ready to pay', request: { params: { id: BATCH.id } }, response: { success: true, message: 'Payout batch fetched', data: BATCH_DETAIL } }],
});

export const payPayoutBatch = defineContract({
  operationId: 'payPayoutBatch',
  method: 'POST',
  path: '/finance/payout-batches/:id/pay',
  summary:
    "Pays an open batch: one transfer of its net to the shop's verified bank account through the payouts provider, under a transfer id made from the batch (so the provider never pays it twice). Only one of two finance users clicking at once sends it; the other gets 409. The outcome arrives by the provider's webhook or by polling",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: idParams,
  // A refusal quotes the bank's reason as the bank wrote it, beside its code.
  response: dataResponse(batchDetailSchema).concat(messageCodeFields(['finance.batch-sent', 'finance.batch-paid', 'finance.transfer-refused'])),
  errors: [401, 403, 404, 409, 502],
  samples: [
    {
      name: 'Sent to the bank',
      request: { params: { id: BATCH.id } },
      response: {
        success: true,
        message: 'Payout sent to the bank',
        messageCode: 'finance.batch-sent',
        messageParams: {},
        data: {
          ...BATCH_DETAIL,
          status: 'processing',
          statusLabel: 'Sent to the bank',
          transfer: {
            transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
            status: 'pending',
            statusLabel: 'Sent to the bank',
            provider: 'local',
            amountPaise: 245_000,
            accountMasked: 'XXXXXXXX4321',
            ifsc: 'HDFC0001234',
            utr: null,
            failureReason: null,
            requestedAt: '2026-11-26T09:06:00.000Z',
            settledAt: null,
          },
        },
      },
    },
  ],
});

export const cancelPayoutBatch = defineContract({
  operationId: 'cancelPayoutBatch',
  method: 'POST',
  path: '/finance/payout-batches/:id/cancel',
  summary: 'Cancels a batch not sent yet: its lines go back to approved. 409 once it was sent',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: idParams,
  response: dataResponse(batchDetailSchema),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Cancelled',
      request: { params: { id: BATCH.id } },
      response: { success: true, message: 'Payout batch cancelled', data: { ...BATCH_DETAIL, status: 'cancelled', statusLabel: 'Cancelled' } },
    },
  ],
});

export const checkPayoutBatch = defineContract({
  operationId: 'checkPayoutBatch',
  method: 'POST',
  path: '/finance/payout-batches/:id/check',
  summary: "Asks the payouts provider where the batch's transfer stands now and settles it (the poll a webhook may have beaten: either way it settles once)",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: idParams,
  response: dataResponse(batchDetailSchema),
  errors: [401, 403, 404, 409, 502],
  samples: [
    { name: 'Still with the bank', request: { params: { id: BATCH.id } }, response: { success: true, message: 'Transfer checked', data: BATCH_DETAIL } },
  ],
});

export const payoutsWebhook = defineContract({
  operationId: 'receivePayoutsWebhook',
  method: 'POST',
  path: '/payouts/webhook',
  summary:
    "The payouts provider's webhook (Cashfree Payouts V2: TRANSFER_SUCCESS, TRANSFER_FAILED, TRANSFER_REVERSED, TRANSFER_REJECTED), signed with `x-webhook-signature` over `x-webhook-timestamp` + the body's exact bytes: 401 for a missing, stale or wrong signature, 404 for an unknown transfer, 400 when the amount differs; other events are acknowledged and left alone",
  tag: 'finance',
  callers: ['anyone'],
  response: successResponse(object({})),
  errors: [400, 401, 404],
  samples: [{ name: 'A transfer the bank completed', response: { success: true, message: 'Received' } }],
});

// ---------------------------------------------------------------------------------------------
// Withdrawals and refunds

export const financeWithdrawalSchema = transferSchema.shape({ shop: shopSchema.defined() });

export const listFinanceWithdrawals = defineContract({
  operationId: 'listFinanceWithdrawals',
  method: 'GET',
  path: '/finance/withdrawals',
  summary: "The shops' wallet withdrawals newest first and paged (all, or one transfer status)",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  query: pageQuerySchema.shape({
    status: string()
      .default('all')
      .oneOf(['all', ...TRANSFER_STATUSES], messages.transferFilter),
  }),
  response: dataResponse(pageInfoSchema.shape({ items: array(financeWithdrawalSchema.defined()).defined() })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'None yet',
      request: { query: { status: 'all' } },
      response: { success: true, message: 'Withdrawals fetched', data: { items: [], page: 1, pageSize: 25, total: 0 } },
    },
  ],
});

export const REFUND_KINDS = ['order', 'wallet'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const REFUND_STATUS_LABELS = { pending: 'Refund in progress', success: 'Refunded', failed: 'Refund failed' } as const;

export const financeRefundSchema = object({
  id: string().defined(),
  kind: mixed<RefundKind>()
    .oneOf([...REFUND_KINDS])
    .defined(),
  /** Who gets the money: the shop (a wallet refund) or the customer's phone, masked (an order). */
  payer: string().defined(),
  amountPaise: paise(),
  status: mixed<'pending' | 'success' | 'failed'>().oneOf(['pending', 'success', 'failed']).defined(),
  statusLabel: string().defined(),
  /** The reason given, or the ledger line's description. */
  reason: string().defined(),
  /** The order refunded, or the wallet charge's reference. */
  reference: string().defined(),
  requestedAt: isoDateTime(),
  settledAt: isoDateTime().nullable(),
  failureReason: string().nullable().defined(),
});

export const listFinanceRefunds = defineContract({
  operationId: 'listFinanceRefunds',
  method: 'GET',
  path: '/finance/refunds',
  summary:
    'Refunds newest first and paged: customer orders refunded to their source through the payment provider (kind order), or fees given back to shop wallets (kind wallet: a CA request rejected, or withdrawn before work started; a shipment cancelled before pickup)',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  query: pageQuerySchema.shape({
    kind: string()
      .default('order')
      .oneOf([...REFUND_KINDS], messages.refundKind),
  }),
  response: dataResponse(pageInfoSchema.shape({ items: array(financeRefundSchema.defined()).defined() })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'None yet',
      request: { query: { kind: 'order' } },
      response: { success: true, message: 'Refunds fetched', data: { items: [], page: 1, pageSize: 25, total: 0 } },
    },
  ],
});

export const financeOrderSchema = object({
  orderId: string().defined(),
  purpose: string().defined(),
  description: string().defined(),
  amountPaise: paise(),
  status: string().defined(),
  customerPhone: string().defined(),
  paidAt: isoDateTime().nullable(),
  refund: financeRefundSchema.nullable().defined(),
  /** Why it cannot be refunded (not a paid customer order, refunded already), or null. */
  notRefundable: string().nullable().defined(),
});

const ORDER = {
  orderId: 'OD12345678',
  purpose: 'order',
  description: 'Loan eligibility report',
  amountPaise: 58_882,
  status: 'paid',
  customerPhone: '******3210',
  paidAt: '2026-11-25T10:01:12.000Z',
  refund: null,
  notRefundable: null,
};

export const financeOrder = defineContract({
  operationId: 'getFinanceOrder',
  method: 'GET',
  path: '/finance/orders/:orderId',
  summary: 'A payment order looked up by its id, with its refund (if any) and whether it can be refunded',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  params: object({ orderId: string().defined() }),
  response: dataResponse(financeOrderSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'A paid order', request: { params: { orderId: ORDER.orderId } }, response: { success: true, message: 'Order fetched', data: ORDER } }],
});

export const refundOrder = defineContract({
  operationId: 'refundOrder',
  method: 'POST',
  path: '/finance/orders/:orderId/refund',
  summary:
    "Refunds a paid customer order in full to where it was paid from, through the payment provider's refund API under a refund id made from the order (once per order: a second request is 409). The customer sees it on the order's page",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  params: object({ orderId: string().defined() }),
  body: financeReasonSchema,
  // A refusal quotes the provider's reason as the provider wrote it, beside its code.
  response: dataResponse(financeOrderSchema).concat(messageCodeFields(['finance.refund-sent', 'finance.refunded', 'finance.refund-refused'])),
  errors: [400, 401, 403, 404, 409, 502],
  samples: [
    {
      name: 'Refunded',
      request: { params: { orderId: ORDER.orderId }, body: { reason: 'The report could not be made for this PAN.' } },
      response: {
        success: true,
        message: 'Refund sent to the payment provider',
        messageCode: 'finance.refund-sent',
        messageParams: {},
        data: {
          ...ORDER,
          notRefundable: 'This order was refunded already.',
          refund: {
            id: 'RFOD12345678',
            kind: 'order',
            payer: '******3210',
            amountPaise: 58_882,
            status: 'success',
            statusLabel: 'Refunded',
            reason: 'The report could not be made for this PAN.',
            reference: 'OD12345678',
            requestedAt: '2026-11-26T09:00:00.000Z',
            settledAt: '2026-11-26T09:00:00.000Z',
            failureReason: null,
          },
        },
      },
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Reconciliation

export const RECONCILIATION_CHECKS = [
  'wallet-negative',
  'order-credit',
  'credit-without-order',
  'withdrawal-ledger',
  'line-transfer',
  'batch-total',
  'transfer-utr',
] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

export const reconciliationDifferenceSchema = object({
  check: mixed<ReconciliationCheck>()
    .oneOf([...RECONCILIATION_CHECKS])
    .defined(),
  subjectType: string().defined(),
  subjectId: string().defined(),
  shop: object({ id: uuid(), name: string().defined() }).nullable().defined(),
  detail: string().defined(),
});

export const reconciliationRunSchema = object({
  id: uuid(),
  trigger: mixed<'schedule' | 'staff'>().oneOf(['schedule', 'staff']).defined(),
  runBy: string().nullable().defined(),
  startedAt: isoDateTime(),
  shopsChecked: number().integer().defined(),
  ordersChecked: number().integer().defined(),
  linesChecked: number().integer().defined(),
  differences: array(reconciliationDifferenceSchema.defined()).defined(),
});

const RUN = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  trigger: 'staff' as const,
  runBy: 'Kiran Mehta',
  startedAt: '2026-11-26T09:30:00.000Z',
  shopsChecked: 2,
  ordersChecked: 2,
  linesChecked: 6,
  differences: [],
};

export const latestReconciliation = defineContract({
  operationId: 'getLatestReconciliation',
  method: 'GET',
  path: '/finance/reconciliation',
  summary: 'The latest run of the money reconciliation with every difference it found, and the runs before it (when, how many differences)',
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_READERS,
  response: dataResponse(
    object({
      latest: reconciliationRunSchema.nullable().defined(),
      history: array(
        object({ id: uuid(), trigger: string().defined(), startedAt: isoDateTime(), differenceCount: number().integer().defined() }).defined(),
      ).defined(),
    }),
  ),
  errors: [401, 403],
  samples: [{ name: 'All agrees', response: { success: true, message: 'Reconciliation fetched', data: { latest: RUN, history: [] } } }],
});

export const runReconciliation = defineContract({
  operationId: 'runReconciliation',
  method: 'POST',
  path: '/finance/reconciliation/run',
  summary:
    "Runs the money reconciliation now: for every shop the wallet is the sum of its ledger and never below zero, every paid top-up has exactly one credit and every top-up credit a paid order, every withdrawal's ledger matches its transfer, every paid commission line exactly one successful transfer, every batch the sum of its lines. Differences are listed, never fixed",
  tag: 'finance',
  callers: ['admin'],
  staffRoles: FINANCE_MOVERS,
  response: dataResponse(reconciliationRunSchema).concat(messageCodeFields(['finance.reconciled-clean', 'finance.reconciled-differences'])),
  errors: [401, 403],
  samples: [
    {
      name: 'All agrees',
      response: { success: true, message: 'Reconciliation finished: no differences', messageCode: 'finance.reconciled-clean', messageParams: {}, data: RUN },
    },
  ],
});

export const FINANCE_DESK_CONTRACTS = [
  listFinanceCommissions,
  approveCommission,
  sendBackCommission,
  listPayoutBatches,
  createPayoutBatch,
  payoutBatch,
  payPayoutBatch,
  cancelPayoutBatch,
  checkPayoutBatch,
  payoutsWebhook,
  listFinanceWithdrawals,
  listFinanceRefunds,
  financeOrder,
  refundOrder,
  latestReconciliation,
  runReconciliation,
] as const;
