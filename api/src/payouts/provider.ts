// The payouts provider behind an adapter (outside integrations sit behind adapters with a working
// local default: docs/architecture.md, "Payments"): a beneficiary made from a shop's verified bank
// account, a transfer under our own idempotent transfer id, and the transfer's state, read by
// polling or told by a signed webhook. Both adapters speak Cashfree Payouts V2's shapes.

export interface Beneficiary {
  /** Ours, stable per shop and account: the provider keeps one beneficiary per id. */
  beneficiaryId: string;
  name: string;
  accountNumber: string;
  ifsc: string;
  phone: string;
}

export interface TransferRequest {
  /** Ours; the provider refuses a second transfer under the same id, so a retry never pays twice. */
  transferId: string;
  beneficiaryId: string;
  amountPaise: number;
  remarks: string;
}

/**
 * Where a transfer stands. PENDING covers Cashfree's RECEIVED, QUEUED, PENDING, SENT_TO_BENEFICIARY
 * and APPROVAL_PENDING; FAILED covers FAILED and REJECTED; SUCCESS carries the bank's UTR;
 * REVERSED is a transfer the bank returned after success.
 */
export type TransferState = 'PENDING' | 'SUCCESS' | 'FAILED' | 'REVERSED';

export interface TransferStatus {
  transferId: string;
  state: TransferState;
  amountPaise: number;
  providerTransferId?: string;
  utr?: string;
  reason?: string;
  /** When the provider says it happened (ISO), else when we heard. */
  at?: string;
}

export interface PayoutsProvider {
  readonly name: 'cashfree' | 'local';
  /** Key of the webhook HMAC (Cashfree: the client secret). */
  readonly webhookSecret: string;
  /** Adds the beneficiary, or finds it added already (same id and account): idempotent. */
  ensureBeneficiary(beneficiary: Beneficiary): Promise<void>;
  /** Asks for the transfer; the same transfer id again answers the first one's state. */
  requestTransfer(transfer: TransferRequest): Promise<TransferStatus>;
  /** null when the provider has no transfer under this id. */
  fetchTransfer(transferId: string): Promise<TransferStatus | null>;
}

/** The provider could not be reached or refused the request (not the caller's fault: 502). */
export class PayoutsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PayoutsProviderError';
  }
}

/** A transfer as the provider's webhook (Cashfree Payouts V2) describes it, or null if it is not one. */
export function transferFromWebhook(event: unknown): TransferStatus | null {
  const body = (event ?? {}) as { type?: unknown; data?: Record<string, unknown> };
  const data = body.data ?? {};
  const transferId = typeof data.transfer_id === 'string' ? data.transfer_id : null;
  if (!transferId) return null;
  const state = stateOf(String(data.status ?? ''), String(body.type ?? ''));
  if (!state) return null;
  return {
    transferId,
    state,
    amountPaise: Math.round(Number(data.transfer_amount) * 100),
    ...(data.cf_transfer_id !== undefined ? { providerTransferId: String(data.cf_transfer_id) } : {}),
    ...(typeof data.transfer_utr === 'string' && data.transfer_utr ? { utr: data.transfer_utr } : {}),
    ...(typeof data.status_description === 'string' ? { reason: data.status_description } : {}),
    ...(typeof data.updated_on === 'string' ? { at: data.updated_on } : {}),
  };
}

/** Cashfree's transfer status (or webhook event type) in our four states; null for an unknown one. */
export function stateOf(status: string, eventType = ''): TransferState | null {
  const s = status.toUpperCase();
  if (s === 'SUCCESS' || eventType === 'TRANSFER_SUCCESS') return 'SUCCESS';
  if (s === 'REVERSED' || eventType === 'TRANSFER_REVERSED') return 'REVERSED';
  if (s === 'FAILED' || s === 'REJECTED' || eventType === 'TRANSFER_FAILED' || eventType === 'TRANSFER_REJECTED') return 'FAILED';
  if (['RECEIVED', 'QUEUED', 'PENDING', 'SENT_TO_BENEFICIARY', 'APPROVAL_PENDING', 'MANUALLY_REJECTED'].includes(s))
    return s === 'MANUALLY_REJECTED' ? 'FAILED' : 'PENDING';
  return null;
}
