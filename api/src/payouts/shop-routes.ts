// A shop's payouts (contracts: @platform/shared/contracts shop-payouts.ts): its commission payouts
// and withdrawals with the bank's UTR, a payout's statement (PDF), the quarterly TDS summary, and
// withdrawing from the wallet. Bound to the signed-in shop: another shop's payout is 404.
import type { FastifyInstance } from 'fastify';
import {
  MIN_WITHDRAWAL_PAISE,
  shopPayouts,
  shopPayoutStatement,
  shopTdsSummary,
  successCode,
  TRANSFER_STATUS_LABELS,
  withdrawFromWallet,
} from '@platform/shared/contracts';
import { indiaDate } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { requestLanguage } from '../auth/language.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { answerIdempotently } from '../http/idempotency.ts';
import { isUuid } from '../http/validate.ts';
import { walletBalance } from '../payments/wallet.ts';
import { maskedPayoutAccountOf } from './accounts.ts';
import type { Payouts } from './payouts.ts';
import { findTransfer, sendTransfer, type TransferRow } from './transfers.ts';
import { startWithdrawal, withdrawalView } from './withdrawals.ts';

interface ShopBatchRow {
  id: string;
  status: string;
  commission_paise: string;
  gst_paise: string;
  tds_paise: string;
  net_paise: string;
  line_count: number;
  created_at: Date | string;
  paid_at: Date | string | null;
  utr: string | null;
  failure_reason: string | null;
  t_status: TransferRow['status'] | null;
  account_masked: string | null;
  requested_at: Date | string | null;
}

/** The shop's batches that were sent (an open batch is still finance's draft). */
async function shopBatches(q: Queryable, vendorId: string, where = 'TRUE', params: unknown[] = []) {
  const { rows } = await q.query<ShopBatchRow>(
    `SELECT b.*, t.status AS t_status, t.account_masked, t.requested_at FROM payout_batches b JOIN payout_transfers t ON t.transfer_id = b.transfer_id
      WHERE b.vendor_id = $1 AND ${where} ORDER BY t.requested_at DESC, b.id`,
    [vendorId, ...params],
  );
  return rows;
}

const batchView = (b: ShopBatchRow) => ({
  id: b.id,
  kind: 'commission' as const,
  status: b.t_status ?? ('open' as const),
  statusLabel: b.t_status ? TRANSFER_STATUS_LABELS[b.t_status] : 'Being prepared',
  amountPaise: Number(b.net_paise),
  commissionPaise: Number(b.commission_paise),
  gstPaise: Number(b.gst_paise),
  tdsPaise: Number(b.tds_paise),
  lineCount: b.line_count,
  accountMasked: b.account_masked,
  utr: b.status === 'paid' || b.status === 'reversed' ? b.utr : null,
  requestedAt: iso(b.requested_at ?? b.created_at)!,
  paidAt: b.status === 'paid' ? iso(b.paid_at) : null,
  failureReason: b.failure_reason,
  hasStatement: true,
});

/** The Indian financial year (April to March) a day falls in, by the year it starts. */
export const financialYearOf = (at: Date) => {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
};

const QUARTERS = [
  { quarter: 'Q1', months: [4, 5, 6], label: (fy: number) => `Apr–Jun ${fy}` },
  { quarter: 'Q2', months: [7, 8, 9], label: (fy: number) => `Jul–Sep ${fy}` },
  { quarter: 'Q3', months: [10, 11, 12], label: (fy: number) => `Oct–Dec ${fy}` },
  { quarter: 'Q4', months: [1, 2, 3], label: (fy: number) => `Jan–Mar ${fy + 1}` },
] as const;

export function shopPayoutRoutes(app: FastifyInstance, ctx: AppContext, payouts: Payouts): void {
  const { db, clock, sealer } = ctx;

  registerContract(app, ctx, shopPayouts, async ({ user }) => {
    const batches = (await shopBatches(db, user.id)).map(batchView);
    const { rows } = await db.query<TransferRow>(`SELECT * FROM payout_transfers WHERE vendor_id = $1 AND purpose = 'withdrawal' ORDER BY requested_at DESC`, [
      user.id,
    ]);
    const items = [...batches, ...rows.map(withdrawalView)].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
    return {
      success: true,
      message: 'Payouts fetched',
      data: {
        items,
        withdrawable: {
          balancePaise: await walletBalance(db, user.id),
          minimumPaise: MIN_WITHDRAWAL_PAISE,
          bankAccount: await maskedPayoutAccountOf(db, user.id),
        },
      },
    };
  });

  registerContract(app, ctx, shopTdsSummary, async ({ user, query }) => {
    const fy = query.fy ?? financialYearOf(clock.now());
    const paid = await shopBatches(db, user.id, `b.status = 'paid'`);
    const quarters = QUARTERS.map((q) => {
      const inQuarter = paid.filter((b) => {
        const [year, month] = indiaDate(new Date(b.paid_at!)).split('-').map(Number) as [number, number];
        return (q.months as readonly number[]).includes(month) && year === (q.quarter === 'Q4' ? fy + 1 : fy);
      });
      const sum = (pick: (b: ShopBatchRow) => string) => inQuarter.reduce((n, b) => n + Number(pick(b)), 0);
      return {
        quarter: q.quarter,
        label: q.label(fy),
        payouts: inQuarter.length,
        commissionPaise: sum((b) => b.commission_paise),
        gstPaise: sum((b) => b.gst_paise),
        tdsPaise: sum((b) => b.tds_paise),
        netPaise: sum((b) => b.net_paise),
      };
    });
    const total = (pick: (q: (typeof quarters)[number]) => number) => quarters.reduce((n, q) => n + pick(q), 0);
    return {
      success: true,
      message: 'TDS summary fetched',
      data: {
        financialYear: `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`,
        section: '194H',
        quarters,
        totals: {
          commissionPaise: total((q) => q.commissionPaise),
          gstPaise: total((q) => q.gstPaise),
          tdsPaise: total((q) => q.tdsPaise),
          netPaise: total((q) => q.netPaise),
        },
      },
    };
  });

  registerDownload(app, ctx, shopPayoutStatement, async ({ user, params, query, request, reply }) => {
    const rows = isUuid(params.id) ? await shopBatches(db, user.id, 'b.id = $2', [params.id]) : [];
    if (!rows[0]) throw new ApiError(404, 'Payout not found');
    // In the language the shop reads the site in now (decision 053).
    const language = query.lang ?? requestLanguage(request) ?? user.preferred_language;
    // pdf-lib, fontkit and the fonts are loaded with the first statement drawn, not at start:
    // most processes never draw one.
    const { statementPdf } = await import('./statement-pdf.ts');
    const pdf = await statementPdf(db, rows[0].id, clock.now(), language);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="payout-statement-${indiaDate(new Date(rows[0].requested_at ?? rows[0].created_at))}.pdf"`)
      .send(pdf);
  });

  registerContract(app, ctx, withdrawFromWallet, async ({ user, body, request, reply }) => {
    let started: Awaited<ReturnType<typeof startWithdrawal>> | null = null;
    const answer = await answerIdempotently({
      ctx,
      scope: 'wallet-withdrawal',
      request,
      reply,
      body,
      noun: 'withdrawal',
      work: async (tx) => {
        started = await startWithdrawal(tx, sealer, { id: user.id, mobile: user.mobile }, body.amountPaise, payouts.provider.name, clock.now());
        const transfer = (await findTransfer(tx, started.transferId))!;
        return {
          status: 201,
          answer: {
            success: true as const,
            message: 'Withdrawal sent to your bank account',
            ...successCode('payout.withdrawal-sent', {}),
            data: { ...withdrawalView(transfer), balance: await walletBalance(tx, user.id) },
          },
        };
      },
    });
    // Sent once the debit has committed: the provider is never asked to pay money the ledger has not taken.
    if (started) {
      const s: Awaited<ReturnType<typeof startWithdrawal>> = started;
      const outcome = await sendTransfer(
        db,
        payouts.provider,
        s.account,
        s.phone,
        { transferId: s.transferId, amountPaise: s.amountPaise, remarks: 'LoanSetu wallet withdrawal' },
        () => clock.now(),
        request.log,
      );
      await payouts.announce(outcome);
      const transfer = (await findTransfer(db, s.transferId))!;
      // The bank's reason is its own words, sent as they are beside the code of the sentence around them.
      const said =
        transfer.status === 'failed'
          ? {
              message: `The bank refused the withdrawal: ${transfer.failure_reason}. The amount is back in your wallet.`,
              ...successCode('payout.withdrawal-refused', { reason: transfer.failure_reason ?? '' }),
            }
          : { message: answer.message, ...successCode('payout.withdrawal-sent', {}) };
      return { success: true, ...said, data: { ...withdrawalView(transfer), balance: await walletBalance(db, user.id) } };
    }
    return answer;
  });
}
