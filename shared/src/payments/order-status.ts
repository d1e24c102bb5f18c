import { apiClient } from '@platform/shared/api';
import type { PaymentPurpose, PaymentStatus } from '@platform/shared/schemas';

/** An order as the server verified it with the provider (GET /payments/orders/:orderId). */
export interface VerifiedOrder {
  order_id: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  description: string;
  amount_paise: number;
  currency: string;
  created_at: string;
  settled_at: string | null;
  /** Wallet orders: the wallet balance after this order, paise. */
  balance?: number;
}

/** What a return page says: paid, failed (also cancelled or expired), or still pending. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'expired' | 'pending';

export const outcomeOf = (status: PaymentStatus): PaymentOutcome => (status === 'created' || status === 'active' ? 'pending' : status);

export async function fetchVerifiedOrder(orderId: string): Promise<VerifiedOrder> {
  const { data } = await apiClient.get<{ data: VerifiedOrder }>(`/payments/orders/${encodeURIComponent(orderId)}`, { notifyOnError: false });
  return data.data;
}

/** An order id as the site creates them; anything else in a return URL is ignored. */
export const isOrderId = (value: string | null | undefined): value is string => !!value && /^OD\d{8}$/.test(value);
