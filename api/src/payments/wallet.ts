// The vendor wallet: a ledger of every movement, the balance its sum. Other domains use the two
// exported functions below inside their own transaction (CA service requests charge their fees this
// way).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/** Credits: top-ups, refunds, withdrawals given back; debits: service fees, withdrawals. */
export type LedgerKind = 'topup' | 'service_fee' | 'refund' | 'withdrawal' | 'withdrawal_reversal';

export class InsufficientBalanceError extends ApiError {
  constructor(
    readonly balancePaise: number,
    readonly neededPaise: number,
  ) {
    super(409, 'Your wallet balance is too low for this. Please top up your wallet and try again.');
  }
}

/** The wallet's balance in paise: the sum of its ledger. */
export async function walletBalance(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ balance: string | null }>('SELECT COALESCE(SUM(amount_paise), 0) AS balance FROM wallet_ledger WHERE user_id = $1', [
    userId,
  ]);
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Creates the wallet row if needed and locks it for the rest of the transaction: every movement of
 * one wallet goes through this lock, so two debits at once are applied one after the other.
 */
async function lockWallet(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO wallet_accounts (user_id, created_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, now]);
  await tx.query('SELECT user_id FROM wallet_accounts WHERE user_id = $1 FOR UPDATE', [userId]);
}

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  /** Positive paise; the sign follows the kind (service fees are debits). */
  amountPaise: number;
  description: string;
  /** Unique per kind: the same reference is never applied twice (answers false then). */
  reference: string;
  orderId?: string | null;
  now: Date;
}

/** A credit (top-up or refund). Must run inside a transaction. Answers false if already applied. */
export async function creditWallet(tx: Queryable, entry: LedgerEntryInput): Promise<boolean> {
  if (entry.kind === 'service_fee' || entry.kind === 'withdrawal') throw new Error(`a ${entry.kind} is a debit`);
  return addEntry(tx, entry, entry.amountPaise);
}

/**
 * Charges a service fee to a vendor's wallet inside the caller's transaction. Refuses (409,
 * InsufficientBalanceError) when the balance would go negative; answers false when the same
 * `reference` was charged already, so a retried request never charges twice.
 */
export async function debitServiceFee(
  tx: Queryable,
  fee: { userId: string; amountPaise: number; description: string; reference: string; now: Date },
): Promise<boolean> {
  return addEntry(tx, { ...fee, kind: 'service_fee' }, -fee.amountPaise);
}

/**
 * Debits a withdrawal to the shop's bank account inside the caller's transaction (the transfer row
 * is written in the same one, `reference` being its transfer id). Refuses with
 * InsufficientBalanceError above the balance.
 */
export async function debitWithdrawal(
  tx: Queryable,
  withdrawal: { userId: string; amountPaise: number; description: string; reference: string; now: Date },
): Promise<boolean> {
  return addEntry(tx, { ...withdrawal, kind: 'withdrawal' }, -withdrawal.amountPaise);
}

/**
 * Gives back, once, what the `service_fee` line under `reference` charged: a refund line of the
 * same amount under the same reference, inside the caller's transaction. Answers the paise
 * refunded: 0 when nothing was charged under it or it was refunded already.
 */
export async function refundCharge(tx: Queryable, refund: { userId: string; reference: string; description: string; now: Date }): Promise<number> {
  const { rows } = await tx.query<{ amount_paise: string }>(
    "SELECT amount_paise FROM wallet_ledger WHERE kind = 'service_fee' AND reference = $1 AND user_id = $2",
    [refund.reference, refund.userId],
  );
  const charged = -Number(rows[0]?.amount_paise ?? 0);
  if (charged <= 0) return 0;
  return (await creditWallet(tx, { ...refund, kind: 'refund', amountPaise: charged })) ? charged : 0;
}

async function addEntry(tx: Queryable, entry: LedgerEntryInput, signedPaise: number): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error('amount must be positive integer paise');
  await lockWallet(tx, entry.userId, entry.now);
  const done = await tx.query('SELECT 1 FROM wallet_ledger WHERE kind = $1 AND reference = $2', [entry.kind, entry.reference]);
  if (done.rows.length > 0) return false;
  if (signedPaise < 0) {
    const balance = await walletBalance(tx, entry.userId);
    if (balance + signedPaise < 0) throw new InsufficientBalanceError(balance, -signedPaise);
  }
  await tx.query(
    `INSERT INTO wallet_ledger (id, user_id, kind, amount_paise, description, reference, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [randomUUID(), entry.userId, entry.kind, signedPaise, entry.description, entry.reference, entry.orderId ?? null, entry.now],
  );
  return true;
}

export interface LedgerPage {
  items: Array<{ id: string; kind: LedgerKind; amountPaise: number; description: string; orderId: string | null; createdAt: string }>;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The ledger newest first, paged. */
export async function ledgerPage(q: Queryable, userId: string, page: number, limit: number): Promise<LedgerPage> {
  const [{ rows }, count] = [
    await q.query<{ id: string; kind: LedgerKind; amount_paise: string; description: string; order_id: string | null; created_at: Date }>(
      `SELECT id, kind, amount_paise, description, order_id, created_at FROM wallet_ledger
       WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [userId, limit, (page - 1) * limit],
    ),
    await q.query<{ total: string }>('SELECT count(*) AS total FROM wallet_ledger WHERE user_id = $1', [userId]),
  ];
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountPaise: Number(r.amount_paise),
      description: r.description,
      orderId: r.order_id,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}
