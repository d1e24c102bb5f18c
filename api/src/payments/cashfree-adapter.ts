// Cashfree Payment Gateway REST API (version 2023-08-01): create an order, read its status and its
// payment attempts. https://docs.cashfree.com/reference/pg-new-apis-endpoint
import {
  paiseOf,
  ProviderError,
  refundStateOf,
  rupeesOf,
  type PaymentProvider,
  type ProviderOrderRequest,
  type ProviderOrderStatus,
  type ProviderRefundRequest,
  type ProviderRefundStatus,
} from './provider.ts';
import { cashfreeCall, type CashfreeCredentials } from './cashfree-http.ts';

export const CASHFREE_API_VERSION = '2023-08-01';
export const CASHFREE_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export interface CashfreeConfig extends CashfreeCredentials {
  environment: keyof typeof CASHFREE_BASE_URLS;
}

type Json = Record<string, unknown>;

export class CashfreeProvider implements PaymentProvider {
  readonly name = 'cashfree' as const;
  readonly webhookSecret: string;
  private readonly base: string;

  constructor(private readonly config: CashfreeConfig) {
    if (!config.clientId || !config.clientSecret) throw new Error('Cashfree needs CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET');
    this.webhookSecret = config.clientSecret;
    this.base = CASHFREE_BASE_URLS[config.environment];
  }

  private call(method: 'GET' | 'POST', path: string, body?: Json) {
    return cashfreeCall(
      this.config,
      { base: this.base, apiVersion: CASHFREE_API_VERSION, unreachable: (message) => new ProviderError(`Cashfree unreachable: ${message}`) },
      method,
      path,
      body,
    );
  }

  async createOrder(order: ProviderOrderRequest) {
    const { status, json } = await this.call('POST', '/orders', {
      order_id: order.orderId,
      order_amount: rupeesOf(order.amountPaise),
      order_currency: order.currency,
      customer_details: { customer_id: order.customerId, customer_phone: order.customerPhone },
      order_meta: { return_url: order.returnUrl, notify_url: order.notifyUrl },
      order_note: order.note,
    });
    const data = (json ?? {}) as Json;
    if (status !== 200 || typeof data.payment_session_id !== 'string') {
      throw new ProviderError(`Cashfree refused the order: ${String(data.message ?? status)}`, status);
    }
    return { providerOrderId: String(data.cf_order_id ?? order.orderId), paymentSessionId: data.payment_session_id };
  }

  async fetchOrder(orderId: string): Promise<ProviderOrderStatus | null> {
    const { status, json } = await this.call('GET', `/orders/${encodeURIComponent(orderId)}`);
    if (status === 404) return null;
    const order = (json ?? {}) as Json;
    if (status !== 200) throw new ProviderError(`Cashfree order lookup failed: ${String(order.message ?? status)}`, status);
    const base = { amountPaise: paiseOf(order.order_amount), currency: String(order.order_currency ?? '') };
    switch (order.order_status) {
      case 'PAID': {
        const success = (await this.payments(orderId)).find((p) => p.payment_status === 'SUCCESS');
        return { state: 'PAID', ...base, ...(success ? { paymentId: String(success.cf_payment_id) } : {}) };
      }
      case 'EXPIRED':
      case 'TERMINATED':
        return { state: 'EXPIRED', ...base };
      default: {
        // ACTIVE (or TERMINATION_REQUESTED): the latest attempt says whether the person failed or
        // left; Cashfree lists attempts newest first.
        const latest = (await this.payments(orderId))[0];
        if (latest?.payment_status === 'FAILED') return { state: 'FAILED', ...base, message: String(latest.payment_message ?? '') };
        if (latest?.payment_status === 'USER_DROPPED' || latest?.payment_status === 'CANCELLED') return { state: 'CANCELLED', ...base };
        return { state: 'ACTIVE', ...base };
      }
    }
  }

  // Refunds (same API version): POST /orders/{order_id}/refunds, GET /orders/{order_id}/refunds/{refund_id}.
  async createRefund(refund: ProviderRefundRequest): Promise<ProviderRefundStatus> {
    const { status, json } = await this.call('POST', `/orders/${encodeURIComponent(refund.orderId)}/refunds`, {
      refund_amount: rupeesOf(refund.amountPaise),
      refund_id: refund.refundId,
      refund_note: refund.note.slice(0, 100),
      refund_speed: 'STANDARD',
    });
    const data = (json ?? {}) as Json;
    if (status === 200) return this.refundOf(data, refund.refundId);
    // A refund id used before: the first refund stands; its status is the answer.
    if (status === 409) {
      const existing = await this.fetchRefund(refund.orderId, refund.refundId);
      if (existing) return existing;
    }
    throw new ProviderError(`Cashfree refused the refund: ${String(data.message ?? status)}`, status);
  }

  async fetchRefund(orderId: string, refundId: string): Promise<ProviderRefundStatus | null> {
    const { status, json } = await this.call('GET', `/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}`);
    if (status === 404) return null;
    const data = (json ?? {}) as Json;
    if (status !== 200) throw new ProviderError(`Cashfree refund lookup failed: ${String(data.message ?? status)}`, status);
    return this.refundOf(data, refundId);
  }

  private refundOf(data: Json, refundId: string): ProviderRefundStatus {
    return {
      refundId: String(data.refund_id ?? refundId),
      state: refundStateOf(data.refund_status),
      amountPaise: paiseOf(data.refund_amount),
      ...(data.cf_refund_id !== undefined ? { providerRefundId: String(data.cf_refund_id) } : {}),
      ...(typeof data.status_description === 'string' ? { message: data.status_description } : {}),
    };
  }

  private async payments(orderId: string): Promise<Json[]> {
    const { status, json } = await this.call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
    if (status !== 200 || !Array.isArray(json)) return [];
    return json as Json[];
  }
}
