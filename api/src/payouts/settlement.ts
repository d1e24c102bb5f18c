// Commission settlement (issue 32, finance desk part 1): the lines to review, approving one or
// sending it back with a reason, gathering a shop's approved lines into a payout batch, cancelling
// a batch not sent yet, and paying a batch through the payouts provider. Every move locks what it
// changes, checks the state it found, and writes its audit row in the same transaction; the
// transfer's outcome is settled in transfers.ts.
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  PAYOUT_BATCH_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  type FinanceCommissionFilter,
  type PayoutBatchStatus,
  type ResponseOf,
  type listFinanceCommissions,
  type payoutBatch,
} from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { payoutOf, sellingProductLabel } from '@platform/shared/schemas';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { iso, sqlDay } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { Sealer } from '../security/keys.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { verifiedGstinOf } from '../vendor-selling/commissions.ts';
import { maskedPayoutAccountOf, payoutAccountOf } from './accounts.ts';
import type { PayoutsProvider } from './provider.ts';
import { findTransfer, insertTransfer, sendTransfer, transferIdOf, type SettleOutcome, type TransferRow } from './transfers.ts';

type FinanceLine = ResponseOf<typeof listFinanceCommissions>['data']['items'][number];
type BatchDetail = ResponseOf<typeof payoutBatch>['data'];

const STATUS_LABELS: Record<string, string> = {
  awaiting_confirmation: 'Awaiting bank confirmation',
  invoice_due: 'Invoice due',
  invoice_submitted: 'Invoice submitted',
  approved: 'Approved',
  in_payout: 'In payout',
  paid: 'Paid',
};

interface LineRow {
  id: string;
  vendor_id: string;
  shop_name: string;
  shop_code: string | null;
  lead_id: string;
  product: string;
  customer_name: string | null;
  amount_paise: string | number;
  base_paise: string | number | null;
  rate_label: string | null;
  status: 'awaiting_confirmation' | 'unpaid' | 'approved' | 'in_payout' | 'paid';
  invoice_uploaded_at: Date | string | null;
  invoice_number: string | null;
  invoice_date: Date | string | null;
  invoice_gstin: string | null;
  earned_at: Date | string;
  approved_at: Date | string | null;
  payout_failure: string | null;
  payout_batch_id: string | null;
  utr: string | null;
  paid_at: Date | string | null;
  gst_paise: string | number | null;
  tds_paise: string | number | null;
  net_paise: string | number | null;
  shop_gstin: string | null;
}

const LINE_SELECT = `SELECT c.*, u.username AS shop_name, u.referral_code AS shop_code, l.customer_name,
    (SELECT k.masked FROM vendor_kyc_steps k WHERE k.vendor_id = c.vendor_id AND k.step = 'gst' AND k.status = 'verified') AS shop_gstin
  FROM vendor_commissions c JOIN users u ON u.id = c.vendor_id LEFT JOIN leads l ON l.id = c.lead_id`;

const stageOf = (row: LineRow) => (row.status === 'unpaid' ? (row.invoice_uploaded_at ? 'invoice_submitted' : 'invoice_due') : row.status);

/**
 * The amounts a line pays: what its batch fixed once batched, else today's rules (GST only on an
 * invoice carrying the shop's verified GSTIN, TDS under s.194H).
 */
export function amountsOf(row: Pick<LineRow, 'amount_paise' | 'invoice_gstin' | 'shop_gstin' | 'gst_paise' | 'tds_paise' | 'net_paise'>) {
  const commissionPaise = Number(row.amount_paise);
  if (row.net_paise !== null && row.gst_paise !== null && row.tds_paise !== null) {
    return { commissionPaise, gstPaise: Number(row.gst_paise), tdsPaise: Number(row.tds_paise), netPaise: Number(row.net_paise) };
  }
  return payoutOf(commissionPaise, !!row.invoice_gstin && row.invoice_gstin === row.shop_gstin);
}

function financeLineOf(row: LineRow): FinanceLine {
  const stage = stageOf(row);
  return {
    id: row.id,
    shop: { id: row.vendor_id, name: row.shop_name, code: row.shop_code },
    saleId: row.lead_id,
    product: sellingProductLabel(row.product),
    customerName: row.customer_name,
    disbursedPaise: row.base_paise === null ? null : Number(row.base_paise),
    rate: row.rate_label,
    ...amountsOf(row),
    status: stage,
    statusLabel: STATUS_LABELS[stage] ?? stage,
    invoice: row.invoice_uploaded_at
      ? { number: row.invoice_number, date: sqlDay(row.invoice_date), gstin: row.invoice_gstin, uploadedAt: iso(row.invoice_uploaded_at)! }
      : null,
    earnedAt: iso(row.earned_at)!,
    approvedAt: iso(row.approved_at),
    payoutFailure: row.payout_failure,
    batchId: row.payout_batch_id,
    utr: row.utr,
    paidAt: iso(row.paid_at),
  };
}

const FILTERS: Record<FinanceCommissionFilter, string> = {
  review: `c.status = 'unpaid' AND c.invoice_uploaded_at IS NOT NULL`,
  approved: `c.status = 'approved'`,
  in_payout: `c.status = 'in_payout'`,
  paid: `c.status = 'paid'`,
  all: 'TRUE',
};

/** The desk's queue: oldest invoice first for review, else oldest earned first. */
export async function financeLinePage(db: Queryable, query: { status: FinanceCommissionFilter; shop: string; page: number; pageSize: number }) {
  const params: unknown[] = [];
  let where = FILTERS[query.status];
  if (query.shop) {
    params.push(`%${query.shop.toLowerCase()}%`);
    where += ` AND (lower(u.username) LIKE $${params.length} OR lower(u.referral_code) LIKE $${params.length})`;
  }
  const order = query.status === 'review' ? 'c.invoice_uploaded_at, c.id' : 'c.earned_at, c.id';
  const count = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM vendor_commissions c JOIN users u ON u.id = c.vendor_id WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<LineRow>(`${LINE_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  return { items: rows.map(financeLineOf), page: query.page, pageSize: query.pageSize, total: Number(count.rows[0]?.total ?? 0) };
}

async function lineOr404(q: Queryable, id: string, lock = false): Promise<LineRow> {
  if (!isUuid(id)) throw new ApiError(404, 'Commission not found');
  // Locks the commission row only (FOR UPDATE OF c): the shop and lead rows stay free.
  const { rows } = await q.query<LineRow>(`${LINE_SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
  if (!rows[0]) throw new ApiError(404, 'Commission not found');
  return rows[0];
}

export const financeLine = async (q: Queryable, id: string) => financeLineOf(await lineOr404(q, id));

const notInReview = (row: LineRow) =>
  new ApiError(
    409,
    row.status === 'unpaid' && !row.invoice_uploaded_at
      ? 'This line has no invoice to review: it was sent back or the shop has not invoiced it yet.'
      : `This line is ${STATUS_LABELS[stageOf(row)]?.toLowerCase() ?? row.status} already; only a submitted invoice can be reviewed.`,
  );

/** Approves a submitted invoice on a confirmed disbursal ("unpaid" is priced only once the bank confirmed). */
export async function approveLine(db: Database, id: string, staff: AuditActor, now: Date): Promise<FinanceLine> {
  return db.transaction(async (tx) => {
    const row = await lineOr404(tx, id, true);
    if (row.status !== 'unpaid' || !row.invoice_uploaded_at) throw notInReview(row);
    await tx.query(
      `UPDATE vendor_commissions SET status = 'approved', approved_at = $2, approved_by = $3, sent_back_reason = NULL, payout_failure = NULL WHERE id = $1`,
      [id, now, staff.id],
    );
    await recordAudit(tx, {
      actor: staff,
      action: 'commission.approve',
      subjectType: 'vendor_commission',
      subjectId: id,
      before: { status: 'invoice_submitted' },
      after: { status: 'approved', invoiceNumber: row.invoice_number, commissionPaise: Number(row.amount_paise) },
      at: now,
    });
    return financeLineOf(await lineOr404(tx, id));
  });
}

/** Sends a submitted invoice back: the line is "invoice due" again, with the reason the shop sees. */
export async function sendBackLine(db: Database, files: { remove(key: string): Promise<void> }, id: string, reason: string, staff: AuditActor, now: Date) {
  const { line, invoiceKey } = await db.transaction(async (tx) => {
    const row = await lineOr404(tx, id, true);
    if (row.status !== 'unpaid' || !row.invoice_uploaded_at) throw notInReview(row);
    const { rows } = await tx.query<{ invoice_key: string | null }>('SELECT invoice_key FROM vendor_commissions WHERE id = $1', [id]);
    await tx.query(
      `UPDATE vendor_commissions SET invoice_number = NULL, invoice_date = NULL, invoice_gstin = NULL, invoice_key = NULL, invoice_uploaded_at = NULL,
         sent_back_reason = $2, sent_back_at = $3 WHERE id = $1`,
      [id, reason, now],
    );
    await recordAudit(tx, {
      actor: staff,
      action: 'commission.send_back',
      subjectType: 'vendor_commission',
      subjectId: id,
      before: { status: 'invoice_submitted', invoiceNumber: row.invoice_number, invoiceDate: sqlDay(row.invoice_date), gstin: row.invoice_gstin },
      after: { status: 'invoice_due' },
      reason,
      at: now,
    });
    await notifyShop(
      tx,
      row.vendor_id,
      {
        kind: 'commission',
        title: 'Invoice sent back',
        body: `Your invoice ${row.invoice_number ?? ''} for the ${sellingProductLabel(row.product).toLowerCase()} of ${row.customer_name ?? 'your customer'} was sent back: ${reason} Please upload a corrected invoice.`,
        link: `/vender/payment-history-details?id=${id}`,
      },
      now,
    );
    return { line: financeLineOf(await lineOr404(tx, id)), invoiceKey: rows[0]?.invoice_key ?? null };
  });
  // The file goes once nothing refers to it any more (the audit row keeps the invoice's facts).
  if (invoiceKey) await files.remove(invoiceKey).catch(() => undefined);
  return line;
}

// ---------------------------------------------------------------------------------------------
// Batches

interface BatchRow {
  id: string;
  vendor_id: string;
  shop_name: string;
  shop_code: string | null;
  status: PayoutBatchStatus;
  commission_paise: string | number;
  gst_paise: string | number;
  tds_paise: string | number;
  net_paise: string | number;
  line_count: number;
  transfer_id: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  utr: string | null;
  failure_reason: string | null;
}

const BATCH_SELECT = `SELECT b.*, u.username AS shop_name, u.referral_code AS shop_code FROM payout_batches b JOIN users u ON u.id = b.vendor_id`;

export function transferView(t: TransferRow) {
  return {
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
  };
}

async function batchOf(q: Queryable, row: BatchRow) {
  const transfer = row.transfer_id ? await findTransfer(q, row.transfer_id) : null;
  return {
    id: row.id,
    shop: { id: row.vendor_id, name: row.shop_name, code: row.shop_code },
    status: row.status,
    statusLabel: PAYOUT_BATCH_STATUS_LABELS[row.status],
    commissionPaise: Number(row.commission_paise),
    gstPaise: Number(row.gst_paise),
    tdsPaise: Number(row.tds_paise),
    netPaise: Number(row.net_paise),
    lineCount: row.line_count,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    utr: row.utr,
    failureReason: row.failure_reason,
    transfer: transfer ? transferView(transfer) : null,
  };
}

async function batchRowOr404(q: Queryable, id: string, lock = false): Promise<BatchRow> {
  if (!isUuid(id)) throw new ApiError(404, 'Payout batch not found');
  const { rows } = await q.query<BatchRow>(`${BATCH_SELECT} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
  if (!rows[0]) throw new ApiError(404, 'Payout batch not found');
  return rows[0];
}

export async function batchDetail(q: Queryable, id: string): Promise<BatchDetail> {
  const row = await batchRowOr404(q, id);
  const { rows } = await q.query<{
    commission_id: string;
    lead_id: string;
    product: string;
    customer_name: string | null;
    invoice_number: string | null;
    commission_paise: string;
    gst_paise: string;
    tds_paise: string;
    net_paise: string;
  }>(
    `SELECT bl.*, c.lead_id, c.product, c.invoice_number, l.customer_name FROM payout_batch_lines bl
       JOIN vendor_commissions c ON c.id = bl.commission_id LEFT JOIN leads l ON l.id = c.lead_id
      WHERE bl.batch_id = $1 ORDER BY c.earned_at, c.id`,
    [id],
  );
  return {
    ...(await batchOf(q, row)),
    lines: rows.map((l) => ({
      commissionId: l.commission_id,
      saleId: l.lead_id,
      product: sellingProductLabel(l.product),
      customerName: l.customer_name,
      invoiceNumber: l.invoice_number,
      commissionPaise: Number(l.commission_paise),
      gstPaise: Number(l.gst_paise),
      tdsPaise: Number(l.tds_paise),
      netPaise: Number(l.net_paise),
    })),
  };
}

export async function batchPage(db: Queryable, query: { status: string; page: number; pageSize: number }) {
  const where = query.status === 'all' ? 'TRUE' : 'b.status = $1';
  const params = query.status === 'all' ? [] : [query.status];
  const count = await db.query<{ total: string }>(`SELECT count(*) AS total FROM payout_batches b WHERE ${where}`, params);
  const { rows } = await db.query<BatchRow>(
    `${BATCH_SELECT} WHERE ${where} ORDER BY b.created_at DESC, b.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const items = [];
  for (const row of rows) items.push(await batchOf(db, row));
  return { items, page: query.page, pageSize: query.pageSize, total: Number(count.rows[0]?.total ?? 0) };
}

/** Shops with approved lines and no open batch: what a batch would pay, and where to. */
export async function readyShops(db: Queryable) {
  const { rows } = await db.query<LineRow>(
    `${LINE_SELECT} WHERE c.status = 'approved' AND NOT EXISTS (SELECT 1 FROM payout_batches b WHERE b.vendor_id = c.vendor_id AND b.status = 'open')
     ORDER BY u.username, c.earned_at LIMIT 2000`,
  );
  const byShop = new Map<
    string,
    { shop: { id: string; name: string; code: string | null }; lineCount: number; netPaise: number; bankAccount: string | null }
  >();
  for (const row of rows) {
    const entry = byShop.get(row.vendor_id) ?? {
      shop: { id: row.vendor_id, name: row.shop_name, code: row.shop_code },
      lineCount: 0,
      netPaise: 0,
      bankAccount: await maskedPayoutAccountOf(db, row.vendor_id),
    };
    entry.lineCount += 1;
    entry.netPaise += amountsOf(row).netPaise;
    byShop.set(row.vendor_id, entry);
  }
  return [...byShop.values()];
}

/** A shop's approved lines gathered into one open batch, their amounts fixed by today's rules. */
export async function createBatch(db: Database, vendorId: string, staff: AuditActor, now: Date): Promise<BatchDetail> {
  if (!isUuid(vendorId)) throw new ApiError(404, 'Shop not found');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const shop = await tx.query<{ id: string }>("SELECT id FROM users WHERE id = $1 AND role = 'vendor' FOR UPDATE", [vendorId]);
    if (!shop.rows[0]) throw new ApiError(404, 'Shop not found');
    const open = await tx.query("SELECT 1 FROM payout_batches WHERE vendor_id = $1 AND status = 'open'", [vendorId]);
    if (open.rows.length > 0) throw new ApiError(409, 'This shop has a batch ready to pay already: pay or cancel it first.');
    if (!(await maskedPayoutAccountOf(tx, vendorId))) {
      throw new ApiError(409, 'This shop has no verified bank account yet: it must verify one in its KYC steps before it can be paid.');
    }
    const { rows } = await tx.query<LineRow>(`${LINE_SELECT} WHERE c.vendor_id = $1 AND c.status = 'approved' ORDER BY c.earned_at FOR UPDATE OF c`, [
      vendorId,
    ]);
    if (rows.length === 0) throw new ApiError(409, 'This shop has no approved commission to pay.');
    const shopGstin = await verifiedGstinOf(tx, vendorId);
    const lines = rows.map((row) => ({ row, amounts: payoutOf(Number(row.amount_paise), !!row.invoice_gstin && row.invoice_gstin === shopGstin) }));
    const sum = (pick: (a: ReturnType<typeof payoutOf>) => number) => lines.reduce((n, l) => n + pick(l.amounts), 0);
    const totals = { commission: sum((a) => a.commissionPaise), gst: sum((a) => a.gstPaise), tds: sum((a) => a.tdsPaise), net: sum((a) => a.netPaise) };
    await tx.query(
      `INSERT INTO payout_batches (id, vendor_id, status, commission_paise, gst_paise, tds_paise, net_paise, line_count, created_by, created_at, updated_at)
       VALUES ($1, $2, 'open', $3, $4, $5, $6, $7, $8, $9, $9)`,
      [id, vendorId, totals.commission, totals.gst, totals.tds, totals.net, lines.length, staff.id, now],
    );
    for (const { row, amounts } of lines) {
      await tx.query(
        `INSERT INTO payout_batch_lines (batch_id, commission_id, commission_paise, gst_paise, tds_paise, net_paise) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, row.id, amounts.commissionPaise, amounts.gstPaise, amounts.tdsPaise, amounts.netPaise],
      );
      await tx.query(
        `UPDATE vendor_commissions SET status = 'in_payout', payout_batch_id = $2, gst_paise = $3, tds_paise = $4, net_paise = $5, payout_failure = NULL WHERE id = $1`,
        [row.id, id, amounts.gstPaise, amounts.tdsPaise, amounts.netPaise],
      );
    }
    await recordAudit(tx, {
      actor: staff,
      action: 'payout.batch.create',
      subjectType: 'payout_batch',
      subjectId: id,
      after: {
        vendorId,
        lines: lines.map((l) => l.row.id),
        commissionPaise: totals.commission,
        gstPaise: totals.gst,
        tdsPaise: totals.tds,
        netPaise: totals.net,
      },
      at: now,
    });
  });
  return batchDetail(db, id);
}

export async function cancelBatch(db: Database, id: string, staff: AuditActor, now: Date): Promise<BatchDetail> {
  await db.transaction(async (tx) => {
    const batch = await batchRowOr404(tx, id, true);
    if (batch.status !== 'open')
      throw new ApiError(409, `This batch is ${PAYOUT_BATCH_STATUS_LABELS[batch.status].toLowerCase()}; only a batch not sent yet can be cancelled.`);
    await tx.query(`UPDATE payout_batches SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [id, now]);
    await tx.query(
      `UPDATE vendor_commissions SET status = 'approved', payout_batch_id = NULL, gst_paise = NULL, tds_paise = NULL, net_paise = NULL
       WHERE payout_batch_id = $1 AND status = 'in_payout'`,
      [id],
    );
    await recordAudit(tx, {
      actor: staff,
      action: 'payout.batch.cancel',
      subjectType: 'payout_batch',
      subjectId: id,
      before: { status: 'open' },
      after: { status: 'cancelled' },
      at: now,
    });
  });
  return batchDetail(db, id);
}

export interface PayContext {
  db: Database;
  sealer: Sealer;
  provider: PayoutsProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Pays an open batch. The batch row is locked and must still be open, so of two finance users
 * clicking at once one sends the transfer and the other gets 409; the pending transfer row is
 * written in that transaction, before anything leaves, under an id made from the batch.
 */
export async function payBatch(pay: PayContext, id: string, staff: AuditActor): Promise<{ batch: BatchDetail; outcome: SettleOutcome | null }> {
  const { db, sealer, provider } = pay;
  const now = pay.now();
  const sent = await db.transaction(async (tx) => {
    const batch = await batchRowOr404(tx, id, true);
    if (batch.status !== 'open') {
      throw new ApiError(409, `This batch is ${PAYOUT_BATCH_STATUS_LABELS[batch.status].toLowerCase()} already; it is never paid twice.`);
    }
    const account = await payoutAccountOf(tx, sealer, batch.vendor_id);
    if (!account) throw new ApiError(409, 'This shop has no verified bank account any more: it must verify one in its KYC steps before it can be paid.');
    const transferId = transferIdOf('commission', id);
    await insertTransfer(tx, {
      transferId,
      purpose: 'commission',
      vendorId: batch.vendor_id,
      amountPaise: Number(batch.net_paise),
      provider: provider.name,
      account,
      requestedBy: staff.id,
      now,
    });
    await tx.query(`UPDATE payout_batches SET status = 'processing', transfer_id = $2, updated_at = $3 WHERE id = $1`, [id, transferId, now]);
    await recordAudit(tx, {
      actor: staff,
      action: 'payout.batch.pay',
      subjectType: 'payout_batch',
      subjectId: id,
      before: { status: 'open' },
      after: { status: 'processing', transferId, netPaise: Number(batch.net_paise), account: account.accountMasked, provider: provider.name },
      at: now,
    });
    const { rows } = await tx.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [batch.vendor_id]);
    return { account, transferId, amountPaise: Number(batch.net_paise), phone: rows[0]?.mobile ?? '', shopName: batch.shop_name };
  });
  const outcome = await sendTransfer(
    db,
    provider,
    sent.account,
    sent.phone,
    { transferId: sent.transferId, amountPaise: sent.amountPaise, remarks: `LoanSetu commission ${formatPaise(sent.amountPaise).replace('₹', 'Rs ')}` },
    pay.now,
    pay.log,
  );
  return { batch: await batchDetail(db, id), outcome };
}

export async function batchTransferId(db: Queryable, id: string): Promise<string> {
  const batch = await batchRowOr404(db, id);
  if (!batch.transfer_id) throw new ApiError(409, 'This batch has not been sent yet: there is no transfer to check.');
  return batch.transfer_id;
}
