// Payments and the vendor wallet (docs/spec/product.md §§3, 4, 7, 9; api/README.md "Payments"),
// registered from their contracts (@platform/shared/contracts, payments.ts). Creating an order is in
// create-order.ts, the provider's webhook in webhook.ts, settling and reconciliation in
// reconcile.ts, the orders' and the ledger's SQL in orders.ts and wallet.ts.
import type { FastifyInstance } from 'fastify';
import {
  createPaymentOrder,
  getPaymentOrder,
  getWalletBalance,
  listWalletLedger,
  paymentWebhook,
  reconcilePayments,
  updateWallet,
  type ResponseOf,
} from '@platform/shared/contracts';
import { accessToken, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, failure } from '../http/errors.ts';
import { createOrder, type OrderSettings } from './create-order.ts';
import { LocalGateway } from './local-gateway.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import { findOrder, type PaymentOrder } from './orders.ts';
import { rupeesOf } from './provider.ts';
import { refresh, type Payments } from './reconcile.ts';
import { checkRefund, payerRefundView, refundOfOrder } from './refunds.ts';
import { ledgerPage, walletBalance } from './wallet.ts';
import { webhookRoutes } from './webhook.ts';

export interface PaymentsOptions extends Omit<OrderSettings, 'provider'> {
  /** The handle app.ts made (and decorated the server with): its provider and reconciliation. */
  payments: Payments;
  /** Adds `POST /dev/payments/reconcile` (with the other development routes). */
  devTools: boolean;
}

/**
 * `POST /api/update-wallet` when the page's figure is not the ledger's: 409 with the server's
 * `balance` beside the failure, answered by this domain's error handler (ApiError carries no
 * extra fields).
 */
class WalletFigureChangedError extends ApiError {
  constructor(readonly balance: number) {
    super(409, 'Your wallet balance has changed. The balance shown is now up to date.');
  }
}

/** The payments domain: orders, the provider's webhook, the wallet and its ledger. */
export const paymentsPlugin = domainPlugin<PaymentsOptions>((app, ctx, options) => paymentRoutes(app, ctx, options));

function paymentRoutes(app: FastifyInstance, ctx: AppContext, options: PaymentsOptions): void {
  const { db } = ctx;
  const { provider } = options.payments;

  // Only for this plugin's routes; every other error goes on to the server's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof WalletFigureChangedError)) throw error;
    return reply.code(409).send({ ...failure(error.message, undefined, 409), balance: error.balance });
  });

  registerContract(app, ctx, createPaymentOrder, async ({ body, request }) => createOrder(ctx, { ...options, provider }, body, request));

  // While the order is open the server asks the provider first and settles it: the return path of
  // "nothing is fulfilled until the provider confirms PAID".
  registerContract(app, ctx, getPaymentOrder, async ({ params, request }) => {
    const order = ORDER_ID_PATTERN.test(params.orderId) ? await findOrder(db, params.orderId) : null;
    if (!order) throw new ApiError(404, 'We could not find this order.');
    if (order.ownerId) {
      const claims = await accessToken(ctx, request);
      if (claims.sub !== order.ownerId) throw new ApiError(404, 'We could not find this order.');
    }
    const current = await refresh(ctx, provider, order, 'return', request.log);
    // A refund still with the provider is asked about as the payer looks (as an open order is).
    const pending = await refundOfOrder(db, current.orderId);
    if (pending?.status === 'pending') await checkRefund(db, provider, pending, ctx.clock.now(), request.log);
    return { success: true, message: 'Order fetched', data: await orderView(current) };
  });

  webhookRoutes(app, ctx, provider);

  registerContract(app, ctx, getWalletBalance, async ({ user }) => ({ success: true, message: 'Wallet balance', balance: await walletBalance(db, user.id) }));

  registerContract(app, ctx, listWalletLedger, async ({ user, query }) => ({
    success: true,
    message: 'Wallet ledger',
    balance: await walletBalance(db, user.id),
    data: await ledgerPage(db, user.id, query.page ?? 1, query.limit ?? 10),
  }));

  // docs/spec/product.md §7. A client never sets a balance: the figure it sends is compared with
  // the ledger's. Equal: 200 with the balance. Different: 409 with the server's balance, so a page
  // showing a stale figure corrects itself.
  registerContract(app, ctx, updateWallet, async ({ user, body }) => {
    const balance = await walletBalance(db, user.id);
    if (body.walletBalance !== balance) throw new WalletFigureChangedError(balance);
    return { success: true, message: 'Wallet balance is up to date', balance };
  });

  if (provider instanceof LocalGateway) {
    provider.connect((delivery) => app.inject({ method: 'POST', url: paymentWebhook.path, payload: delivery.rawBody, headers: delivery.headers }), db);
    // The simulator never runs in production (payments/config.ts refuses it there), so its
    // hosted checkout page is served wherever it is the provider.
    provider.routes(app);
  }

  if (options.devTools) {
    registerContract(app, ctx, reconcilePayments, async () => ({ success: true, message: 'Reconciled', ...(await options.payments.reconcile()) }));
  }

  async function orderView(order: PaymentOrder): Promise<ResponseOf<typeof getPaymentOrder>['data']> {
    const balance = order.ownerId && order.purpose !== 'order' ? await walletBalance(db, order.ownerId) : undefined;
    return {
      order_id: order.orderId,
      status: order.status,
      purpose: order.purpose,
      description: order.description,
      amount_paise: order.amountPaise,
      order_amount: rupeesOf(order.amountPaise),
      currency: order.currency,
      created_at: order.createdAt.toISOString(),
      settled_at: order.settledAt?.toISOString() ?? null,
      ...(balance !== undefined ? { balance } : {}),
      refund: payerRefundView(await refundOfOrder(db, order.orderId)),
    };
  }
}
