// A shop's wallet withdrawal (issue 32, part 2): the wallet is debited and the transfer row written
// in one transaction (so the balance can never be spent twice: the wallet row is locked), then the
// transfer is sent to the shop's verified bank account through the payouts provider. A failed or
// reversed transfer credits the amount back, once (transfers.ts).
import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_PAISE, TRANSFER_STATUS_LABELS } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { recordAudit } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { debitWithdrawal, InsufficientBalanceError } from '../payments/wallet.ts';
import type { Sealer } from '../security/keys.ts';
import { payoutAccountOf, type PayoutAccount } from './accounts.ts';
import { insertTransfer, transferIdOf, type TransferRow } from './transfers.ts';

export interface StartedWithdrawal {
  transferId: string;
  account: PayoutAccount;
  phone: string;
  amountPaise: number;
}

/** The debit, the pending transfer and the audit row, in the caller's transaction. */
export async function startWithdrawal(
  tx: Queryable,
  sealer: Sealer,
  vendor: { id: string; mobile: string },
  amountPaise: number,
  provider: string,
  now: Date,
): Promise<StartedWithdrawal> {
  if (amountPaise < MIN_WITHDRAWAL_PAISE)
    throw new ApiError(400, `The least you can withdraw is ${formatPaise(MIN_WITHDRAWAL_PAISE)}`, {
      fields: { amountPaise: `At least ${formatPaise(MIN_WITHDRAWAL_PAISE)}` },
    });
  const account = await payoutAccountOf(tx, sealer, vendor.id);
  if (!account) throw new ApiError(409, 'Verify your bank account in your KYC steps first: withdrawals go only to your verified account.');
  const transferId = transferIdOf('withdrawal', randomUUID());
  await insertTransfer(tx, { transferId, purpose: 'withdrawal', vendorId: vendor.id, amountPaise, provider, account, requestedBy: vendor.id, now });
  try {
    await debitWithdrawal(tx, {
      userId: vendor.id,
      amountPaise,
      description: `Withdrawal to bank account ${account.accountMasked}`,
      reference: transferId,
      now,
    });
  } catch (error) {
    if (!(error instanceof InsufficientBalanceError)) throw error;
    throw new ApiError(402, `Your wallet balance is ${formatPaise(error.balancePaise)}: you cannot withdraw ${formatPaise(amountPaise)}.`, {
      fields: { amountPaise: `At most ${formatPaise(error.balancePaise)}` },
    });
  }
  await recordAudit(tx, {
    actor: { id: vendor.id, role: 'vendor' },
    action: 'wallet.withdraw',
    subjectType: 'payout_transfer',
    subjectId: transferId,
    after: { amountPaise, account: account.accountMasked, provider },
    at: now,
  });
  return { transferId, account, phone: vendor.mobile, amountPaise };
}

export function withdrawalView(t: TransferRow) {
  return {
    id: t.transfer_id,
    kind: 'withdrawal' as const,
    status: t.status,
    statusLabel: TRANSFER_STATUS_LABELS[t.status],
    amountPaise: Number(t.amount_paise),
    commissionPaise: 0,
    gstPaise: 0,
    tdsPaise: 0,
    lineCount: 0,
    accountMasked: t.account_masked,
    utr: t.utr,
    requestedAt: iso(t.requested_at)!,
    paidAt: t.status === 'success' ? iso(t.settled_at) : null,
    failureReason: t.failure_reason,
    hasStatement: false,
  };
}

/** The desk's list of withdrawals, newest first. */
export async function withdrawalPage(q: Queryable, query: { status: string; page: number; pageSize: number }) {
  const where = query.status === 'all' ? `t.purpose = 'withdrawal'` : `t.purpose = 'withdrawal' AND t.status = $1`;
  const params = query.status === 'all' ? [] : [query.status];
  const count = await q.query<{ total: string }>(`SELECT count(*) AS total FROM payout_transfers t WHERE ${where}`, params);
  const { rows } = await q.query<TransferRow & { shop_name: string; shop_code: string | null }>(
    `SELECT t.*, u.username AS shop_name, u.referral_code AS shop_code FROM payout_transfers t JOIN users u ON u.id = t.vendor_id
      WHERE ${where} ORDER BY t.requested_at DESC, t.transfer_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((t) => ({
      transferId: t.transfer_id,
      status: t.status,
      statusLabel: TRANSFER_STATUS_LABELS[t.status],
      provider: t.provider,
      amountPaise: Number(t.amount_paise),
      accountMasked: t.account_masked,
      ifsc: t.ifsc,
      utr: t.utr,
      failureReason: t.failure_reason,
      requestedAt: iso(t.requested_at)!,
      settledAt: iso(t.reversed_at ?? t.settled_at),
      shop: { id: t.vendor_id, name: t.shop_name, code: t.shop_code },
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(count.rows[0]?.total ?? 0),
  };
}
