import { getPaymentOrder, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { PaymentStatus } from '@platform/shared/schemas';

/** An order as the server verified it with the provider (GET /payments/orders/:orderId). */
export type VerifiedOrder = ResponseOf<typeof getPaymentOrder>['data'];

/** What a return page says: paid, failed (also cancelled or expired), or still pending. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'expired' | 'pending';

export const outcomeOf = (status: PaymentStatus): PaymentOutcome => (status === 'created' || status === 'active' ? 'pending' : status);

export async function fetchVerifiedOrder(orderId: string): Promise<VerifiedOrder> {
  return (await callContract(getPaymentOrder, { params: { orderId }, options: { notifyOnError: false } })).data;
}

/** An order id as the site creates them; anything else in a return URL is ignored. */
export const isOrderId = (value: string | null | undefined): value is string => !!value && /^OD\d{8}$/.test(value);
