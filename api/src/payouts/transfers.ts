// Transfers to a shop's bank account (a commission batch or a wallet withdrawal):
// pending → success | failed, success → reversed. Settling a transfer is the one place its effects
// happen, once, whatever reports the outcome first (the provider's answer to the request, its
// webhook, a poll, a finance user's "Check status"): the transfer row is locked, a move its state
// does not allow changes nothing, and the effects run in the same transaction as the move:
// - a commission batch paid: the batch and every line get the UTR and the day, the shop is told;
// - failed or reversed: the batch records why and its lines return to "approved" with the reason;
// - a withdrawal failed or reversed: the ledger gets the credit back (once: its reference is unique).
import type { FastifyBaseLogger } from 'fastify';
import { formatIndiaDay, formatPaise } from '@platform/shared/finance';
import { indiaDate } from '@platform/shared/schemas';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { creditWallet } from '../payments/wallet.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { notifyShop } from '../vendor/notifications.ts';
import type { PayoutAccount } from './accounts.ts';
import { PayoutsProviderError, type PayoutsProvider, type TransferStatus } from './provider.ts';

export type TransferPurpose = 'commission' | 'withdrawal';
export type TransferStatusName = 'pending' | 'success' | 'failed' | 'reversed';
export type SettleSource = 'request' | 'webhook' | 'poll';

export interface TransferRow {
  transfer_id: string;
  purpose: TransferPurpose;
  vendor_id: string;
  amount_paise: string | number;
  provider: string;
  beneficiary_id: string;
  account_masked: string;
  ifsc: string;
  status: TransferStatusName;
  provider_transfer_id: string | null;
  utr: string | null;
  failure_reason: string | null;
  requested_by: string | null;
  requested_at: Date | string;
  settled_at: Date | string | null;
  reversed_at: Date | string | null;
  updated_at: Date | string;
}

/** Ours, sent to the provider: one id per batch or withdrawal, so the provider pays it once. */
export const transferIdOf = (purpose: TransferPurpose, id: string) => `${purpose === 'commission' ? 'LSPB' : 'LSWD'}${id.replace(/-/g, '')}`;

export async function findTransfer(q: Queryable, transferId: string, lock = false): Promise<TransferRow | null> {
  const { rows } = await q.query<TransferRow>(`SELECT * FROM payout_transfers WHERE transfer_id = $1${lock ? ' FOR UPDATE' : ''}`, [transferId]);
  return rows[0] ?? null;
}

/** A pending transfer row, written in the caller's transaction before anything is sent. */
export async function insertTransfer(
  tx: Queryable,
  t: {
    transferId: string;
    purpose: TransferPurpose;
    vendorId: string;
    amountPaise: number;
    provider: string;
    account: PayoutAccount;
    requestedBy: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payout_transfers (transfer_id, purpose, vendor_id, amount_paise, provider, beneficiary_id, account_masked, ifsc, status, requested_by, requested_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $10)`,
    [t.transferId, t.purpose, t.vendorId, t.amountPaise, t.provider, t.account.beneficiaryId, t.account.accountMasked, t.account.ifsc, t.requestedBy, t.now],
  );
}

/** The provider's figure differs from ours: refused, nothing changes. */
export class TransferMismatchError extends ApiError {
  constructor(readonly detail: string) {
    super(400, 'The transfer does not match our records.');
  }
}

/** What to tell the shop by SMS once the settling transaction has committed. */
interface PaidNotice {
  vendorId: string;
  amountPaise: number;
  utr: string;
  paidAt: Date;
}

export interface SettleOutcome {
  transfer: TransferRow;
  changed: boolean;
  paidNotice: PaidNotice | null;
}

const paidAtOf = (observed: TransferStatus, now: Date) => {
  const at = observed.at ? new Date(observed.at) : null;
  return at && !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime() ? at : now;
};

/**
 * Applies what the provider says about a transfer, once. A SUCCESS without a UTR is left pending
 * (the UTR is what the shop is shown; the next poll brings it). Answers whether anything moved.
 */
export async function settleTransfer(db: Database, observed: TransferStatus, source: SettleSource, now: Date): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const transfer = await findTransfer(tx, observed.transferId, true);
    if (!transfer) throw new ApiError(404, 'Unknown transfer.');
    if (Number.isFinite(observed.amountPaise) && observed.amountPaise !== Number(transfer.amount_paise)) {
      throw new TransferMismatchError(`provider says ${observed.amountPaise}, transfer is ${transfer.amount_paise}`);
    }
    const from = transfer.status;
    const to: TransferStatusName | null =
      from === 'pending' && observed.state === 'SUCCESS' && observed.utr
        ? 'success'
        : from === 'pending' && observed.state === 'FAILED'
          ? 'failed'
          : (from === 'pending' || from === 'success') && observed.state === 'REVERSED'
            ? 'reversed'
            : null;
    if (!to) return { transfer, changed: false, paidNotice: null };

    const at = paidAtOf(observed, now);
    const reason = to === 'success' ? null : (observed.reason ?? (to === 'reversed' ? 'The bank returned the transfer' : 'The bank declined the transfer'));
    const utr = observed.utr ?? transfer.utr;
    // A reversal straight from pending has no UTR of a success: it is recorded as failed.
    const final = to === 'reversed' && !utr ? 'failed' : to;
    const { rows } = await tx.query<TransferRow>(
      `UPDATE payout_transfers SET status = $2, utr = $3, failure_reason = $4, provider_transfer_id = COALESCE($5, provider_transfer_id),
         settled_at = CASE WHEN $2 = 'reversed' THEN settled_at ELSE $6 END,
         reversed_at = CASE WHEN $2 = 'reversed' THEN $6 ELSE reversed_at END, updated_at = $7
       WHERE transfer_id = $1 RETURNING *`,
      [transfer.transfer_id, final, final === 'failed' ? null : utr, reason, observed.providerTransferId ?? null, at, now],
    );
    const moved = rows[0]!;
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: `payout.transfer.${final}`,
      subjectType: 'payout_transfer',
      subjectId: transfer.transfer_id,
      before: { status: from },
      after: { status: final, utr: moved.utr, source, amountPaise: Number(transfer.amount_paise) },
      reason,
      at: now,
    });
    const amount = formatPaise(Number(transfer.amount_paise));
    let paidNotice: PaidNotice | null = null;
    if (transfer.purpose === 'commission') {
      paidNotice = await settleBatch(tx, moved, final, reason, at, now);
    } else if (final === 'failed' || final === 'reversed') {
      await creditWallet(tx, {
        userId: transfer.vendor_id,
        kind: 'withdrawal_reversal',
        amountPaise: Number(transfer.amount_paise),
        description: `Withdrawal ${final === 'failed' ? 'failed' : 'returned by the bank'}: ${reason}`,
        reference: transfer.transfer_id,
        now,
      });
      await notifyShop(
        tx,
        transfer.vendor_id,
        {
          kind: 'payment',
          title: `Withdrawal of ${amount} ${final === 'failed' ? 'failed' : 'reversed'}`,
          body: `${reason}. ${amount} is back in your wallet.`,
          link: '/vender/payouts',
        },
        now,
      );
    } else {
      await notifyShop(
        tx,
        transfer.vendor_id,
        { kind: 'payment', title: `${amount} withdrawn to your bank`, body: `Paid on ${formatIndiaDay(at)}, UTR ${moved.utr}.`, link: '/vender/payouts' },
        now,
      );
      paidNotice = { vendorId: transfer.vendor_id, amountPaise: Number(transfer.amount_paise), utr: moved.utr!, paidAt: at };
    }
    return { transfer: moved, changed: true, paidNotice };
  });
}

async function settleBatch(
  tx: Queryable,
  transfer: TransferRow,
  to: TransferStatusName,
  reason: string | null,
  at: Date,
  now: Date,
): Promise<PaidNotice | null> {
  const { rows } = await tx.query<{ id: string; status: string; vendor_id: string; net_paise: string }>(
    'SELECT id, status, vendor_id, net_paise FROM payout_batches WHERE transfer_id = $1 FOR UPDATE',
    [transfer.transfer_id],
  );
  const batch = rows[0];
  if (!batch) throw new Error(`transfer ${transfer.transfer_id} has no batch`);
  const amount = formatPaise(Number(batch.net_paise));
  if (to === 'success') {
    await tx.query(`UPDATE payout_batches SET status = 'paid', paid_at = $2, utr = $3, updated_at = $4 WHERE id = $1`, [batch.id, at, transfer.utr, now]);
    await tx.query(`UPDATE vendor_commissions SET status = 'paid', paid_at = $2, utr = $3 WHERE payout_batch_id = $1 AND status = 'in_payout'`, [
      batch.id,
      at,
      transfer.utr,
    ]);
    await notifyShop(
      tx,
      batch.vendor_id,
      { kind: 'commission', title: `Commission of ${amount} paid`, body: `Paid on ${formatIndiaDay(at)}, UTR ${transfer.utr}.`, link: '/vender/payouts' },
      now,
    );
    return { vendorId: batch.vendor_id, amountPaise: Number(batch.net_paise), utr: transfer.utr!, paidAt: at };
  }
  // Failed, or reversed after it was paid: the lines wait for the next batch, with the reason.
  await tx.query(`UPDATE payout_batches SET status = $2, failure_reason = $3, updated_at = $4 WHERE id = $1`, [batch.id, to, reason, now]);
  await tx.query(
    `UPDATE vendor_commissions SET status = 'approved', payout_batch_id = NULL, payout_failure = $2, paid_at = NULL, utr = NULL,
       gst_paise = NULL, tds_paise = NULL, net_paise = NULL
     WHERE payout_batch_id = $1 AND status IN ('in_payout', 'paid')`,
    [batch.id, reason],
  );
  await notifyShop(
    tx,
    batch.vendor_id,
    {
      kind: 'commission',
      title: to === 'reversed' ? `Commission payout of ${amount} returned by the bank` : `Commission payout of ${amount} failed`,
      body: `${reason}. The commission will be paid in your next payout.`,
      link: '/vender/payouts',
    },
    now,
  );
  return null;
}

/** The shop's SMS for a payout paid, after the transaction committed (a failed SMS changes nothing). */
export async function sendPaidSms(db: Queryable, sms: SmsAdapter, notice: PaidNotice | null, log: FastifyBaseLogger): Promise<void> {
  if (!notice) return;
  try {
    const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [notice.vendorId]);
    const mobile = rows[0]?.mobile;
    if (!mobile) return;
    await sms.send({
      mobile,
      purpose: 'payout-notice',
      template: 'payout-paid',
      // The day as a date: the template writes it as the shop reads it in its language.
      variables: { amount: formatPaise(notice.amountPaise), date: indiaDate(notice.paidAt), utr: notice.utr },
    });
  } catch (error) {
    log.warn({ err: (error as Error).message, vendorId: notice.vendorId }, 'payout sms failed');
  }
}

/**
 * Sends a pending transfer to the provider (the beneficiary first) and settles what it answers.
 * A refusal the provider gave (4xx) fails the transfer; no answer at all (a timeout, a 5xx)
 * leaves it pending for polling to find out, never sending a second transfer.
 */
export async function sendTransfer(
  db: Database,
  provider: PayoutsProvider,
  account: PayoutAccount,
  phone: string,
  transfer: { transferId: string; amountPaise: number; remarks: string },
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<SettleOutcome | null> {
  try {
    await provider.ensureBeneficiary({
      beneficiaryId: account.beneficiaryId,
      name: account.holderName,
      accountNumber: account.accountNumber,
      ifsc: account.ifsc,
      phone,
    });
    const answer = await provider.requestTransfer({ ...transfer, beneficiaryId: account.beneficiaryId });
    if (answer.state === 'PENDING') return null;
    return await settleTransfer(db, answer, 'request', now());
  } catch (error) {
    if (error instanceof PayoutsProviderError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 409) {
      log.warn({ transferId: transfer.transferId, err: error.message }, 'payouts provider refused the transfer');
      return settleTransfer(
        db,
        { transferId: transfer.transferId, state: 'FAILED', amountPaise: transfer.amountPaise, reason: error.message },
        'request',
        now(),
      );
    }
    log.warn({ transferId: transfer.transferId, err: (error as Error).message }, 'payouts provider did not answer; the transfer stays pending');
    return null;
  }
}
