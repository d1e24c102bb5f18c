// Payment orders: created → active → paid | failed | cancelled | expired. Settling an order is the
// one place anything is fulfilled, and it runs once per order whatever reports the outcome first
// (the return page, the webhook, reconciliation): the order row is locked, a paid order is never
// touched again, and the ledger's unique reference makes a second credit impossible anyway.
import { randomUUID } from 'node:crypto';
import type { PaymentPurpose, PaymentStatus } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { insertWithFreshOrderId } from './order-id.ts';
import type { ProviderOrderStatus } from './provider.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { creditWallet } from './wallet.ts';

export interface PaymentOrder {
  orderId: string;
  purpose: PaymentPurpose;
  item: string | null;
  description: string;
  ownerId: string | null;
  customerId: string;
  customerPhone: string;
  amountPaise: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  paymentSessionId: string | null;
  providerPaymentId: string | null;
  returnUrl: string;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  settledAt: Date | null;
}

type OrderRow = Record<string, unknown>;

function orderOf(row: OrderRow): PaymentOrder {
  return {
    orderId: String(row.order_id),
    purpose: row.purpose as PaymentPurpose,
    item: (row.item as string | null) ?? null,
    description: String(row.description),
    ownerId: (row.owner_id as string | null) ?? null,
    customerId: String(row.customer_id),
    customerPhone: String(row.customer_phone),
    amountPaise: Number(row.amount_paise),
    currency: String(row.currency),
    status: row.status as PaymentStatus,
    provider: String(row.provider),
    paymentSessionId: (row.payment_session_id as string | null) ?? null,
    providerPaymentId: (row.provider_payment_id as string | null) ?? null,
    returnUrl: String(row.return_url),
    failureReason: (row.failure_reason as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
    settledAt: row.settled_at ? new Date(row.settled_at as string) : null,
  };
}

export const FINAL_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'cancelled', 'expired'];

export async function findOrder(q: Queryable, orderId: string): Promise<PaymentOrder | null> {
  const { rows } = await q.query<OrderRow>('SELECT * FROM payment_orders WHERE order_id = $1', [orderId]);
  return rows[0] ? orderOf(rows[0]) : null;
}

export type NewOrder = Pick<PaymentOrder, 'purpose' | 'item' | 'description' | 'ownerId' | 'customerId' | 'customerPhone' | 'amountPaise' | 'provider'> & {
  /** With `{order_id}` where the id goes. */
  returnUrlTemplate: string;
  now: Date;
};

/** Inserts a `created` order under a fresh CSPRNG order id (retried on collision). */
export async function insertOrder(db: Database, order: NewOrder, generate?: () => string): Promise<PaymentOrder> {
  const orderId = await insertWithFreshOrderId(async (id) => {
    const { rows } = await db.query(
      `INSERT INTO payment_orders (order_id, purpose, item, description, owner_id, customer_id, customer_phone, amount_paise,
         currency, status, provider, return_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'INR', 'created', $9, $10, $11, $11)
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [
        id,
        order.purpose,
        order.item,
        order.description,
        order.ownerId,
        order.customerId,
        order.customerPhone,
        order.amountPaise,
        order.provider,
        order.returnUrlTemplate.replace('{order_id}', id),
        order.now,
      ],
    );
    return rows.length > 0;
  }, generate);
  return (await findOrder(db, orderId))!;
}

export async function activateOrder(db: Database, orderId: string, provider: { providerOrderId: string; paymentSessionId: string }, now: Date) {
  await db.query(
    `UPDATE payment_orders SET status = 'active', provider_order_id = $2, payment_session_id = $3, updated_at = $4
     WHERE order_id = $1 AND status = 'created'`,
    [orderId, provider.providerOrderId, provider.paymentSessionId, now],
  );
}

export async function failUnsentOrder(db: Database, orderId: string, reason: string, now: Date) {
  await db.query(
    `UPDATE payment_orders SET status = 'failed', failure_reason = $2, updated_at = $3, settled_at = $3
     WHERE order_id = $1 AND status = 'created'`,
    [orderId, reason, now],
  );
}

export type SettleSource = 'webhook' | 'return' | 'reconcile';

/** The provider's figures disagree with the order: refused, nothing changes. */
export class OrderMismatchError extends ApiError {
  constructor(readonly detail: string) {
    super(400, 'The payment does not match the order.');
  }
}

const STATE_TO_STATUS: Record<ProviderOrderStatus['state'], PaymentStatus | null> = {
  ACTIVE: null,
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

export interface SettleResult {
  order: PaymentOrder;
  /** True only for the call that moved the order (and fulfilled it, when paid). */
  changed: boolean;
}

/**
 * Applies what the provider confirmed. Paid fulfils (a wallet top-up credits the ledger) in the
 * same transaction as the status change. A paid order is final. An order already failed, cancelled
 * or expired still becomes paid if the provider later confirms money was taken (a person retrying
 * on the provider's page): money received is always honoured.
 */
export async function settleOrder(db: Database, orderId: string, observed: ProviderOrderStatus, now: Date): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OrderRow>('SELECT * FROM payment_orders WHERE order_id = $1 FOR UPDATE', [orderId]);
    if (!rows[0]) throw new ApiError(404, 'No such order');
    const order = orderOf(rows[0]);
    if (observed.amountPaise !== order.amountPaise || observed.currency !== order.currency) {
      throw new OrderMismatchError(`provider says ${observed.amountPaise} ${observed.currency}, order is ${order.amountPaise} ${order.currency}`);
    }
    const next = STATE_TO_STATUS[observed.state];
    if (!next || order.status === 'paid' || order.status === next) return { order, changed: false };
    if (next !== 'paid' && FINAL_STATUSES.includes(order.status)) return { order, changed: false };

    const { rows: updated } = await tx.query<OrderRow>(
      `UPDATE payment_orders SET status = $2, provider_payment_id = COALESCE($3, provider_payment_id), failure_reason = $4,
         updated_at = $5, settled_at = $5
       WHERE order_id = $1 RETURNING *`,
      [orderId, next, observed.paymentId ?? null, next === 'paid' ? null : (observed.message ?? null), now],
    );
    const settled = orderOf(updated[0]!);
    if (next === 'paid' && settled.purpose === 'wallet_topup' && settled.ownerId) {
      const credited = await creditWallet(tx, {
        userId: settled.ownerId,
        kind: 'topup',
        amountPaise: settled.amountPaise,
        description: 'Wallet top-up',
        reference: settled.orderId,
        orderId: settled.orderId,
        now,
      });
      // The shop hears of the money in the transaction that credits it.
      if (credited) {
        const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(settled.amountPaise / 100);
        await notifyShop(
          tx,
          settled.ownerId,
          { kind: 'payment', title: `${rupees} added to your wallet`, body: `Payment ${settled.orderId} was received.`, link: '/vender/services' },
          now,
        );
      }
    }
    return { order: settled, changed: true };
  });
}

export async function expireOrder(db: Database, orderId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE payment_orders SET status = 'expired', updated_at = $2, settled_at = $2
     WHERE order_id = $1 AND status IN ('created', 'active') RETURNING order_id`,
    [orderId, now],
  );
  return rows.length > 0;
}

/** Orders still waiting for an outcome, oldest first. */
export async function openOrders(q: Queryable, createdBefore: Date, limit = 100): Promise<PaymentOrder[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT * FROM payment_orders WHERE status IN ('created', 'active') AND created_at <= $1 ORDER BY created_at LIMIT $2`,
    [createdBefore, limit],
  );
  return rows.map(orderOf);
}

export async function recordEvent(q: Queryable, event: { orderId: string | null; source: SettleSource; outcome: string; detail?: string; now: Date }) {
  await q.query('INSERT INTO payment_events (id, order_id, source, outcome, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    randomUUID(),
    event.orderId,
    event.source,
    event.outcome,
    event.detail?.slice(0, 500) ?? null,
    event.now,
  ]);
}
