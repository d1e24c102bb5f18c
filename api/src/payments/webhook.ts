// POST /payments/webhook (contract `paymentWebhook`): the provider's notify_url. The signature
// covers the exact bytes of the body, so the route reads it raw (a string, see `webhookRoutes`) and
// verifies it before parsing; its contract has no body schema for that reason. Every refusal is
// recorded in payment_events and logged, then answered through ApiError as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentWebhook, type ResponseOf } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import { findOrder, recordEvent } from './orders.ts';
import { paiseOf, refundStateOf, type PaymentProvider, type ProviderOrderStatus } from './provider.ts';
import { settleRefund } from './refunds.ts';
import { settle } from './reconcile.ts';
import { verifyWebhook } from './signature.ts';

type WebhookEvent = { type?: unknown; data?: { order?: Record<string, unknown>; payment?: Record<string, unknown> } } | null;

const refundExists = async (db: AppContext['db'], refundId: string) =>
  /^RFOD[0-9]{8}$/.test(refundId) && (await db.query('SELECT 1 FROM payment_refunds WHERE refund_id = $1', [refundId])).rows.length > 0;

/**
 * Registers the webhook in a scope of its own whose JSON parser keeps the body as the string it
 * came as: parsing it (and so the contract's body parsing) would lose the bytes the signature is over.
 */
export function webhookRoutes(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    registerContract(scope, ctx, paymentWebhook, async ({ request }) => receiveWebhook(ctx, provider, request));
  });
}

async function receiveWebhook(ctx: AppContext, provider: PaymentProvider, request: FastifyRequest): Promise<ResponseOf<typeof paymentWebhook>> {
  const { db, clock } = ctx;
  const raw = typeof request.body === 'string' ? request.body : '';
  const check = verifyWebhook(
    provider.webhookSecret,
    raw,
    { signature: request.headers['x-webhook-signature'], timestamp: request.headers['x-webhook-timestamp'] },
    clock.now(),
  );
  const refused = async (status: number, outcome: string, message: string, orderId: string | null = null) => {
    await recordEvent(db, { orderId, source: 'webhook', outcome, now: clock.now() });
    request.log.warn({ orderId, outcome }, 'payment webhook refused');
    return new ApiError(status, message);
  };
  if (!check.ok) throw await refused(401, `refused:${check.reason}`, 'Webhook signature is missing, stale or wrong.');

  let event: WebhookEvent;
  try {
    event = JSON.parse(raw) as WebhookEvent;
  } catch {
    throw await refused(400, 'refused:body', 'Webhook body is not JSON.');
  }
  // A refund's outcome (Cashfree REFUND_STATUS_WEBHOOK): settles the refund once.
  if (event?.type === 'REFUND_STATUS_WEBHOOK') {
    const refund = (event.data as { refund?: Record<string, unknown> } | undefined)?.refund ?? {};
    const refundId = String(refund.refund_id ?? '');
    if (!(await refundExists(db, refundId))) throw await refused(404, 'refused:unknown-refund', 'Unknown refund.');
    await settleRefund(
      db,
      {
        refundId,
        state: refundStateOf(refund.refund_status),
        amountPaise: paiseOf(refund.refund_amount),
        ...(refund.cf_refund_id !== undefined ? { providerRefundId: String(refund.cf_refund_id) } : {}),
        ...(typeof refund.status_description === 'string' ? { message: refund.status_description } : {}),
      },
      'webhook',
      clock.now(),
    );
    return { success: true, message: 'Received' };
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
  if (!ORDER_ID_PATTERN.test(orderId)) throw await refused(404, 'refused:unknown-order', 'Unknown order.');
  const order = await findOrder(db, orderId);
  if (!order) throw await refused(404, 'refused:unknown-order', 'Unknown order.', null);
  // Other event types (refunds, disputes, settlements) are acknowledged and left alone.
  if (!state) return { success: true, message: 'Ignored' };

  // A mismatch (400) or a vanished order (404) is an ApiError, answered with its status.
  await settle(
    ctx,
    orderId,
    {
      state,
      amountPaise: paiseOf(payment.payment_amount ?? event?.data?.order?.order_amount),
      currency: String(payment.payment_currency ?? event?.data?.order?.order_currency ?? ''),
      ...(payment.cf_payment_id !== undefined ? { paymentId: String(payment.cf_payment_id) } : {}),
      ...(typeof payment.payment_message === 'string' ? { message: payment.payment_message } : {}),
    },
    'webhook',
    request.log,
  );
  return { success: true, message: 'Received' };
}
