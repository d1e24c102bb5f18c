// A shop's payouts (issue 32; handlers: api/src/payouts/shop-routes.ts, and api/src/payouts/routes.ts
// for the development route of the local simulator): every commission payout
// and wallet withdrawal with its status and the bank's UTR, a payout's statement as a PDF, the
// quarterly TDS summary (s.194H) of a financial year, and withdrawing the wallet balance above the
// minimum to the shop's verified bank account. Money is integer paise.
import { array, mixed, number, object, string } from 'yup';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { ACCOUNT_LANGUAGES, type AccountLanguage } from './account';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, messageCodeFields, paise, successResponse } from './envelope';
import { TRANSFER_STATUSES, type TransferStatusName } from './finance-desk';

/** The least a withdrawal may be (₹100): a bank transfer's fixed cost makes smaller ones wasteful. */
export const MIN_WITHDRAWAL_PAISE = 10_000;

const payoutTexts = VALIDATION_TEXTS.shopPayouts;

export const shopPayoutSchema = object({
  id: string().defined(),
  kind: mixed<'commission' | 'withdrawal'>().oneOf(['commission', 'withdrawal']).defined(),
  status: mixed<TransferStatusName | 'open'>()
    .oneOf([...TRANSFER_STATUSES, 'open'])
    .defined(),
  statusLabel: string().defined(),
  /** What reached (or goes to) the bank account. */
  amountPaise: paise(),
  commissionPaise: paise(),
  gstPaise: paise(),
  tdsPaise: paise(),
  lineCount: number().integer().defined(),
  accountMasked: string().nullable().defined(),
  utr: string().nullable().defined(),
  requestedAt: isoDateTime(),
  paidAt: isoDateTime().nullable(),
  failureReason: string().nullable().defined(),
  /** A statement can be downloaded (a commission payout that was sent). */
  hasStatement: mixed<boolean>().oneOf([true, false]).defined(),
});

const PAID = {
  id: '3f6c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a098',
  kind: 'commission' as const,
  status: 'success' as const,
  statusLabel: 'Paid',
  amountPaise: 245_000,
  commissionPaise: 250_000,
  gstPaise: 0,
  tdsPaise: 5_000,
  lineCount: 1,
  accountMasked: 'XXXXXXXX4321',
  utr: 'N331262345678901',
  requestedAt: '2026-11-26T09:06:00.000Z',
  paidAt: '2026-11-26T09:08:00.000Z',
  failureReason: null,
  hasStatement: true,
};

export const shopPayouts = defineContract({
  operationId: 'listShopPayouts',
  method: 'GET',
  path: '/vendor/payouts',
  summary:
    "The shop's commission payouts and wallet withdrawals, newest first, with the bank's UTR once paid; and what it may withdraw now (its wallet balance, the minimum, the verified bank account)",
  tag: 'vendor',
  callers: ['vendor'],
  response: dataResponse(
    object({
      items: array(shopPayoutSchema.defined()).defined(),
      withdrawable: object({ balancePaise: paise(), minimumPaise: paise(), bankAccount: string().nullable().defined() }).defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: 'One payout',
      response: {
        success: true,
        message: 'Payouts fetched',
        data: { items: [PAID], withdrawable: { balancePaise: 270_000, minimumPaise: MIN_WITHDRAWAL_PAISE, bankAccount: 'XXXXXXXX4321' } },
      },
    },
  ],
});

export const shopPayoutStatement = defineContract({
  operationId: 'downloadShopPayoutStatement',
  method: 'GET',
  path: '/vendor/payouts/:id/statement',
  summary: "A commission payout's statement (PDF): each line with its invoice, commission, GST, TDS (s.194H) and net, the transfer and its UTR",
  description:
    'In English, Hindi or Marathi: the language `lang` names, else the one the site names in `Accept-Language` (its current language), else the one the shop keeps on its account.',
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ id: string().defined() }),
  query: object({
    lang: mixed<AccountLanguage>()
      .oneOf([...ACCOUNT_LANGUAGES], 'Choose English, Hindi or Marathi')
      .optional(),
  }),
  download: { description: 'The statement, a PDF', types: ['application/pdf'] },
  response: FILE_ANSWER,
  errors: [401, 403, 404],
  samples: [{ name: 'A paid batch', request: { params: { id: PAID.id } }, response: {} }],
});

export const TDS_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export const shopTdsSummary = defineContract({
  operationId: 'getShopTdsSummary',
  method: 'GET',
  path: '/vendor/payouts/tds-summary',
  summary:
    'TDS held back from the shop’s paid commission under s.194H, by quarter of an Indian financial year (April–March; the current one unless asked), counted on the day each payout was paid, India time',
  tag: 'vendor',
  callers: ['vendor'],
  query: object({
    fy: number()
      .typeError(payoutTexts.financialYear)
      .integer(payoutTexts.financialYear)
      .min(2020, payoutTexts.financialYear)
      .max(2100, payoutTexts.financialYear)
      .optional(),
  }),
  response: dataResponse(
    object({
      financialYear: string().defined(),
      section: string().defined(),
      quarters: array(
        object({
          quarter: mixed<(typeof TDS_QUARTERS)[number]>()
            .oneOf([...TDS_QUARTERS])
            .defined(),
          label: string().defined(),
          payouts: number().integer().defined(),
          commissionPaise: paise(),
          gstPaise: paise(),
          tdsPaise: paise(),
          netPaise: paise(),
        }).defined(),
      ).defined(),
      totals: object({ commissionPaise: paise(), gstPaise: paise(), tdsPaise: paise(), netPaise: paise() }).defined(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One payout in Q3',
      request: { query: { fy: '2026' } },
      response: {
        success: true,
        message: 'TDS summary fetched',
        data: {
          financialYear: '2026-27',
          section: '194H',
          quarters: [
            { quarter: 'Q1', label: 'Apr–Jun 2026', payouts: 0, commissionPaise: 0, gstPaise: 0, tdsPaise: 0, netPaise: 0 },
            { quarter: 'Q2', label: 'Jul–Sep 2026', payouts: 0, commissionPaise: 0, gstPaise: 0, tdsPaise: 0, netPaise: 0 },
            { quarter: 'Q3', label: 'Oct–Dec 2026', payouts: 1, commissionPaise: 250_000, gstPaise: 0, tdsPaise: 5_000, netPaise: 245_000 },
            { quarter: 'Q4', label: 'Jan–Mar 2027', payouts: 0, commissionPaise: 0, gstPaise: 0, tdsPaise: 0, netPaise: 0 },
          ],
          totals: { commissionPaise: 250_000, gstPaise: 0, tdsPaise: 5_000, netPaise: 245_000 },
        },
      },
    },
  ],
});

const WITHDRAWAL_MESSAGE = fillTemplate(payoutTexts.withdrawalPaise, { min: MIN_WITHDRAWAL_PAISE });

export const withdrawalSchema = object({
  amountPaise: number()
    .strict()
    .typeError(WITHDRAWAL_MESSAGE)
    .required(WITHDRAWAL_MESSAGE)
    .integer(WITHDRAWAL_MESSAGE)
    .min(MIN_WITHDRAWAL_PAISE, fillTemplate(payoutTexts.withdrawalMin, { min: MIN_WITHDRAWAL_PAISE / 100 }))
    .max(Number.MAX_SAFE_INTEGER, WITHDRAWAL_MESSAGE),
});

export const withdrawFromWallet = defineContract({
  operationId: 'withdrawFromWallet',
  method: 'POST',
  path: '/wallet/withdrawals',
  summary:
    "Withdraws from the shop's wallet to its verified bank account through the payouts provider: the ledger is debited with the transfer (402 above the balance), and credited back once if the transfer fails or the bank reverses it",
  tag: 'wallet',
  callers: ['vendor'],
  body: withdrawalSchema,
  // A refusal quotes the bank's reason as the bank wrote it, beside its code.
  response: dataResponse(shopPayoutSchema.shape({ balance: paise() })).concat(messageCodeFields(['payout.withdrawal-sent', 'payout.withdrawal-refused'])),
  status: 201,
  errors: [400, 401, 402, 403, 409, 502],
  samples: [
    {
      name: '₹1,000 to the bank',
      request: { body: { amountPaise: 100_000 } },
      response: {
        success: true,
        message: 'Withdrawal sent to your bank account',
        messageCode: 'payout.withdrawal-sent',
        messageParams: {},
        data: {
          ...PAID,
          id: 'LSWD0c1d2e3f4a5b4c6d8e7f9a0b1c2d3e4f',
          kind: 'withdrawal',
          status: 'pending',
          statusLabel: 'Sent to the bank',
          amountPaise: 100_000,
          commissionPaise: 0,
          tdsPaise: 0,
          lineCount: 0,
          utr: null,
          paidAt: null,
          hasStatement: false,
          balance: 170_000,
        },
      },
    },
  ],
});

export const SHOP_PAYOUT_CONTRACTS = [shopPayouts, shopPayoutStatement, shopTdsSummary, withdrawFromWallet] as const;

/** For the dev tools: a transfer's outcome chosen by hand on the local payouts simulator. */
export const LOCAL_PAYOUT_OUTCOMES = ['success', 'failure', 'reversal'] as const;
export const devPayoutOutcome = defineContract({
  operationId: 'devPayoutOutcome',
  method: 'POST',
  path: '/dev/payouts/transfers/:transferId/outcome',
  summary:
    "Development only (API_DEV_TOOLS=1, local payouts simulator): the bank's outcome of a pending transfer (success or failure) or the reversal of a successful one, delivered to the API by a signed webhook as the provider would",
  tag: 'dev',
  callers: ['anyone'],
  params: object({ transferId: string().defined() }),
  body: object({
    outcome: mixed<(typeof LOCAL_PAYOUT_OUTCOMES)[number]>()
      .oneOf([...LOCAL_PAYOUT_OUTCOMES], payoutTexts.payoutOutcome)
      .required(payoutTexts.payoutOutcome),
  }),
  response: successResponse(object({ transferId: string().defined() })),
  errors: [400, 404, 409],
  samples: [
    {
      name: 'Reversed',
      request: { params: { transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098' }, body: { outcome: 'reversal' } },
      response: { success: true, message: 'Outcome sent', transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098' },
    },
  ],
});
