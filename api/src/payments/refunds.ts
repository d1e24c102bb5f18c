// Refunds of paid orders to where they were paid from (issue 32, part 3), through the payment
// provider's refund API (Cashfree refunds; the local gateway imitates them). Once per order: the
// refund row (unique per order) is written, locked against the order, before anything is sent, and
// its id, made from the order, is the provider's refund id, so a retried request never refunds
// twice. pending → success | failed, settled from the provider's answer, its refund webhook, or a
// check when the order is looked at. The payer sees it on the order's page (getPaymentOrder).
import type { FastifyBaseLogger } from 'fastify';
import { REFUND_STATUS_LABELS } from '@platform/shared/contracts';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { maskMobile } from '../sms/sms.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import { ProviderError, type PaymentProvider, type ProviderRefundStatus } from './provider.ts';

export interface RefundRow {
  refund_id: string;
  order_id: string;
  amount_paise: string | number;
  status: 'pending' | 'success' | 'failed';
  provider: string;
  provider_refund_id: string | null;
  reason: string;
  failure_reason: string | null;
  requested_by: string | null;
  requested_at: Date | string;
  settled_at: Date | string | null;
}

export const refundIdOf = (orderId: string) => `RF${orderId}`;

export async function refundOfOrder(q: Queryable, orderId: string): Promise<RefundRow | null> {
  const { rows } = await q.query<RefundRow>('SELECT * FROM payment_refunds WHERE order_id = $1', [orderId]);
  return rows[0] ?? null;
}

/** The refund as its payer sees it on the order's page. */
export function payerRefundView(r: RefundRow | null) {
  if (!r) return null;
  return {
    status: r.status,
    statusLabel: REFUND_STATUS_LABELS[r.status],
    amount_paise: Number(r.amount_paise),
    requested_at: iso(r.requested_at)!,
    settled_at: iso(r.settled_at),
  };
}

/** The refund as the finance desk lists it. */
export function deskRefundView(r: RefundRow, customerPhone: string) {
  return {
    id: r.refund_id,
    kind: 'order' as const,
    payer: maskMobile(customerPhone),
    amountPaise: Number(r.amount_paise),
    status: r.status,
    statusLabel: REFUND_STATUS_LABELS[r.status],
    reason: r.reason,
    reference: r.order_id,
    requestedAt: iso(r.requested_at)!,
    settledAt: iso(r.settled_at),
    failureReason: r.failure_reason,
  };
}

/** Why an order cannot be refunded now, or null. */
export function notRefundable(order: { status: string; purpose: string }, refund: RefundRow | null): string | null {
  if (refund)
    return refund.status === 'failed'
      ? 'A refund of this order failed; the provider keeps the money with the order. Contact the provider.'
      : 'This order was refunded already.';
  if (order.status !== 'paid') return 'Only a paid order can be refunded.';
  if (order.purpose === 'wallet_topup') return 'A wallet top-up is not refunded to the card: the shop withdraws its wallet balance instead.';
  return null;
}

/** Applies the provider's word on a refund, once (only a pending refund moves). */
export async function settleRefund(db: Database, observed: ProviderRefundStatus, source: 'request' | 'webhook' | 'check', now: Date): Promise<boolean> {
  if (observed.state === 'PENDING') return false;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RefundRow>('SELECT * FROM payment_refunds WHERE refund_id = $1 FOR UPDATE', [observed.refundId]);
    const refund = rows[0];
    if (!refund) throw new ApiError(404, 'Unknown refund.');
    if (refund.status !== 'pending') return false;
    const to = observed.state === 'SUCCESS' ? 'success' : 'failed';
    await tx.query(
      `UPDATE payment_refunds SET status = $2, provider_refund_id = COALESCE($3, provider_refund_id), failure_reason = $4, settled_at = $5, updated_at = $5
       WHERE refund_id = $1`,
      [
        refund.refund_id,
        to,
        observed.providerRefundId ?? null,
        to === 'failed' ? (observed.message ?? 'The provider could not refund this payment') : null,
        now,
      ],
    );
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: `payment.refund.${to}`,
      subjectType: 'payment_order',
      subjectId: refund.order_id,
      before: { status: 'pending' },
      after: { status: to, refundId: refund.refund_id, source },
      at: now,
    });
    return true;
  });
}

/**
 * Refunds a paid order in full. 409 when it is not refundable (not paid, a top-up, refunded
 * already: two finance users clicking at once get one refund, the other 409).
 */
export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  reason: string,
  staff: AuditActor,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!ORDER_ID_PATTERN.test(orderId)) throw new ApiError(404, 'We could not find this order.');
  const refund = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ order_id: string; status: string; purpose: string; amount_paise: string }>(
      'SELECT order_id, status, purpose, amount_paise FROM payment_orders WHERE order_id = $1 FOR UPDATE',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new ApiError(404, 'We could not find this order.');
    const why = notRefundable(order, await refundOfOrder(tx, orderId));
    if (why) throw new ApiError(409, why);
    const refundId = refundIdOf(orderId);
    const at = now();
    await tx.query(
      `INSERT INTO payment_refunds (refund_id, order_id, amount_paise, status, provider, reason, requested_by, requested_at, updated_at)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $7)`,
      [refundId, orderId, Number(order.amount_paise), provider.name, reason, staff.id, at],
    );
    await recordAudit(tx, {
      actor: staff,
      action: 'payment.refund',
      subjectType: 'payment_order',
      subjectId: orderId,
      before: { status: 'paid' },
      after: { refundId, amountPaise: Number(order.amount_paise), provider: provider.name },
      reason,
      at,
    });
    return { refundId, amountPaise: Number(order.amount_paise) };
  });
  try {
    const answer = await provider.createRefund({ orderId, refundId: refund.refundId, amountPaise: refund.amountPaise, note: reason });
    await settleRefund(db, answer, 'request', now());
  } catch (error) {
    if (error instanceof ProviderError && error.status !== undefined && error.status >= 400 && error.status < 500) {
      await settleRefund(db, { refundId: refund.refundId, state: 'FAILED', amountPaise: refund.amountPaise, message: error.message }, 'request', now());
      return;
    }
    // No answer: the refund stays pending; looking at the order asks the provider again.
    log.warn({ orderId, err: (error as Error).message }, 'payment provider did not answer the refund; it stays pending');
  }
}

/** A pending refund: ask the provider where it stands and settle it. */
export async function checkRefund(db: Database, provider: PaymentProvider, refund: RefundRow, now: Date, log: FastifyBaseLogger): Promise<void> {
  if (refund.status !== 'pending') return;
  try {
    const observed = await provider.fetchRefund(refund.order_id, refund.refund_id);
    if (observed) await settleRefund(db, observed, 'check', now);
  } catch (error) {
    log.warn({ orderId: refund.order_id, err: (error as Error).message }, 'refund lookup failed');
  }
}

/** The desk's refund list: order refunds, or fees given back to wallets (the ledger's refund lines). */
export async function refundPage(q: Queryable, query: { kind: string; page: number; pageSize: number }) {
  const offset = (query.page - 1) * query.pageSize;
  if (query.kind === 'wallet') {
    const count = await q.query<{ total: string }>("SELECT count(*) AS total FROM wallet_ledger WHERE kind = 'refund'");
    const { rows } = await q.query<{ id: string; username: string; amount_paise: string; description: string; reference: string; created_at: Date | string }>(
      `SELECT w.id, u.username, w.amount_paise, w.description, w.reference, w.created_at FROM wallet_ledger w JOIN users u ON u.id = w.user_id
        WHERE w.kind = 'refund' ORDER BY w.created_at DESC, w.id LIMIT $1 OFFSET $2`,
      [query.pageSize, offset],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: 'wallet' as const,
        payer: r.username,
        amountPaise: Number(r.amount_paise),
        status: 'success' as const,
        statusLabel: REFUND_STATUS_LABELS.success,
        reason: r.description,
        reference: r.reference,
        requestedAt: iso(r.created_at)!,
        settledAt: iso(r.created_at),
        failureReason: null,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total: Number(count.rows[0]?.total ?? 0),
    };
  }
  const count = await q.query<{ total: string }>('SELECT count(*) AS total FROM payment_refunds');
  const { rows } = await q.query<RefundRow & { customer_phone: string }>(
    `SELECT r.*, o.customer_phone FROM payment_refunds r JOIN payment_orders o ON o.order_id = r.order_id
      ORDER BY r.requested_at DESC, r.refund_id LIMIT $1 OFFSET $2`,
    [query.pageSize, offset],
  );
  return { items: rows.map((r) => deskRefundView(r, r.customer_phone)), page: query.page, pageSize: query.pageSize, total: Number(count.rows[0]?.total ?? 0) };
}
