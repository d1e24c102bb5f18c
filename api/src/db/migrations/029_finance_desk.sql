-- The finance desk (docs/decisions/042-the-finance-desk-payouts-refunds-reconciliation.md): commission
-- settlement in payout batches paid through a payouts provider, wallet withdrawals through the same
-- provider, customer order refunds through the payment provider, and the money reconciliation.
-- Money is integer paise everywhere.

-- A commission line after its invoice: approved by finance, then in a payout batch, then paid.
-- A line sent back returns to "invoice due" with the reason (its invoice cleared, so the shop can
-- send a corrected one under the same number). The GST, TDS and net a batch paid are kept on the
-- line, so a later change of rate never rewrites what was paid.
ALTER TABLE vendor_commissions DROP CONSTRAINT vendor_commissions_status_check;
ALTER TABLE vendor_commissions ADD CONSTRAINT vendor_commissions_status_check
  CHECK (status IN ('awaiting_confirmation', 'unpaid', 'approved', 'in_payout', 'paid'));
ALTER TABLE vendor_commissions
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN sent_back_reason text,
  ADD COLUMN sent_back_at timestamptz,
  ADD COLUMN payout_batch_id uuid,
  ADD COLUMN payout_failure text,
  ADD COLUMN utr text,
  ADD COLUMN gst_paise bigint,
  ADD COLUMN tds_paise bigint,
  ADD COLUMN net_paise bigint;
CREATE INDEX vendor_commissions_review_idx ON vendor_commissions (invoice_uploaded_at) WHERE status = 'unpaid' AND invoice_uploaded_at IS NOT NULL;
CREATE INDEX vendor_commissions_approved_idx ON vendor_commissions (vendor_id) WHERE status = 'approved';

-- The bank account a shop's KYC bank step verified, kept whole (sealed with the data key) because a
-- payout needs the full number; the KYC step itself keeps only the masked one. The provider's
-- beneficiary id is made from the vendor id and the account, so a changed account is a new one.
CREATE TABLE vendor_payout_accounts (
  vendor_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  account_sealed  text NOT NULL,
  account_masked  text NOT NULL,
  ifsc            text NOT NULL,
  holder_name     text NOT NULL,
  verified_at     timestamptz NOT NULL
);

-- One transfer to a shop's bank account through the payouts provider. `transfer_id` is ours, sent
-- to the provider, which refuses a second transfer under it: a retried request never pays twice.
-- pending → success | failed; success → reversed (the bank returned the money).
CREATE TABLE payout_transfers (
  transfer_id          text PRIMARY KEY,
  purpose              text NOT NULL CHECK (purpose IN ('commission', 'withdrawal')),
  vendor_id            uuid NOT NULL REFERENCES users (id),
  amount_paise         bigint NOT NULL CHECK (amount_paise > 0),
  provider             text NOT NULL,
  beneficiary_id       text NOT NULL,
  account_masked       text NOT NULL,
  ifsc                 text NOT NULL,
  status               text NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'reversed')),
  provider_transfer_id text,
  utr                  text,
  failure_reason       text,
  requested_by         uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_at         timestamptz NOT NULL,
  settled_at           timestamptz,
  reversed_at          timestamptz,
  updated_at           timestamptz NOT NULL,
  CHECK (status NOT IN ('success', 'reversed') OR utr IS NOT NULL)
);
CREATE INDEX payout_transfers_pending_idx ON payout_transfers (requested_at) WHERE status = 'pending';
CREATE INDEX payout_transfers_vendor_idx ON payout_transfers (vendor_id, requested_at DESC);

-- A shop's approved lines gathered for one transfer: open (can still be cancelled) → processing
-- (sent) → paid | failed | reversed. A failed or reversed batch's lines go back to approved.
CREATE TABLE payout_batches (
  id               uuid PRIMARY KEY,
  vendor_id        uuid NOT NULL REFERENCES users (id),
  status           text NOT NULL CHECK (status IN ('open', 'processing', 'paid', 'failed', 'reversed', 'cancelled')),
  commission_paise bigint NOT NULL CHECK (commission_paise > 0),
  gst_paise        bigint NOT NULL CHECK (gst_paise >= 0),
  tds_paise        bigint NOT NULL CHECK (tds_paise >= 0),
  net_paise        bigint NOT NULL CHECK (net_paise > 0),
  line_count       integer NOT NULL CHECK (line_count > 0),
  transfer_id      text UNIQUE REFERENCES payout_transfers (transfer_id),
  created_by       uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL,
  paid_at          timestamptz,
  utr              text,
  failure_reason   text,
  updated_at       timestamptz NOT NULL,
  CHECK (net_paise = commission_paise + gst_paise - tds_paise)
);
CREATE UNIQUE INDEX payout_batches_one_open ON payout_batches (vendor_id) WHERE status = 'open';
CREATE INDEX payout_batches_status_idx ON payout_batches (status, created_at);

-- Which lines a batch carried, with the amounts it paid them (kept after a failure, for the record).
CREATE TABLE payout_batch_lines (
  batch_id         uuid NOT NULL REFERENCES payout_batches (id) ON DELETE CASCADE,
  commission_id    uuid NOT NULL REFERENCES vendor_commissions (id),
  commission_paise bigint NOT NULL,
  gst_paise        bigint NOT NULL,
  tds_paise        bigint NOT NULL,
  net_paise        bigint NOT NULL,
  PRIMARY KEY (batch_id, commission_id)
);
CREATE INDEX payout_batch_lines_commission_idx ON payout_batch_lines (commission_id);

-- A withdrawal debits the wallet when it is sent; a failed or reversed one credits it back, once.
ALTER TABLE wallet_ledger DROP CONSTRAINT wallet_ledger_kind_check;
ALTER TABLE wallet_ledger DROP CONSTRAINT wallet_ledger_check;
ALTER TABLE wallet_ledger ADD CONSTRAINT wallet_ledger_kind_check
  CHECK (kind IN ('topup', 'service_fee', 'refund', 'withdrawal', 'withdrawal_reversal'));
ALTER TABLE wallet_ledger ADD CONSTRAINT wallet_ledger_sign_check
  CHECK ((kind IN ('service_fee', 'withdrawal')) = (amount_paise < 0));

-- A paid customer order refunded to its source through the payment provider's refund API, once
-- per order (the order id is unique here). pending → success | failed.
CREATE TABLE payment_refunds (
  refund_id          text PRIMARY KEY,
  order_id           text NOT NULL UNIQUE REFERENCES payment_orders (order_id),
  amount_paise       bigint NOT NULL CHECK (amount_paise > 0),
  status             text NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
  provider           text NOT NULL,
  provider_refund_id text,
  reason             text NOT NULL,
  failure_reason     text,
  requested_by       uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_at       timestamptz NOT NULL,
  settled_at         timestamptz,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX payment_refunds_pending_idx ON payment_refunds (requested_at) WHERE status = 'pending';

-- The local payment simulator's refunds (the local gateway imitates Cashfree's refund API).
CREATE TABLE local_gateway_refunds (
  refund_id    text PRIMARY KEY,
  order_id     text NOT NULL,
  amount_paise bigint NOT NULL,
  state        text NOT NULL,
  created_at   timestamptz NOT NULL
);

-- The local payouts simulator's beneficiaries and transfers (kept in the database, as the payment
-- simulator's orders are, so any API process answers for them).
CREATE TABLE local_payout_beneficiaries (
  beneficiary_id text PRIMARY KEY,
  account        text NOT NULL,
  ifsc           text NOT NULL,
  name           text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE TABLE local_payout_transfers (
  transfer_id    text PRIMARY KEY,
  beneficiary_id text NOT NULL,
  amount_paise   bigint NOT NULL,
  state          text NOT NULL,
  utr            text,
  reason         text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

-- Each run of the money reconciliation (daily, or a finance user's "Run now"): what it checked and
-- every difference it found, listed for finance and never fixed by the run.
CREATE TABLE money_reconciliations (
  id               uuid PRIMARY KEY,
  trigger          text NOT NULL CHECK (trigger IN ('schedule', 'staff')),
  run_by           uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at       timestamptz NOT NULL,
  shops_checked    integer NOT NULL,
  orders_checked   integer NOT NULL,
  lines_checked    integer NOT NULL,
  difference_count integer NOT NULL,
  differences      jsonb NOT NULL
);
CREATE INDEX money_reconciliations_started_idx ON money_reconciliations (started_at DESC);
