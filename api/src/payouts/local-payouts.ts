// The `local` payouts provider: a simulator of Cashfree Payouts V2 for development and tests. It
// keeps beneficiaries and transfers in the API's database (local_payout_*), answers a new transfer
// as RECEIVED (pending), and then settles it as the bank would: by default a success with a UTR,
// told to the API by a signed webhook shaped as Cashfree's, exactly as the real provider does. A
// test (or a developer, through /dev/payouts/transfers/:id/outcome) can instead make it fail or
// reverse it after success; polling (`fetchTransfer`) reads the same rows.
import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { signWebhook } from '../payments/signature.ts';
import type { Beneficiary, PayoutsProvider, TransferRequest, TransferState, TransferStatus } from './provider.ts';

export type LocalOutcome = 'success' | 'failure' | 'reversal';

export interface PayoutWebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}
export type PayoutWebhookSink = (delivery: PayoutWebhookDelivery) => Promise<unknown>;

interface Row {
  transfer_id: string;
  amount_paise: string | number;
  state: TransferState;
  utr: string | null;
  reason: string | null;
  updated_at: Date | string;
}

const EVENT_TYPES: Record<Exclude<TransferState, 'PENDING'>, string> = {
  SUCCESS: 'TRANSFER_SUCCESS',
  FAILED: 'TRANSFER_FAILED',
  REVERSED: 'TRANSFER_REVERSED',
};

export class LocalPayouts implements PayoutsProvider {
  readonly name = 'local' as const;
  readonly webhookSecret: string;
  private db: Queryable | null = null;
  private sink: PayoutWebhookSink | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly held: PayoutWebhookDelivery[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly options: {
      webhookSecret?: string;
      /**
       * 'auto' (default): each new transfer succeeds right after it is requested, by webhook.
       * 'hold': transfers stay pending until `complete` is called, and webhooks are kept for the
       * test to deliver (`takeHeldWebhooks`).
       */
      mode?: 'auto' | 'hold';
    } = {},
  ) {
    this.webhookSecret = options.webhookSecret ?? randomBytes(32).toString('base64url');
  }

  /** Where webhooks go (the API's own payouts webhook) and where the simulator keeps its rows. */
  connect(sink: PayoutWebhookSink, db: Queryable): void {
    this.sink = sink;
    this.db = db;
  }

  private store(): Queryable {
    if (!this.db) throw new Error('the local payouts simulator is not connected to the API (payoutsPlugin connects it)');
    return this.db;
  }

  async ensureBeneficiary(b: Beneficiary): Promise<void> {
    await this.store().query(
      `INSERT INTO local_payout_beneficiaries (beneficiary_id, account, ifsc, name, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (beneficiary_id) DO NOTHING`,
      [b.beneficiaryId, b.accountNumber, b.ifsc, b.name, this.clock.now()],
    );
  }

  async requestTransfer(t: TransferRequest): Promise<TransferStatus> {
    const known = await this.store().query('SELECT 1 FROM local_payout_beneficiaries WHERE beneficiary_id = $1', [t.beneficiaryId]);
    if (known.rows.length === 0) throw new Error(`unknown beneficiary ${t.beneficiaryId}`);
    const now = this.clock.now();
    // Like the provider, a transfer id used before answers the first transfer, never a second one.
    const inserted = await this.store().query(
      `INSERT INTO local_payout_transfers (transfer_id, beneficiary_id, amount_paise, state, created_at, updated_at)
       VALUES ($1, $2, $3, 'PENDING', $4, $4) ON CONFLICT (transfer_id) DO NOTHING RETURNING transfer_id`,
      [t.transferId, t.beneficiaryId, t.amountPaise, now],
    );
    const status = (await this.fetchTransfer(t.transferId))!;
    if (inserted.rows.length > 0 && this.options.mode !== 'hold') {
      // After the caller has its answer, as the bank's outcome arrives later.
      this.later(() => this.complete(t.transferId, 'success'));
    }
    return status;
  }

  async fetchTransfer(transferId: string): Promise<TransferStatus | null> {
    const { rows } = await this.store().query<Row>(
      'SELECT transfer_id, amount_paise, state, utr, reason, updated_at FROM local_payout_transfers WHERE transfer_id = $1',
      [transferId],
    );
    const row = rows[0];
    return row ? this.statusOf(row) : null;
  }

  private statusOf(row: Row): TransferStatus {
    return {
      transferId: row.transfer_id,
      state: row.state,
      amountPaise: Number(row.amount_paise),
      providerTransferId: `cf_local_${row.transfer_id}`,
      ...(row.utr ? { utr: row.utr } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
      at: new Date(row.updated_at).toISOString(),
    };
  }

  /**
   * The bank's outcome: a pending transfer succeeds (with a UTR) or fails; a successful one may be
   * reversed. Sends (or holds) the signed webhook. Answers false when the move is not possible.
   */
  async complete(transferId: string, outcome: LocalOutcome, reason?: string): Promise<boolean> {
    const utr = `LOCALUTR${randomInt(1e9, 1e10)}`;
    const [from, to, text] =
      outcome === 'success'
        ? (['PENDING', 'SUCCESS', null] as const)
        : outcome === 'failure'
          ? (['PENDING', 'FAILED', reason ?? 'Beneficiary bank declined the transfer'] as const)
          : (['SUCCESS', 'REVERSED', reason ?? 'Amount returned by the beneficiary bank'] as const);
    const { rows } = await this.store().query<Row>(
      `UPDATE local_payout_transfers SET state = $2, utr = CASE WHEN $2 = 'SUCCESS' THEN $3 ELSE utr END, reason = $4, updated_at = $5
       WHERE transfer_id = $1 AND state = $6
       RETURNING transfer_id, amount_paise, state, utr, reason, updated_at`,
      [transferId, to, utr, text, this.clock.now(), from],
    );
    if (!rows[0]) return false;
    this.deliver(this.webhookOf(this.statusOf(rows[0])));
    return true;
  }

  /** A webhook exactly as Cashfree Payouts V2 would send it for this transfer state. */
  webhookOf(status: TransferStatus, timestamp = String(this.clock.now().getTime())): PayoutWebhookDelivery {
    const type = status.state === 'PENDING' ? 'TRANSFER_ACKNOWLEDGED' : EVENT_TYPES[status.state];
    const rawBody = JSON.stringify({
      type,
      event_time: this.clock.now().toISOString(),
      data: {
        transfer_id: status.transferId,
        cf_transfer_id: status.providerTransferId,
        status: status.state,
        status_code: status.state === 'SUCCESS' ? 'COMPLETED' : status.state,
        status_description: status.reason ?? 'The transfer is completed',
        transfer_amount: status.amountPaise / 100,
        transfer_utr: status.utr ?? null,
        transfer_mode: 'BANK',
        updated_on: status.at,
      },
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(this.webhookSecret, timestamp, rawBody),
        'x-webhook-version': '2024-01-01',
      },
    };
  }

  private deliver(delivery: PayoutWebhookDelivery): void {
    if (this.options.mode === 'hold') {
      this.held.push(delivery);
      return;
    }
    const sink = this.sink;
    if (sink) this.later(() => sink(delivery));
  }

  private later(work: () => Promise<unknown>): void {
    const pending = new Promise((resolve) => setImmediate(resolve)).then(work).catch(() => undefined);
    this.inFlight.add(pending);
    void pending.finally(() => this.inFlight.delete(pending));
  }

  /** Webhooks held back (`mode: 'hold'`), taken out for the test to deliver. */
  takeHeldWebhooks(): PayoutWebhookDelivery[] {
    return this.held.splice(0);
  }

  /** Resolves once every outcome and webhook started so far has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
