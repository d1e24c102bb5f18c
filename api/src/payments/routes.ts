// Payments and the vendor wallet (docs/spec/product.md §§3, 4, 7, 9; api/README.md "Payments").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createOrderSchema,
  payableItem,
  PAYMENT_MESSAGES,
  totalWithGst,
  VENDOR_RETURN_PATH,
  walletTopUpAmountSchema,
  type PaymentPurpose,
} from '@platform/shared/schemas';
import { ValidationError } from 'yup';
import { accessToken, clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import { ApiError, failure, tooManyRequests } from '../http/errors.ts';
import { failures, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { claimScheduledRun } from '../db/scheduled-runs.ts';
import { findUserById } from '../users.ts';
import { LocalGateway } from './local-gateway.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import {
  activateOrder,
  expireOrder,
  failUnsentOrder,
  findOrder,
  insertOrder,
  openOrders,
  OrderMismatchError,
  recordEvent,
  settleOrder,
  type PaymentOrder,
  type SettleSource,
} from './orders.ts';
import { paiseOf, ProviderError, rupeesOf, type PaymentProvider, type ProviderOrderStatus } from './provider.ts';
import { verifyWebhook } from './signature.ts';
import { ledgerPage, walletBalance } from './wallet.ts';

/** docs/spec/product.md §9: the customer id sent to the provider when no vendor id is known. */
export const GUEST_CUSTOMER_ID = 'guest_customer';
export const WEBHOOK_PATH = '/payments/webhook';

export interface PaymentsOptions {
  provider: PaymentProvider;
  /** Site origins a return URL may point at; the first is used when the request names none. */
  siteOrigins: string[];
  /** The API's public URL, for the provider's notify_url. */
  apiPublicUrl: string;
  /** An active order the provider still calls ACTIVE after this long is expired. */
  orderExpiryMs: number;
  /** Reconciliation leaves orders younger than this to the return page and the webhook. */
  reconcileAfterMs: number;
  /** Adds `POST /dev/payments/reconcile` (with the other development routes). */
  devTools: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain's handle for main.ts (reconciliation timer) and tests. */
    payments: Payments;
  }
}

export const defaultPaymentsTiming = { orderExpiryMs: 30 * 60 * 1000, reconcileAfterMs: 2 * 60 * 1000 };

const CREATE_ORDERS_PER_ADDRESS = { limit: 60, windowMs: 60 * 60 * 1000 };
const security = [{ bearer: [] }];

const RETURN_PATHS: Record<PaymentPurpose, string> = {
  // docs/spec/product.md §2: a vendor paying from the vendor area comes back to /vender/services, a
  // customer's card payment to /thank-you.
  wallet_topup: '/vender/services?order_id={order_id}',
  service_fee: '/vender/services?order_id={order_id}',
  order: '/thank-you?order_id={order_id}',
};

export interface Payments {
  provider: PaymentProvider;
  /**
   * Asks the provider about orders left open and settles or expires them. `atMostEvery` (the
   * timer's interval): skipped when another API process on the database already ran it this interval.
   */
  reconcile(options?: { atMostEvery?: number }): Promise<{ checked: number; settled: number; expired: number; skipped?: true }>;
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext, options: PaymentsOptions): Payments {
  const { db, clock } = ctx;
  const { provider } = options;

  async function signedInVendor(request: FastifyRequest) {
    const claims = await accessToken(ctx, request);
    if (claims.role !== 'vendor') throw new ApiError(403, 'Only partner accounts have a wallet.');
    const user = await findUserById(db, claims.sub);
    if (!user) throw new ApiError(401, 'This account no longer exists. Please log in again.');
    return user;
  }

  function returnOrigin(request: FastifyRequest): string {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && options.siteOrigins.includes(origin)) return origin;
    return options.siteOrigins[0] ?? 'http://localhost:8080';
  }

  /** Settles with what the provider said, logging refusals; never throws for a settled order. */
  async function settle(orderId: string, observed: ProviderOrderStatus, source: SettleSource, log: FastifyRequest['log'] | typeof app.log) {
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
  async function refresh(order: PaymentOrder, source: SettleSource, log: FastifyRequest['log'] | typeof app.log): Promise<PaymentOrder> {
    if (order.status !== 'active') return order;
    let observed: ProviderOrderStatus | null;
    try {
      observed = await provider.fetchOrder(order.orderId);
    } catch (error) {
      log.warn({ orderId: order.orderId, err: (error as Error).message }, 'payment provider lookup failed');
      return order;
    }
    if (!observed || observed.state === 'ACTIVE') return order;
    return settle(order.orderId, observed, source, log);
  }

  async function orderView(order: PaymentOrder) {
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
    };
  }

  // ------------------------------------------------------------------------------------------
  app.post(
    '/wallet/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'Create a payment order and its provider session (docs/spec/product.md §§3, 4, 7)',
        description:
          "purpose `wallet_topup` (vendor; `order_amount` in whole rupees, ₹100 to ₹2,00,000), `service_fee` (vendor) or `order` (anyone) with `item` from the catalogue: the server decides those amounts. `order_id` of an open order of the caller answers its existing session. `customer_id` is decided by the server: the vendor's id, else `guest_customer`. `customer_phone` is required without sign-in.",
        security: [{ bearer: [] }, {}],
        body: {
          type: 'object',
          properties: {
            purpose: { type: 'string', enum: ['wallet_topup', 'service_fee', 'order'] },
            item: { type: 'string' },
            order_amount: { type: 'number' },
            order_id: { type: 'string' },
            customer_id: { type: 'string' },
            customer_phone: { type: 'string' },
          },
        },
        response: {
          200: successEnvelope({
            order_id: { type: 'string' },
            payment_session_id: { type: 'string' },
            order_amount: { type: 'number' },
            amount_paise: { type: 'integer' },
            provider: { type: 'string', enum: ['cashfree', 'local'] },
          }),
          ...failures(401, 403, 404, 429, 502),
        },
      },
    },
    async (request) => {
      const input = await parseBody(createOrderSchema, request.body);
      const claims = await optionalAccessToken(ctx, request);
      const purpose = input.purpose ?? 'wallet_topup';
      if (purpose !== 'order' && !claims) throw new ApiError(401, 'Please log in to continue.');
      const user = claims ? await findUserById(db, claims.sub) : null;
      if (purpose !== 'order' && user?.role !== 'vendor') throw new ApiError(403, 'Only partner accounts can pay this.');

      const allowed = await ctx.limiter.hit(`payment-order:addr:${clientAddress(request)}`, CREATE_ORDERS_PER_ADDRESS);
      if (!allowed.allowed) throw tooManyRequests('Too many payment attempts. Please try again later.', allowed.retryAfterSeconds);

      let amountPaise: number;
      let description: string;
      let item: string | null = null;
      if (purpose === 'wallet_topup') {
        let rupees: number;
        try {
          rupees = await walletTopUpAmountSchema.validate(input.order_amount);
        } catch (error) {
          const message = error instanceof ValidationError ? error.message : PAYMENT_MESSAGES.amountRequired;
          throw new ApiError(400, message, { fields: { order_amount: message } });
        }
        amountPaise = rupees * 100;
        description = 'Wallet top-up';
      } else {
        const found = payableItem(input.item);
        if (!found || found.purpose !== purpose) {
          throw new ApiError(400, PAYMENT_MESSAGES.itemUnknown, { fields: { item: PAYMENT_MESSAGES.itemUnknown } });
        }
        item = found.slug;
        amountPaise = totalWithGst(found.pricePaise);
        description = found.title;
      }
      const customerPhone = input.customer_phone ?? user?.mobile;
      if (!customerPhone) throw new ApiError(400, 'Phone number is required', { fields: { customer_phone: 'Phone number is required' } });
      const ownerId = user?.id ?? null;

      // "A payment session is created if none exists": the same open order answers its session.
      if (input.order_id && ORDER_ID_PATTERN.test(input.order_id)) {
        const existing = await findOrder(db, input.order_id);
        if (
          existing &&
          existing.status === 'active' &&
          existing.paymentSessionId &&
          existing.ownerId === ownerId &&
          existing.customerPhone === customerPhone &&
          existing.purpose === purpose &&
          existing.item === item &&
          existing.amountPaise === amountPaise
        ) {
          return created(existing);
        }
      }

      const order = await insertOrder(db, {
        purpose,
        item,
        description,
        ownerId,
        customerId: user?.role === 'vendor' ? user.id : GUEST_CUSTOMER_ID,
        customerPhone,
        amountPaise,
        provider: provider.name,
        returnUrlTemplate:
          returnOrigin(request) +
          (purpose !== 'order' && input.return_path && VENDOR_RETURN_PATH.test(input.return_path)
            ? `${input.return_path}?order_id={order_id}`
            : RETURN_PATHS[purpose]),
        now: clock.now(),
      });
      try {
        const session = await provider.createOrder({
          orderId: order.orderId,
          amountPaise,
          currency: 'INR',
          customerId: order.customerId,
          customerPhone,
          returnUrl: order.returnUrl,
          notifyUrl: options.apiPublicUrl + WEBHOOK_PATH,
          note: description,
        });
        await activateOrder(db, order.orderId, session, clock.now());
      } catch (error) {
        const reason = error instanceof ProviderError ? error.message : 'provider error';
        await failUnsentOrder(db, order.orderId, reason, clock.now());
        request.log.error({ orderId: order.orderId, err: reason }, 'payment provider refused the order');
        throw new ApiError(502, 'The payment service is not answering. Please try again in a few minutes.');
      }
      return created((await findOrder(db, order.orderId))!);

      function created(o: PaymentOrder) {
        return {
          success: true,
          message: 'Order created',
          order_id: o.orderId,
          payment_session_id: o.paymentSessionId,
          order_amount: rupeesOf(o.amountPaise),
          amount_paise: o.amountPaise,
          provider: provider.name,
        };
      }
    },
  );

  // ------------------------------------------------------------------------------------------
  app.get<{ Params: { orderId: string } }>(
    '/payments/orders/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: "An order's outcome as the server verified it (the return pages read this)",
        description:
          'While the order is open the server asks the provider first and settles it (the return path of "nothing is fulfilled until the provider confirms PAID"). An order of a signed-in person is shown only to them; a guest order to whoever holds its id. Wallet orders include the wallet `balance` (paise).',
        security: [{ bearer: [] }, {}],
        params: { type: 'object', properties: { orderId: { type: 'string' } } },
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 404) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const order = ORDER_ID_PATTERN.test(orderId) ? await findOrder(db, orderId) : null;
      if (!order) throw new ApiError(404, 'We could not find this order.');
      if (order.ownerId) {
        const claims = await accessToken(ctx, request);
        if (claims.sub !== order.ownerId) throw new ApiError(404, 'We could not find this order.');
      }
      const current = await refresh(order, 'return', request.log);
      return { success: true, message: 'Order fetched', data: await orderView(current) };
    },
  );

  // ------------------------------------------------------------------------------------------
  // The provider's notify_url. The body is kept raw: the signature covers the exact bytes.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment webhook (Cashfree 2023-08-01 shape), signed with x-webhook-signature over x-webhook-timestamp + body',
          response: { 200: successEnvelope(), ...failures(401, 404) },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const check = verifyWebhook(
          provider.webhookSecret,
          raw,
          { signature: request.headers['x-webhook-signature'], timestamp: request.headers['x-webhook-timestamp'] },
          clock.now(),
        );
        const refuse = async (status: number, outcome: string, message: string, orderId: string | null = null) => {
          await recordEvent(db, { orderId, source: 'webhook', outcome, now: clock.now() });
          request.log.warn({ orderId, outcome }, 'payment webhook refused');
          return sendStatus(reply, status, failure(message));
        };
        if (!check.ok) return refuse(401, `refused:${check.reason}`, 'Webhook signature is missing, stale or wrong.');

        let event: { type?: unknown; data?: { order?: Record<string, unknown>; payment?: Record<string, unknown> } };
        try {
          event = JSON.parse(raw) as typeof event;
        } catch {
          return refuse(400, 'refused:body', 'Webhook body is not JSON.');
        }
        const orderId = String(event?.data?.order?.order_id ?? '');
        const payment = event?.data?.payment ?? {};
        const state: ProviderOrderStatus['state'] | null =
          payment.payment_status === 'SUCCESS'
            ? 'PAID'
            : payment.payment_status === 'FAILED'
              ? 'FAILED'
              : payment.payment_status === 'USER_DROPPED'
                ? 'CANCELLED'
                : null;
        if (!ORDER_ID_PATTERN.test(orderId)) return refuse(404, 'refused:unknown-order', 'Unknown order.');
        const order = await findOrder(db, orderId);
        if (!order) return refuse(404, 'refused:unknown-order', 'Unknown order.', null);
        // Other event types (refunds, disputes, settlements) are acknowledged and left alone.
        if (!state) return { success: true, message: 'Ignored' };

        try {
          await settle(
            orderId,
            {
              state,
              amountPaise: paiseOf(payment.payment_amount ?? event.data?.order?.order_amount),
              currency: String(payment.payment_currency ?? event.data?.order?.order_currency ?? ''),
              ...(payment.cf_payment_id !== undefined ? { paymentId: String(payment.cf_payment_id) } : {}),
              ...(typeof payment.payment_message === 'string' ? { message: payment.payment_message } : {}),
            },
            'webhook',
            request.log,
          );
        } catch (error) {
          if (error instanceof ApiError) return sendStatus(reply, error.statusCode, failure(error.message));
          throw error;
        }
        return { success: true, message: 'Received' };
      },
    );
  });

  // ------------------------------------------------------------------------------------------
  app.get(
    '/wallet/balance',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in vendor's wallet balance, integer paise (the ledger's sum)",
        security,
        response: { 200: successEnvelope({ balance: { type: 'integer' } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await signedInVendor(request);
      return { success: true, message: 'Wallet balance', balance: await walletBalance(db, user.id) };
    },
  );

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '/wallet/ledger',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Every movement of the wallet, newest first, paged',
        security,
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 50 } } },
        response: { 200: successEnvelope({ balance: { type: 'integer' }, data: { type: 'object', additionalProperties: true } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await signedInVendor(request);
      const page = positiveInt(request.query.page, 1, 100_000);
      const limit = positiveInt(request.query.limit, 10, 50);
      return { success: true, message: 'Wallet ledger', balance: await walletBalance(db, user.id), data: await ledgerPage(db, user.id, page, limit) };
    },
  );

  // docs/spec/product.md §7. A client never sets a balance: the figure it sends is compared with
  // the ledger's. Equal: 200 with the balance. Different: 409 with the server's balance, so a page
  // showing a stale figure corrects itself.
  app.post(
    '/api/update-wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "Checks the client's wallet figure against the ledger; never changes the balance",
        description: '`walletBalance` in paise. 200 when it matches the ledger, 409 with the server `balance` when it does not.',
        security,
        body: { type: 'object', properties: { walletBalance: { type: 'integer' } }, required: ['walletBalance'] },
        response: { 200: successEnvelope({ balance: { type: 'integer' } }), ...failures(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await signedInVendor(request);
      const body = request.body as { walletBalance?: unknown } | null;
      const claimed = body && typeof body === 'object' ? body.walletBalance : undefined;
      if (typeof claimed !== 'number' || !Number.isSafeInteger(claimed)) {
        throw new ApiError(400, 'walletBalance must be a whole number of paise', {
          fields: { walletBalance: 'walletBalance must be a whole number of paise' },
        });
      }
      const balance = await walletBalance(db, user.id);
      if (claimed !== balance) {
        const message = 'Your wallet balance has changed. The balance shown is now up to date.';
        return sendStatus(reply, 409, { ...failure(message), balance });
      }
      return { success: true, message: 'Wallet balance is up to date', balance };
    },
  );

  if (provider instanceof LocalGateway) {
    provider.connect((delivery) => app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: delivery.rawBody, headers: delivery.headers }), db);
    // The simulator never runs in production (payments/config.ts refuses it there), so its
    // hosted checkout page is served wherever it is the provider.
    provider.routes(app);
  }

  const payments: Payments = {
    provider,
    async reconcile({ atMostEvery } = {}) {
      const now = clock.now();
      if (atMostEvery !== undefined && !(await claimScheduledRun(db, 'payments-reconcile', atMostEvery, now))) {
        return { checked: 0, settled: 0, expired: 0, skipped: true };
      }
      const orders = await openOrders(db, new Date(now.getTime() - options.reconcileAfterMs));
      let settled = 0;
      let expired = 0;
      for (const order of orders) {
        const tooOld = now.getTime() - order.createdAt.getTime() > options.orderExpiryMs;
        if (order.status === 'created') {
          if (tooOld && (await expireOrder(db, order.orderId, now))) expired += 1;
          continue;
        }
        try {
          const after = await refresh(order, 'reconcile', app.log);
          if (after.status !== 'active') settled += 1;
          else if (tooOld && (await provider.fetchOrder(order.orderId).catch(() => undefined)) !== undefined) {
            // Still ACTIVE at the provider (or unknown to it) long after its window: expire it.
            if (await expireOrder(db, order.orderId, now)) {
              await recordEvent(db, { orderId: order.orderId, source: 'reconcile', outcome: 'expired', now });
              expired += 1;
            }
          }
        } catch (error) {
          app.log.warn({ orderId: order.orderId, err: (error as Error).message }, 'reconciliation could not settle an order');
        }
      }
      return { checked: orders.length, settled, expired };
    },
  };
  app.decorate('payments', payments);

  if (options.devTools) {
    app.post(
      '/dev/payments/reconcile',
      {
        schema: {
          tags: ['development'],
          summary: 'Reconcile open payment orders now (the timer does it every minute; absent in production)',
          response: { 200: successEnvelope({ checked: { type: 'integer' }, settled: { type: 'integer' }, expired: { type: 'integer' } }) },
        },
      },
      async () => ({ success: true, message: 'Reconciled', ...(await payments.reconcile()) }),
    );
  }
  return payments;
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, max);
}

/** An answer with a status the route's documented schema types do not narrow. */
function sendStatus(reply: FastifyReply, status: number, body: unknown) {
  return (reply as FastifyReply).code(status).send(body);
}
