// Settling an order with what the provider says (the return page, the webhook, reconciliation), and
// the payments domain's handle: `app.payments`, which main.ts's timer reconciles through and app.ts
// waits on at close. app.ts makes the handle and decorates the root instance with it before it
// registers paymentsPlugin: a decoration made inside the encapsulated plugin would not be seen
// outside it (docs/architecture.md, "The API").
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { claimScheduledRun } from '../db/scheduled-runs.ts';
import { expireOrder, openOrders, OrderMismatchError, recordEvent, settleOrder, type PaymentOrder, type SettleSource } from './orders.ts';
import type { PaymentProvider, ProviderOrderStatus } from './provider.ts';

export interface PaymentsTiming {
  /** An active order the provider still calls ACTIVE after this long is expired. */
  orderExpiryMs: number;
  /** Reconciliation leaves orders younger than this to the return page and the webhook. */
  reconcileAfterMs: number;
}

export const defaultPaymentsTiming: PaymentsTiming = { orderExpiryMs: 30 * 60 * 1000, reconcileAfterMs: 2 * 60 * 1000 };

export interface Payments {
  provider: PaymentProvider;
  /**
   * Asks the provider about orders left open and settles or expires them. `atMostEvery` (the
   * timer's interval): skipped when another API process on the database already ran it this interval.
   */
  reconcile(options?: { atMostEvery?: number }): Promise<{ checked: number; settled: number; expired: number; skipped?: true }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain's handle for main.ts (reconciliation timer), app.ts (close) and tests. */
    payments: Payments;
  }
}

/** Settles with what the provider said, logging refusals; never throws for a settled order. */
export async function settle(ctx: AppContext, orderId: string, observed: ProviderOrderStatus, source: SettleSource, log: FastifyBaseLogger) {
  const { db, clock } = ctx;
  try {
    const result = await settleOrder(db, orderId, observed, clock.now());
    if (result.changed) {
      await recordEvent(db, { orderId, source, outcome: result.order.status, now: clock.now() });
      log.info({ orderId, status: result.order.status, source }, 'payment order settled');
    }
    return result.order;
  } catch (error) {
    if (error instanceof OrderMismatchError) {
      await recordEvent(db, { orderId, source, outcome: 'refused:mismatch', detail: error.detail, now: clock.now() });
      log.warn({ orderId, source, detail: error.detail }, 'payment refused: amount or currency mismatch');
    }
    throw error;
  }
}

/** The order as the provider sees it now, settled here if it has an outcome. */
export async function refresh(
  ctx: AppContext,
  provider: PaymentProvider,
  order: PaymentOrder,
  source: SettleSource,
  log: FastifyBaseLogger,
): Promise<PaymentOrder> {
  if (order.status !== 'active') return order;
  let observed: ProviderOrderStatus | null;
  try {
    observed = await provider.fetchOrder(order.orderId);
  } catch (error) {
    log.warn({ orderId: order.orderId, err: (error as Error).message }, 'payment provider lookup failed');
    return order;
  }
  if (!observed || observed.state === 'ACTIVE') return order;
  return settle(ctx, order.orderId, observed, source, log);
}

export function createPayments(ctx: AppContext, provider: PaymentProvider, timing: PaymentsTiming, log: FastifyBaseLogger): Payments {
  const { db, clock } = ctx;
  return {
    provider,
    async reconcile({ atMostEvery } = {}) {
      const now = clock.now();
      if (atMostEvery !== undefined && !(await claimScheduledRun(db, 'payments-reconcile', atMostEvery, now))) {
        return { checked: 0, settled: 0, expired: 0, skipped: true };
      }
      const orders = await openOrders(db, new Date(now.getTime() - timing.reconcileAfterMs));
      let settled = 0;
      let expired = 0;
      for (const order of orders) {
        const tooOld = now.getTime() - order.createdAt.getTime() > timing.orderExpiryMs;
        if (order.status === 'created') {
          if (tooOld && (await expireOrder(db, order.orderId, now))) expired += 1;
          continue;
        }
        try {
          const after = await refresh(ctx, provider, order, 'reconcile', log);
          if (after.status !== 'active') settled += 1;
          else if (tooOld && (await provider.fetchOrder(order.orderId).catch(() => undefined)) !== undefined) {
            // Still ACTIVE at the provider (or unknown to it) long after its window: expire it.
            if (await expireOrder(db, order.orderId, now)) {
              await recordEvent(db, { orderId: order.orderId, source: 'reconcile', outcome: 'expired', now });
              expired += 1;
            }
          }
        } catch (error) {
          log.warn({ orderId: order.orderId, err: (error as Error).message }, 'reconciliation could not settle an order');
        }
      }
      return { checked: orders.length, settled, expired };
    },
  };
}
