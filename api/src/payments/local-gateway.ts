// The `local` payment provider: a simulator of the Cashfree order API plus the hosted checkout page
// a person sees, served by the API outside production. Choosing Pay, Fail or Cancel there sends the
// person to the order's return URL and delivers a signed webhook to the API, as Cashfree does. The
// simulator's orders live in the API's database (local_gateway_orders), so the checkout page works
// whichever API process serves it, and a restarted API still knows them (docs/scale-out.md).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { failure } from '../http/errors.ts';
import {
  ProviderError,
  rupeesOf,
  type PaymentProvider,
  type ProviderOrderRequest,
  type ProviderOrderStatus,
  type ProviderRefundRequest,
  type ProviderRefundStatus,
} from './provider.ts';
import { signWebhook } from './signature.ts';

type Outcome = 'pay' | 'fail' | 'cancel';

interface SimulatedOrder extends ProviderOrderRequest {
  sessionId: string;
  providerOrderId: string;
  state: ProviderOrderStatus['state'];
  paymentId?: string;
}

interface SimulatedRow {
  order_id: string;
  session_id: string;
  provider_order_id: string;
  state: ProviderOrderStatus['state'];
  payment_id: string | null;
  request: ProviderOrderRequest | string;
}

export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

export type WebhookSink = (delivery: WebhookDelivery) => Promise<unknown>;

export const LOCAL_CHECKOUT_PATH = '/pg/checkout';

const WEBHOOK_TYPES: Record<Outcome, { type: string; status: string; message: string }> = {
  pay: { type: 'PAYMENT_SUCCESS_WEBHOOK', status: 'SUCCESS', message: 'Transaction successful' },
  fail: { type: 'PAYMENT_FAILED_WEBHOOK', status: 'FAILED', message: 'Payment declined by the bank' },
  cancel: { type: 'PAYMENT_USER_DROPPED_WEBHOOK', status: 'USER_DROPPED', message: 'Customer left the checkout' },
};

export class LocalGateway implements PaymentProvider {
  readonly name = 'local' as const;
  readonly webhookSecret: string;
  private db: Queryable | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly held: WebhookDelivery[] = [];
  private sink: WebhookSink | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly options: { webhookSecret?: string; /** 'hold': tests deliver webhooks themselves. */ webhooks?: 'deliver' | 'hold' } = {},
  ) {
    this.webhookSecret = options.webhookSecret ?? randomBytes(32).toString('base64url');
  }

  /** Where webhooks go (the API's own webhook route) and where orders are kept; set by the payments routes. */
  connect(sink: WebhookSink, db: Queryable): void {
    this.sink = sink;
    this.db = db;
  }

  private store(): Queryable {
    if (!this.db) throw new Error('the local payment simulator is not connected to the API (paymentRoutes connects it)');
    return this.db;
  }

  private async find(column: 'order_id' | 'session_id', value: string): Promise<SimulatedOrder | undefined> {
    const { rows } = await this.store().query<SimulatedRow>(
      `SELECT order_id, session_id, provider_order_id, state, payment_id, request FROM local_gateway_orders WHERE ${column} = $1`,
      [value],
    );
    const row = rows[0];
    if (!row) return undefined;
    const request = (typeof row.request === 'string' ? JSON.parse(row.request) : row.request) as ProviderOrderRequest;
    return {
      ...request,
      orderId: row.order_id,
      sessionId: row.session_id,
      providerOrderId: row.provider_order_id,
      state: row.state,
      ...(row.payment_id ? { paymentId: row.payment_id } : {}),
    };
  }

  async createOrder(order: ProviderOrderRequest) {
    const sessionId = `session_local_${randomBytes(24).toString('base64url')}`;
    const providerOrderId = `cf_local_${randomUUID()}`;
    await this.store().query(
      `INSERT INTO local_gateway_orders (order_id, session_id, provider_order_id, state, request, created_at)
       VALUES ($1, $2, $3, 'ACTIVE', $4, $5)`,
      [order.orderId, sessionId, providerOrderId, JSON.stringify(order), this.clock.now()],
    );
    return { providerOrderId, paymentSessionId: sessionId };
  }

  async fetchOrder(orderId: string): Promise<ProviderOrderStatus | null> {
    const order = await this.find('order_id', orderId);
    if (!order) return null;
    return {
      state: order.state,
      amountPaise: order.amountPaise,
      currency: order.currency,
      ...(order.paymentId ? { paymentId: order.paymentId } : {}),
    };
  }

  /**
   * Refunds a paid order as Cashfree does: refused (400) for an order not paid or an amount above
   * what was paid; the same refund id again answers the first refund. The simulator's bank
   * returns the money at once, so a refund answers SUCCESS.
   */
  async createRefund(refund: ProviderRefundRequest): Promise<ProviderRefundStatus> {
    const order = await this.find('order_id', refund.orderId);
    if (!order || order.state !== 'PAID') throw new ProviderError('Refunds can be made only on a paid order', 400);
    if (refund.amountPaise > order.amountPaise) throw new ProviderError('The refund amount is above the amount paid', 400);
    await this.store().query(
      `INSERT INTO local_gateway_refunds (refund_id, order_id, amount_paise, state, created_at) VALUES ($1, $2, $3, 'SUCCESS', $4)
       ON CONFLICT (refund_id) DO NOTHING`,
      [refund.refundId, refund.orderId, refund.amountPaise, this.clock.now()],
    );
    return (await this.fetchRefund(refund.orderId, refund.refundId))!;
  }

  async fetchRefund(orderId: string, refundId: string): Promise<ProviderRefundStatus | null> {
    const { rows } = await this.store().query<{ refund_id: string; amount_paise: string; state: ProviderRefundStatus['state'] }>(
      'SELECT refund_id, amount_paise, state FROM local_gateway_refunds WHERE order_id = $1 AND refund_id = $2',
      [orderId, refundId],
    );
    const row = rows[0];
    return row
      ? { refundId: row.refund_id, state: row.state, amountPaise: Number(row.amount_paise), providerRefundId: `cf_local_refund_${row.refund_id}` }
      : null;
  }

  /** Marks an order expired, as the provider does when its window closes (tests, reconciliation). */
  async expire(orderId: string): Promise<void> {
    await this.store().query("UPDATE local_gateway_orders SET state = 'EXPIRED' WHERE order_id = $1 AND state = 'ACTIVE'", [orderId]);
  }

  async sessionOf(orderId: string): Promise<string | undefined> {
    return (await this.find('order_id', orderId))?.sessionId;
  }

  /** What a person's choice on the hosted page does; answers the URL to send them to. */
  async complete(sessionId: string, outcome: Outcome): Promise<string | null> {
    const order = await this.find('session_id', sessionId);
    if (!order) return null;
    const paymentId = String(randomInt(1e12, 1e13));
    const state = outcome === 'pay' ? 'PAID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    // One statement decides, so two presses of Pay (on two API processes) send one webhook each
    // only while the order could still change, and a paid order stays paid.
    const { rows } = await this.store().query(
      `UPDATE local_gateway_orders SET state = $2, payment_id = CASE WHEN $2 = 'PAID' THEN $3 ELSE payment_id END
       WHERE session_id = $1 AND state IN ('ACTIVE', 'FAILED', 'CANCELLED') RETURNING order_id`,
      [sessionId, state, paymentId],
    );
    if (rows.length > 0) this.queueWebhook(this.webhookOf(order, outcome, paymentId));
    return order.returnUrl;
  }

  /** A webhook exactly as Cashfree would send it for this order and outcome. */
  async webhookFor(orderId: string, outcome: Outcome, paymentId = '5114915000001', timestamp = String(this.clock.now().getTime())): Promise<WebhookDelivery> {
    const order = await this.find('order_id', orderId);
    if (!order) throw new Error(`unknown simulated order ${orderId}`);
    return this.webhookOf(order, outcome, paymentId, timestamp);
  }

  private webhookOf(order: SimulatedOrder, outcome: Outcome, paymentId: string, timestamp = String(this.clock.now().getTime())): WebhookDelivery {
    const kind = WEBHOOK_TYPES[outcome];
    const amount = rupeesOf(order.amountPaise);
    const rawBody = JSON.stringify({
      data: {
        order: { order_id: order.orderId, order_amount: amount, order_currency: order.currency, order_tags: null },
        payment: {
          cf_payment_id: paymentId,
          payment_status: kind.status,
          payment_amount: amount,
          payment_currency: order.currency,
          payment_message: kind.message,
          payment_time: this.clock.now().toISOString(),
          payment_group: 'upi',
        },
        customer_details: { customer_id: order.customerId, customer_phone: order.customerPhone },
      },
      event_time: this.clock.now().toISOString(),
      type: kind.type,
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(this.webhookSecret, timestamp, rawBody),
        'x-webhook-version': '2023-08-01',
      },
    };
  }

  private queueWebhook(delivery: WebhookDelivery): void {
    if (this.options.webhooks === 'hold') {
      this.held.push(delivery);
      return;
    }
    // After the person has been answered, like the real provider: the return and the webhook race.
    const sink = this.sink;
    if (!sink) return;
    const pending = new Promise((resolve) => setImmediate(resolve)).then(() => sink(delivery)).catch(() => undefined);
    this.inFlight.add(pending);
    void pending.finally(() => this.inFlight.delete(pending));
  }

  /** Webhooks held back (`webhooks: 'hold'`), taken out for the test to deliver. */
  takeHeldWebhooks(): WebhookDelivery[] {
    return this.held.splice(0);
  }

  /** Resolves once every webhook sent so far has been delivered. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** The hosted checkout page and its buttons. Registered only outside production. */
  routes(app: FastifyInstance): void {
    void app.register(async (scope) => {
      // The page's buttons are plain HTML forms (no script, so any CSP allows them).
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      scope.get<{ Params: { sessionId: string } }>(`${LOCAL_CHECKOUT_PATH}/:sessionId`, { schema: { hide: true } }, async (request, reply) => {
        const order = await this.find('session_id', request.params.sessionId);
        if (!order) return reply.code(404).send(failure('This payment session does not exist or has ended.', undefined, 404));
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
          .header('x-frame-options', 'DENY');
        return checkoutPage(order);
      });

      scope.post<{ Params: { sessionId: string }; Body: unknown }>(`${LOCAL_CHECKOUT_PATH}/:sessionId`, { schema: { hide: true } }, async (request, reply) => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const outcome = raw.outcome;
        if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel') {
          return reply.code(400).send(failure('Choose Pay, Fail or Cancel.', undefined, 400));
        }
        const returnUrl = await this.complete(request.params.sessionId, outcome);
        if (!returnUrl) return reply.code(404).send(failure('This payment session does not exist or has ended.', undefined, 404));
        return reply.redirect(returnUrl, 303);
      });
    });
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function checkoutPage(order: SimulatedOrder): string {
  const amount = formatPaise(order.amountPaise);
  const action = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(order.sessionId)}`;
  const settled = order.state === 'PAID' || order.state === 'EXPIRED';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout: ${escapeHtml(order.orderId)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1b2437}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:100%}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#4a5568}.amount{font-size:2rem;font-weight:700;color:#1b2437;margin:1rem 0}
form{display:flex;gap:.5rem;flex-wrap:wrap}button{flex:1;padding:.75rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.pay{background:#16794c;color:#fff}.fail{background:#b42318;color:#fff}.cancel{background:#e2e8f0;color:#1b2437}
</style></head>
<body><main>
<h1>Local test checkout</h1>
<p>This page stands in for the payment provider while the API runs with the local simulator. No money moves.</p>
<p>Order <strong>${escapeHtml(order.orderId)}</strong>: ${escapeHtml(order.note)}</p>
<div class="amount">${escapeHtml(amount)}</div>
${
  settled
    ? `<p>This order is already ${order.state === 'PAID' ? 'paid' : 'closed'}.</p><p><a href="${escapeHtml(order.returnUrl)}">Back to the site</a></p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button class="pay" name="outcome" value="pay">Pay</button>
<button class="fail" name="outcome" value="fail">Fail</button>
<button class="cancel" name="outcome" value="cancel">Cancel</button>
</form>`
}
</main></body></html>`;
}
