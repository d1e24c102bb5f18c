// The payouts domain's handle (`app.payouts`, made and decorated by app.ts as `app.payments` is):
// its provider, settling a transfer with what the provider said (then the shop's SMS), the poll of
// transfers still pending, and the money reconciliation. The integrator's scheduler calls
// `poll()` every few minutes and `reconcile()` daily; neither needs anything else.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { payoutAccountOf } from './accounts.ts';
import type { PayoutsProvider, TransferStatus } from './provider.ts';
import { reconcileMoney, type ReconciliationRun } from './reconcile-money.ts';
import { findTransfer, sendPaidSms, sendTransfer, settleTransfer, type SettleOutcome, type SettleSource, type TransferRow } from './transfers.ts';

export interface Payouts {
  provider: PayoutsProvider;
  /** Settles with what the provider said, then sends the shop's SMS if it was paid. */
  settle(observed: TransferStatus, source: SettleSource): Promise<SettleOutcome>;
  /** After a transfer was settled elsewhere (the answer to its request): the log line and the shop's SMS. */
  announce(outcome: SettleOutcome | null): Promise<unknown>;
  /** Asks the provider about one transfer and settles it (a transfer it never received is sent again, same id). */
  check(transferId: string): Promise<TransferRow>;
  /** Every transfer pending for longer than `olderThanMs` (default 2 minutes), checked. */
  poll(options?: { olderThanMs?: number }): Promise<{ checked: number; settled: number }>;
  /** The daily money reconciliation (the scheduler's job; finance's "Run now" too). */
  reconcile(options?: { trigger?: 'schedule' | 'staff'; runBy?: string | null }): Promise<ReconciliationRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payouts domain's handle for the scheduler (poll, reconcile), app.ts (close) and tests. */
    payouts: Payouts;
  }
}

export function createPayouts(ctx: AppContext, provider: PayoutsProvider, sms: SmsAdapter, log: FastifyBaseLogger): Payouts {
  const { db, clock } = ctx;
  const now = () => clock.now();

  const afterSettle = async (outcome: SettleOutcome | null) => {
    if (outcome?.changed) {
      log.info({ transferId: outcome.transfer.transfer_id, status: outcome.transfer.status }, 'payout transfer settled');
      await sendPaidSms(db, sms, outcome.paidNotice, log);
    }
    return outcome;
  };

  const payouts: Payouts = {
    provider,
    announce: afterSettle,
    async settle(observed, source) {
      return (await afterSettle(await settleTransfer(db, observed, source, now())))!;
    },
    async check(transferId) {
      const transfer = await findTransfer(db, transferId);
      if (!transfer) throw new Error(`unknown transfer ${transferId}`);
      if (transfer.status !== 'pending' && transfer.status !== 'success') return transfer;
      const observed = await provider.fetchTransfer(transferId);
      if (observed) {
        if (observed.state !== 'PENDING') await payouts.settle(observed, 'poll');
      } else if (transfer.status === 'pending') {
        // The provider never took the request (it timed out before reaching them): send it again
        // under the same id, to the same beneficiary; an account changed since is not paid.
        const account = await payoutAccountOf(db, ctx.sealer, transfer.vendor_id);
        const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [transfer.vendor_id]);
        if (!account || account.beneficiaryId !== transfer.beneficiary_id) {
          await payouts.settle(
            { transferId, state: 'FAILED', amountPaise: Number(transfer.amount_paise), reason: 'The shop’s bank account changed before the transfer was sent' },
            'poll',
          );
        } else {
          await afterSettle(
            await sendTransfer(
              db,
              provider,
              account,
              rows[0]?.mobile ?? '',
              { transferId, amountPaise: Number(transfer.amount_paise), remarks: 'LoanSetu payout' },
              now,
              log,
            ),
          );
        }
      }
      return (await findTransfer(db, transferId))!;
    },
    async poll({ olderThanMs = 2 * 60_000 } = {}) {
      const { rows } = await db.query<{ transfer_id: string }>(
        `SELECT transfer_id FROM payout_transfers WHERE status = 'pending' AND requested_at <= $1 ORDER BY requested_at LIMIT 200`,
        [new Date(now().getTime() - olderThanMs)],
      );
      let settled = 0;
      for (const { transfer_id } of rows) {
        try {
          if ((await payouts.check(transfer_id)).status !== 'pending') settled += 1;
        } catch (error) {
          log.warn({ transferId: transfer_id, err: (error as Error).message }, 'payout poll could not check a transfer');
        }
      }
      return { checked: rows.length, settled };
    },
    async reconcile({ trigger = 'schedule', runBy = null } = {}) {
      return reconcileMoney(db, clock, { trigger, runBy });
    },
  };
  return payouts;
}
