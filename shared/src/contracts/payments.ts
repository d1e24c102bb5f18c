// Payments and the vendor wallet (docs/spec/product.md §§3, 4, 7, 9; api/README.md "Payments"):
// creating an order and its provider session, the outcome the server verified, the provider's
// webhook, the wallet's balance and ledger, the balance check of `POST /api/update-wallet`, and the
// development route that reconciles open orders. Handlers: api/src/payments/routes.ts (registration),
// create-order.ts, webhook.ts and reconcile.ts beside it. Money is integer paise; `order_amount` is
// rupees, as the provider takes it.
import { array, boolean, mixed, number, object, string } from 'yup';
import { createOrderSchema, PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentPurpose, type PaymentStatus } from '../schemas';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, paise, successResponse, uuid } from './envelope';

/** What another role hears from a wallet route (the wallet is a partner shop's). */
const WALLET_FOR_SHOPS = 'Only partner accounts have a wallet.';

export const PAYMENT_PROVIDERS = ['cashfree', 'local'] as const;
export const WALLET_LEDGER_KINDS = ['topup', 'service_fee', 'refund', 'withdrawal', 'withdrawal_reversal'] as const;
export type WalletLedgerKind = (typeof WALLET_LEDGER_KINDS)[number];

const WALLET_FIGURE_MESSAGE = VALIDATION_TEXTS.wallet.balanceWholePaise;

/**
 * `POST /api/update-wallet` (docs/spec/product.md §7, `{walletBalance}`): the figure the page shows,
 * in paise. Strict: a string such as "1e9" is refused, not read as a number.
 */
export const walletFigureSchema = object({
  walletBalance: number()
    .strict()
    .typeError(WALLET_FIGURE_MESSAGE)
    .required(WALLET_FIGURE_MESSAGE)
    .integer(WALLET_FIGURE_MESSAGE)
    .min(Number.MIN_SAFE_INTEGER, WALLET_FIGURE_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, WALLET_FIGURE_MESSAGE),
});

/**
 * A page or page size of the ledger: anything that is not a whole number from 1 is left out (the
 * default applies) and a larger one is capped, so a wrong query string never refuses the page.
 */
const positiveInteger = (max: number) =>
  number()
    .transform((value: number) => (Number.isInteger(value) && value >= 1 ? Math.min(value, max) : undefined))
    .integer()
    .min(1)
    .max(max)
    .optional();

export const walletLedgerEntrySchema = object({
  id: uuid(),
  kind: mixed<WalletLedgerKind>()
    .oneOf([...WALLET_LEDGER_KINDS])
    .defined(),
  /** Signed: top-ups, refunds and withdrawal reversals positive, service fees and withdrawals negative. */
  amountPaise: paise(),
  description: string().defined(),
  orderId: string().nullable().defined(),
  createdAt: isoDateTime(),
});

/** An order as the server verified it with the provider. */
export const verifiedOrderSchema = object({
  order_id: string().defined(),
  status: mixed<PaymentStatus>()
    .oneOf([...PAYMENT_STATUSES])
    .defined(),
  purpose: mixed<PaymentPurpose>()
    .oneOf([...PAYMENT_PURPOSES])
    .defined(),
  description: string().defined(),
  amount_paise: paise(),
  /** Rupees. */
  order_amount: number().defined(),
  currency: string().defined(),
  created_at: isoDateTime(),
  settled_at: isoDateTime().nullable(),
  /** Wallet orders of a vendor only: the wallet balance now, paise. */
  balance: paise().optional(),
  /** A refund of this order to where it was paid from (finance desk), and where it stands; null when none. */
  refund: object({
    status: mixed<'pending' | 'success' | 'failed'>().oneOf(['pending', 'success', 'failed']).defined(),
    statusLabel: string().defined(),
    amount_paise: paise(),
    requested_at: isoDateTime(),
    settled_at: isoDateTime().nullable(),
  })
    .nullable()
    .optional()
    .default(undefined),
});

const balanceAnswer = successResponse(object({ balance: paise() }));

// The demo vendor (demo.vendor@example.com): ₹2,501 in the wallet after the seeded history.
const DEMO_BALANCE = 250_100;
const DEMO_ORDER = 'OD12345678';

export const createPaymentOrder = defineContract({
  operationId: 'createPaymentOrder',
  method: 'POST',
  path: '/wallet/create-order',
  summary:
    'Create a payment order and its provider session (docs/spec/product.md §§3, 4, 7): `wallet_topup` (vendor; `order_amount` in whole rupees, ₹100 to ₹2,00,000), `service_fee` (vendor) or `order` (anyone, `customer_phone` required without sign-in) with `item` from the catalogue, priced by the server; `order_id` of an open order of the caller answers its existing session',
  tag: 'payments',
  // A guest may buy an `order`; the handler asks for a vendor's token for the other purposes.
  callers: ['anyone'],
  body: createOrderSchema,
  response: successResponse(
    object({
      order_id: string().defined(),
      payment_session_id: string().nullable().defined(),
      /** Rupees with two decimals, as the provider takes them. */
      order_amount: number().defined(),
      amount_paise: paise(),
      provider: mixed<(typeof PAYMENT_PROVIDERS)[number]>()
        .oneOf([...PAYMENT_PROVIDERS])
        .defined(),
    }),
  ),
  errors: [400, 401, 403, 404, 429, 502],
  samples: [
    {
      name: 'A ₹500 top-up of the demo vendor (signed in as demo.vendor@example.com)',
      request: { body: { order_amount: 500 } },
      response: {
        success: true,
        message: 'Order created',
        order_id: DEMO_ORDER,
        payment_session_id: 'session_local_q3Jm0c2HkP8vX1rYtN5aBw7eLzD4sG6u',
        order_amount: 500,
        amount_paise: 50_000,
        provider: 'local',
      },
    },
    {
      name: 'A guest buys GST registration (₹1,499 + 18% GST)',
      request: { body: { purpose: 'order', item: 'gst-registration', customer_phone: '9876543210' } },
      response: {
        success: true,
        message: 'Order created',
        order_id: 'OD87654321',
        payment_session_id: 'session_local_Z8yX7wV6uT5sR4qP3oN2mL1kJ0iH9gF8',
        order_amount: 1768.82,
        amount_paise: 176_882,
        provider: 'local',
      },
    },
  ],
});

export const getPaymentOrder = defineContract({
  operationId: 'getPaymentOrder',
  method: 'GET',
  path: '/payments/orders/:orderId',
  summary:
    "An order's outcome as the server verified it (the return pages read this): while the order is open the server asks the provider first and settles it. An order of a signed-in person is shown only to them (their token), a guest order to whoever holds its id; wallet orders include the wallet `balance` (paise)",
  tag: 'payments',
  // A guest order needs no token; the handler asks for the owner's token when the order has one.
  callers: ['anyone'],
  params: object({ orderId: string().defined() }),
  response: dataResponse(verifiedOrderSchema),
  errors: [401, 404],
  samples: [
    {
      name: 'The demo vendor back from paying ₹500',
      request: { params: { orderId: DEMO_ORDER } },
      response: {
        success: true,
        message: 'Order fetched',
        data: {
          order_id: DEMO_ORDER,
          status: 'paid',
          purpose: 'wallet_topup',
          description: 'Wallet top-up',
          amount_paise: 50_000,
          order_amount: 500,
          currency: 'INR',
          created_at: '2026-11-25T10:00:00.000Z',
          settled_at: '2026-11-25T10:01:12.000Z',
          balance: DEMO_BALANCE + 50_000,
        },
      },
    },
  ],
});

export const paymentWebhook = defineContract({
  operationId: 'receivePaymentWebhook',
  method: 'POST',
  path: '/payments/webhook',
  summary:
    "The provider's notify_url (Cashfree 2023-08-01 webhook JSON), signed with `x-webhook-signature` over `x-webhook-timestamp` + the body's exact bytes: 401 for a missing, stale or wrong signature, 404 for an unknown order, 400 when the amount or currency differs from the order; other event types are acknowledged and left alone",
  tag: 'payments',
  // The provider signs, no token. No `body` schema: the signature covers the raw bytes, so the
  // handler reads them as they came and verifies them before parsing anything.
  callers: ['anyone'],
  response: successResponse(object({})),
  errors: [400, 401, 404],
  samples: [{ name: 'A payment the provider confirmed', response: { success: true, message: 'Received' } }],
});

export const getWalletBalance = defineContract({
  operationId: 'getWalletBalance',
  method: 'GET',
  path: '/wallet/balance',
  summary: "The signed-in vendor's wallet balance, integer paise (the ledger's sum)",
  tag: 'wallet',
  callers: ['vendor'],
  forbidden: WALLET_FOR_SHOPS,
  response: balanceAnswer,
  errors: [401, 403],
  samples: [{ name: 'The demo vendor', response: { success: true, message: 'Wallet balance', balance: DEMO_BALANCE } }],
});

export const listWalletLedger = defineContract({
  operationId: 'listWalletLedger',
  method: 'GET',
  path: '/wallet/ledger',
  summary: 'Every movement of the wallet, newest first, paged (`page` from 1, `limit` 10 by default, at most 50)',
  tag: 'wallet',
  callers: ['vendor'],
  forbidden: WALLET_FOR_SHOPS,
  query: object({ page: positiveInteger(100_000), limit: positiveInteger(50) }),
  response: successResponse(
    object({
      balance: paise(),
      data: object({
        items: array(walletLedgerEntrySchema.defined()).defined(),
        page: number().integer().defined(),
        limit: number().integer().defined(),
        total: number().integer().defined(),
        totalPages: number().integer().defined(),
      }).defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: "The demo vendor's latest two movements",
      request: { query: { page: '1', limit: '2' } },
      response: {
        success: true,
        message: 'Wallet ledger',
        balance: DEMO_BALANCE,
        data: {
          items: [
            {
              id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f607',
              kind: 'topup',
              amountPaise: 100_000,
              description: 'Wallet top-up',
              orderId: 'OD20481937',
              createdAt: '2026-11-19T10:00:00.000Z',
            },
            {
              id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
              kind: 'refund',
              amountPaise: 29_900,
              description: 'Refund: PAN card correction (application withdrawn)',
              orderId: null,
              createdAt: '2026-11-17T10:00:00.000Z',
            },
          ],
          page: 1,
          limit: 2,
          total: 5,
          totalPages: 3,
        },
      },
    },
  ],
});

export const updateWallet = defineContract({
  operationId: 'updateWallet',
  method: 'POST',
  path: '/api/update-wallet',
  summary:
    "Checks the client's wallet figure (`walletBalance`, paise) against the ledger and never changes the balance: 200 with `balance` when it matches, 409 with the server's `balance` when it does not, so a page showing a stale figure corrects itself",
  tag: 'wallet',
  callers: ['vendor'],
  forbidden: WALLET_FOR_SHOPS,
  body: walletFigureSchema,
  response: balanceAnswer,
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'The demo vendor’s page shows the ledger’s figure',
      request: { body: { walletBalance: DEMO_BALANCE } },
      response: { success: true, message: 'Wallet balance is up to date', balance: DEMO_BALANCE },
    },
  ],
});

export const reconcilePayments = defineContract({
  operationId: 'reconcilePayments',
  method: 'POST',
  path: '/dev/payments/reconcile',
  summary: 'Reconcile open payment orders now (the timer does it every minute; development only, absent in production)',
  tag: 'development',
  callers: ['anyone'],
  response: successResponse(
    object({
      checked: number().integer().defined(),
      settled: number().integer().defined(),
      expired: number().integer().defined(),
      /** Never on this route: only the timer skips a run another process made. */
      skipped: boolean().oneOf([true]).optional(),
    }),
  ),
  errors: [],
  samples: [{ name: 'Nothing left open', response: { success: true, message: 'Reconciled', checked: 0, settled: 0, expired: 0 } }],
});

export const PAYMENT_CONTRACTS = [
  createPaymentOrder,
  getPaymentOrder,
  paymentWebhook,
  getWalletBalance,
  listWalletLedger,
  updateWallet,
  reconcilePayments,
] as const;
