// Cashfree Payouts V2 (x-api-version 2024-01-01): add a beneficiary, request a standard transfer
// under our transfer id, read a transfer's status. https://www.cashfree.com/docs/api-reference/payouts/v2
// The webhook (v2) is signed as the payment gateway's is: base64 HMAC-SHA256 of timestamp + raw
// body, keyed by the client secret (api/src/payments/signature.ts verifies both).
import { PayoutsProviderError, stateOf, type Beneficiary, type PayoutsProvider, type TransferRequest, type TransferStatus } from './provider.ts';
import { cashfreeCall, type CashfreeCredentials } from '../payments/cashfree-http.ts';

export const CASHFREE_PAYOUTS_API_VERSION = '2024-01-01';
export const CASHFREE_PAYOUTS_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/payout',
  production: 'https://api.cashfree.com/payout',
} as const;

export interface CashfreePayoutsConfig extends CashfreeCredentials {
  environment: keyof typeof CASHFREE_PAYOUTS_BASE_URLS;
}

type Json = Record<string, unknown>;

export class CashfreePayouts implements PayoutsProvider {
  readonly name = 'cashfree' as const;
  readonly webhookSecret: string;
  private readonly base: string;

  constructor(private readonly config: CashfreePayoutsConfig) {
    if (!config.clientId || !config.clientSecret) throw new Error('Cashfree Payouts needs CASHFREE_PAYOUT_CLIENT_ID and CASHFREE_PAYOUT_CLIENT_SECRET');
    this.webhookSecret = config.clientSecret;
    this.base = CASHFREE_PAYOUTS_BASE_URLS[config.environment];
  }

  private async call(method: 'GET' | 'POST', path: string, body?: Json): Promise<{ status: number; json: Json }> {
    const { status, json } = await cashfreeCall(
      this.config,
      {
        base: this.base,
        apiVersion: CASHFREE_PAYOUTS_API_VERSION,
        unreachable: (message) => new PayoutsProviderError(`Cashfree Payouts unreachable: ${message}`),
      },
      method,
      path,
      body,
    );
    return { status, json: (json as Json | null) ?? {} };
  }

  async ensureBeneficiary(beneficiary: Beneficiary): Promise<void> {
    const { status, json } = await this.call('POST', '/beneficiary', {
      beneficiary_id: beneficiary.beneficiaryId,
      beneficiary_name: beneficiary.name,
      beneficiary_instrument_details: { bank_account_number: beneficiary.accountNumber, bank_ifsc: beneficiary.ifsc },
      beneficiary_contact_details: { beneficiary_phone: beneficiary.phone, beneficiary_country_code: '+91' },
    });
    // 409: a beneficiary with this id exists already (our id names the shop and its account).
    if (status === 200 || status === 201 || status === 409) return;
    throw new PayoutsProviderError(`Cashfree refused the beneficiary: ${String(json.message ?? status)}`, status);
  }

  async requestTransfer(transfer: TransferRequest): Promise<TransferStatus> {
    const { status, json } = await this.call('POST', '/transfers', {
      transfer_id: transfer.transferId,
      transfer_amount: transfer.amountPaise / 100,
      transfer_currency: 'INR',
      transfer_mode: 'banktransfer',
      beneficiary_details: { beneficiary_id: transfer.beneficiaryId },
      transfer_remarks: transfer.remarks.replace(/[^A-Za-z0-9 ]/g, ' ').slice(0, 70),
    });
    if (status === 200 || status === 201) return this.statusOf(json, transfer.transferId);
    // A transfer id used before: the provider kept the first request; its status is the answer.
    if (status === 409) {
      const existing = await this.fetchTransfer(transfer.transferId);
      if (existing) return existing;
    }
    // 5xx: the request may or may not have been taken; the caller leaves the transfer pending and
    // polling finds out (Cashfree: "do not initiate another transaction" on a 5XX).
    throw new PayoutsProviderError(`Cashfree refused the transfer: ${String(json.message ?? status)}`, status);
  }

  async fetchTransfer(transferId: string): Promise<TransferStatus | null> {
    const { status, json } = await this.call('GET', `/transfers?transfer_id=${encodeURIComponent(transferId)}`);
    if (status === 404) return null;
    if (status !== 200) throw new PayoutsProviderError(`Cashfree transfer lookup failed: ${String(json.message ?? status)}`, status);
    return this.statusOf(json, transferId);
  }

  private statusOf(json: Json, transferId: string): TransferStatus {
    const state = stateOf(String(json.status ?? ''));
    if (!state) throw new PayoutsProviderError(`Cashfree answered an unknown transfer status: ${String(json.status)}`);
    return {
      transferId: String(json.transfer_id ?? transferId),
      state,
      amountPaise: Math.round(Number(json.transfer_amount) * 100),
      ...(json.cf_transfer_id !== undefined ? { providerTransferId: String(json.cf_transfer_id) } : {}),
      ...(typeof json.transfer_utr === 'string' && json.transfer_utr ? { utr: json.transfer_utr } : {}),
      ...(typeof json.status_description === 'string' && state !== 'SUCCESS' ? { reason: json.status_description } : {}),
      ...(typeof json.updated_on === 'string' ? { at: json.updated_on } : {}),
    };
  }
}
