// The payment provider behind an adapter (outside integrations sit behind adapters with a working
// local default: docs/architecture.md, "Payments"). Both adapters speak Cashfree's Payment Gateway
// API shapes.

export interface ProviderOrderRequest {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  customerId: string;
  customerPhone: string;
  returnUrl: string;
  notifyUrl: string;
  note: string;
}

export interface ProviderOrder {
  providerOrderId: string;
  paymentSessionId: string;
}

/**
 * What the provider says about an order now. `PAID` is the only state that fulfils anything.
 * `FAILED` / `CANCELLED` come from the latest payment attempt (the provider keeps the order
 * ACTIVE after a failed attempt); `EXPIRED` covers Cashfree's EXPIRED and TERMINATED.
 */
export type ProviderOrderState = 'ACTIVE' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

export interface ProviderOrderStatus {
  state: ProviderOrderState;
  amountPaise: number;
  currency: string;
  paymentId?: string;
  message?: string;
}

/** A refund of a paid order to its source (Cashfree: PENDING, then SUCCESS, or CANCELLED/FAILED). */
export interface ProviderRefundRequest {
  orderId: string;
  /** Ours; the provider refuses a second refund under it. */
  refundId: string;
  amountPaise: number;
  note: string;
}

export interface ProviderRefundStatus {
  refundId: string;
  state: 'PENDING' | 'SUCCESS' | 'FAILED';
  amountPaise: number;
  providerRefundId?: string;
  message?: string;
}

export interface PaymentProvider {
  readonly name: 'cashfree' | 'local';
  /** Key of the webhook HMAC (Cashfree: the client secret). */
  readonly webhookSecret: string;
  createOrder(order: ProviderOrderRequest): Promise<ProviderOrder>;
  /** null when the provider does not know the order. */
  fetchOrder(orderId: string): Promise<ProviderOrderStatus | null>;
  /** Refunds (part of) a paid order to where it was paid from; the same refund id answers the first. */
  createRefund(refund: ProviderRefundRequest): Promise<ProviderRefundStatus>;
  /** null when the provider has no such refund. */
  fetchRefund(orderId: string, refundId: string): Promise<ProviderRefundStatus | null>;
}

/** Cashfree's refund_status in our three states. */
export const refundStateOf = (status: unknown): ProviderRefundStatus['state'] =>
  status === 'SUCCESS' ? 'SUCCESS' : status === 'CANCELLED' || status === 'FAILED' ? 'FAILED' : 'PENDING';

/** The provider could not be reached or refused the request (not the person's fault: 502). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Rupees with two decimals, as the provider wants them, from integer paise. */
export const rupeesOf = (paise: number) => Math.round(paise) / 100;
/** Integer paise from the provider's rupee figure (which may arrive as 500 or 500.00 or "500.00"). */
export const paiseOf = (rupees: unknown) => Math.round(Number(rupees) * 100);
