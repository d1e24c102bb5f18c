// The finance desk and the shops' payouts (issue 32; contracts: @platform/shared/contracts
// finance-desk.ts and shop-payouts.ts; docs/decisions/042-the-finance-desk.md). The desk's routes
// admit the staff roles their contracts name (reading: finance and operations admins; moving money:
// finance); every move is audited in its transaction (settlement.ts, transfers.ts, withdrawals.ts,
// ../payments/refunds.ts). The provider's payouts webhook is verified on its raw bytes before
// anything is parsed, as the payment webhook is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveCommission,
  cancelPayoutBatch,
  checkPayoutBatch,
  createPayoutBatch,
  devPayoutOutcome,
  financeOrder,
  latestReconciliation,
  listFinanceCommissions,
  listFinanceRefunds,
  listFinanceWithdrawals,
  listPayoutBatches,
  payoutBatch,
  payoutsWebhook,
  payPayoutBatch,
  refundOrder,
  runReconciliation,
  sendBackCommission,
  successCode,
  type FinanceCommissionFilter,
  type ResponseOf,
} from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import type { AuditActor } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { ORDER_ID_PATTERN } from '../payments/order-id.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { checkRefund, deskRefundView, notRefundable, refundOfOrder, refundOrder as refundPaidOrder, refundPage } from '../payments/refunds.ts';
import { verifyWebhook } from '../payments/signature.ts';
import { maskMobile } from '../sms/sms.ts';
import type { UserRow } from '../users.ts';
import { LocalPayouts } from './local-payouts.ts';
import type { Payouts } from './payouts.ts';
import { transferFromWebhook } from './provider.ts';
import { latestRuns } from './reconcile-money.ts';
import {
  approveLine,
  batchDetail,
  batchPage,
  batchTransferId,
  cancelBatch,
  createBatch,
  financeLinePage,
  payBatch,
  readyShops,
  sendBackLine,
} from './settlement.ts';
import { shopPayoutRoutes } from './shop-routes.ts';
import { TransferMismatchError } from './transfers.ts';
import { withdrawalPage } from './withdrawals.ts';

export interface PayoutsOptions {
  /** The handle app.ts made (and decorated the server with). */
  payouts: Payouts;
  /** The payment provider, whose refund API refunds customer orders. */
  paymentProvider: PaymentProvider;
  /** Adds `POST /dev/payouts/transfers/:transferId/outcome` (local simulator only). */
  devTools: boolean;
}

const actorOf = (user: UserRow): AuditActor => ({ id: user.id, role: user.role });

/** The payouts domain: the finance desk, the provider's webhook and the shops' payouts. */
export const payoutsPlugin = domainPlugin<PayoutsOptions>((app, ctx, options) => {
  financeDeskRoutes(app, ctx, options);
  shopPayoutRoutes(app, ctx, options.payouts);
  webhookRoute(app, ctx, options.payouts);
  const { provider } = options.payouts;
  if (provider instanceof LocalPayouts) {
    provider.connect((delivery) => app.inject({ method: 'POST', url: payoutsWebhook.path, payload: delivery.rawBody, headers: delivery.headers }), ctx.db);
    if (options.devTools) {
      registerContract(app, ctx, devPayoutOutcome, async ({ params, body }) => {
        const transfer = await ctx.db.query('SELECT 1 FROM local_payout_transfers WHERE transfer_id = $1', [params.transferId]);
        if (transfer.rows.length === 0) throw new ApiError(404, 'The local payouts simulator has no such transfer.');
        if (!(await provider.complete(params.transferId, body.outcome))) {
          throw new ApiError(409, body.outcome === 'reversal' ? 'Only a successful transfer can be reversed.' : 'This transfer has its outcome already.');
        }
        await provider.idle();
        return { success: true, message: 'Outcome sent', transferId: params.transferId };
      });
    }
  }
});

function financeDeskRoutes(app: FastifyInstance, ctx: AppContext, options: PayoutsOptions): void {
  const { db, clock, files, sealer } = ctx;
  const { payouts, paymentProvider } = options;

  registerContract(app, ctx, listFinanceCommissions, async ({ query }) => ({
    success: true,
    message: 'Commission lines fetched',
    data: await financeLinePage(db, { ...query, status: query.status as FinanceCommissionFilter }),
  }));

  registerContract(app, ctx, approveCommission, async ({ user, params }) => ({
    success: true,
    message: 'Commission approved for payout',
    data: await approveLine(db, params.id, actorOf(user), clock.now()),
  }));

  registerContract(app, ctx, sendBackCommission, async ({ user, params, body }) => ({
    success: true,
    message: 'Invoice sent back to the shop',
    data: await sendBackLine(db, files, params.id, body.reason, actorOf(user), clock.now()),
  }));

  registerContract(app, ctx, listPayoutBatches, async ({ query }) => ({
    success: true,
    message: 'Payout batches fetched',
    data: { ...(await batchPage(db, query)), ready: await readyShops(db) },
  }));

  registerContract(app, ctx, createPayoutBatch, async ({ user, body }) => ({
    success: true,
    message: 'Payout batch created',
    data: await createBatch(db, body.shopId, actorOf(user), clock.now()),
  }));

  registerContract(app, ctx, payoutBatch, async ({ params }) => ({ success: true, message: 'Payout batch fetched', data: await batchDetail(db, params.id) }));

  registerContract(app, ctx, payPayoutBatch, async ({ user, params, request }) => {
    const { batch, outcome } = await payBatch({ db, sealer, provider: payouts.provider, now: () => clock.now(), log: request.log }, params.id, actorOf(user));
    await payouts.announce(outcome);
    // The bank's reason is its own words, sent as they are beside the code of the sentence around them.
    const said =
      batch.status === 'paid'
        ? { message: `Paid: ${formatPaise(batch.netPaise)}, UTR ${batch.utr}`, ...successCode('finance.batch-paid', {}) }
        : batch.status === 'failed'
          ? {
              message: `The bank refused the transfer: ${batch.failureReason}. Its lines are approved again.`,
              ...successCode('finance.transfer-refused', { reason: batch.failureReason ?? '' }),
            }
          : { message: 'Payout sent to the bank', ...successCode('finance.batch-sent', {}) };
    return { success: true, ...said, data: batch };
  });

  registerContract(app, ctx, cancelPayoutBatch, async ({ user, params }) => ({
    success: true,
    message: 'Payout batch cancelled',
    data: await cancelBatch(db, params.id, actorOf(user), clock.now()),
  }));

  registerContract(app, ctx, checkPayoutBatch, async ({ params }) => {
    const transferId = await batchTransferId(db, params.id);
    await payouts.check(transferId);
    return { success: true, message: 'Transfer checked', data: await batchDetail(db, params.id) };
  });

  registerContract(app, ctx, listFinanceWithdrawals, async ({ query }) => ({
    success: true,
    message: 'Withdrawals fetched',
    data: await withdrawalPage(db, query),
  }));

  registerContract(app, ctx, listFinanceRefunds, async ({ query }) => ({ success: true, message: 'Refunds fetched', data: await refundPage(db, query) }));

  const orderView = async (orderId: string): Promise<ResponseOf<typeof financeOrder>['data']> => {
    const { rows } = ORDER_ID_PATTERN.test(orderId)
      ? await db.query<{
          order_id: string;
          purpose: string;
          description: string;
          amount_paise: string;
          status: string;
          customer_phone: string;
          settled_at: Date | null;
        }>('SELECT order_id, purpose, description, amount_paise, status, customer_phone, settled_at FROM payment_orders WHERE order_id = $1', [orderId])
      : { rows: [] };
    const order = rows[0];
    if (!order) throw new ApiError(404, 'We could not find this order.');
    const refund = await refundOfOrder(db, orderId);
    return {
      orderId: order.order_id,
      purpose: order.purpose,
      description: order.description,
      amountPaise: Number(order.amount_paise),
      status: order.status,
      customerPhone: maskMobile(order.customer_phone),
      paidAt: order.status === 'paid' ? iso(order.settled_at) : null,
      refund: refund ? deskRefundView(refund, order.customer_phone) : null,
      notRefundable: notRefundable(order, refund),
    };
  };

  registerContract(app, ctx, financeOrder, async ({ params, request }) => {
    const refund = ORDER_ID_PATTERN.test(params.orderId) ? await refundOfOrder(db, params.orderId) : null;
    if (refund?.status === 'pending') await checkRefund(db, paymentProvider, refund, clock.now(), request.log);
    return { success: true, message: 'Order fetched', data: await orderView(params.orderId) };
  });

  registerContract(app, ctx, refundOrder, async ({ user, params, body, request }) => {
    await refundPaidOrder(db, paymentProvider, params.orderId, body.reason, actorOf(user), () => clock.now(), request.log);
    const data = await orderView(params.orderId);
    // The provider's reason is its own words, sent as they are beside the code of the sentence around them.
    const said =
      data.refund?.status === 'success'
        ? { message: `Refunded ${formatPaise(data.amountPaise)} to where it was paid from`, ...successCode('finance.refunded', {}) }
        : data.refund?.status === 'failed'
          ? {
              message: `The provider refused the refund: ${data.refund.failureReason}`,
              ...successCode('finance.refund-refused', { reason: data.refund.failureReason ?? '' }),
            }
          : { message: 'Refund sent to the payment provider', ...successCode('finance.refund-sent', {}) };
    return { success: true, ...said, data };
  });

  registerContract(app, ctx, latestReconciliation, async () => ({ success: true, message: 'Reconciliation fetched', data: await latestRuns(db) }));

  registerContract(app, ctx, runReconciliation, async ({ user }) => {
    const run = await payouts.reconcile({ trigger: 'staff', runBy: user.id });
    const count = run.differences.length;
    const said =
      count === 0
        ? { message: 'Reconciliation finished: no differences', ...successCode('finance.reconciled-clean', {}) }
        : {
            message: `Reconciliation finished: ${count} difference${count === 1 ? '' : 's'} to look into`,
            ...successCode('finance.reconciled-differences', { count }),
          };
    return { success: true, ...said, data: run };
  });
}

/** The raw body is what the signature covers: read as a string in a scope of its own. */
function webhookRoute(app: FastifyInstance, ctx: AppContext, payouts: Payouts): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    registerContract(scope, ctx, payoutsWebhook, async ({ request }) => receive(ctx, payouts, request));
  });
}

async function receive(ctx: AppContext, payouts: Payouts, request: FastifyRequest): Promise<ResponseOf<typeof payoutsWebhook>> {
  const raw = typeof request.body === 'string' ? request.body : '';
  const check = verifyWebhook(
    payouts.provider.webhookSecret,
    raw,
    { signature: request.headers['x-webhook-signature'], timestamp: request.headers['x-webhook-timestamp'] },
    ctx.clock.now(),
  );
  if (!check.ok) {
    request.log.warn({ reason: check.reason }, 'payouts webhook refused');
    throw new ApiError(401, 'Webhook signature is missing, stale or wrong.');
  }
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'Webhook body is not JSON.');
  }
  const observed = transferFromWebhook(event);
  // Other events (a low balance alert, a beneficiary incident) are acknowledged and left alone.
  if (!observed || observed.state === 'PENDING') return { success: true, message: 'Ignored' };
  const known = await ctx.db.query('SELECT 1 FROM payout_transfers WHERE transfer_id = $1', [observed.transferId]);
  if (known.rows.length === 0) {
    request.log.warn({ transferId: observed.transferId }, 'payouts webhook for an unknown transfer');
    throw new ApiError(404, 'Unknown transfer.');
  }
  try {
    await payouts.settle(observed, 'webhook');
  } catch (error) {
    if (error instanceof TransferMismatchError)
      request.log.warn({ transferId: observed.transferId, detail: error.detail }, 'payouts webhook refused: amount mismatch');
    throw error;
  }
  return { success: true, message: 'Received' };
}
