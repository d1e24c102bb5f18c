-- Payments (api/README.md, Payments): orders paid through the payment provider, and the vendor wallet ledger.
-- Money is integer paise everywhere.

-- One order per attempt to pay. `order_id` is what the provider and the person see (OD + 8 random
-- digits). The server decides `amount_paise` from what is bought (only a wallet top-up takes the
-- figure from the person). `owner_id` is null for a payment made without signing in.
CREATE TABLE payment_orders (
  order_id            text PRIMARY KEY CHECK (order_id ~ '^OD[0-9]{8}$'),
  purpose             text NOT NULL CHECK (purpose IN ('wallet_topup', 'service_fee', 'order')),
  item                text,
  description         text NOT NULL,
  owner_id            uuid REFERENCES users (id) ON DELETE SET NULL,
  customer_id         text NOT NULL,
  customer_phone      text NOT NULL,
  amount_paise        bigint NOT NULL CHECK (amount_paise > 0),
  currency            text NOT NULL DEFAULT 'INR',
  status              text NOT NULL CHECK (status IN ('created', 'active', 'paid', 'failed', 'cancelled', 'expired')),
  provider            text NOT NULL,
  provider_order_id   text,
  payment_session_id  text,
  provider_payment_id text,
  return_url          text NOT NULL,
  failure_reason      text,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  settled_at          timestamptz
);
CREATE INDEX payment_orders_owner_idx ON payment_orders (owner_id, created_at DESC);
CREATE INDEX payment_orders_active_idx ON payment_orders (status, created_at) WHERE status IN ('created', 'active');

-- One row per vendor wallet: the row a debit locks (SELECT ... FOR UPDATE) so two debits at once
-- are applied one after the other and cannot overspend. The balance itself is the ledger's sum.
CREATE TABLE wallet_accounts (
  user_id     uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL
);

-- Every movement of a wallet. Credits are positive, debits negative. `reference` is unique per
-- kind, so the same paid order can never be credited twice, nor the same fee charged twice.
CREATE TABLE wallet_ledger (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES wallet_accounts (user_id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('topup', 'service_fee', 'refund')),
  amount_paise  bigint NOT NULL CHECK (amount_paise <> 0),
  description   text NOT NULL,
  reference     text NOT NULL,
  order_id      text REFERENCES payment_orders (order_id),
  created_at    timestamptz NOT NULL,
  CHECK ((kind = 'service_fee') = (amount_paise < 0))
);
CREATE UNIQUE INDEX wallet_ledger_reference_key ON wallet_ledger (kind, reference);
CREATE INDEX wallet_ledger_user_idx ON wallet_ledger (user_id, created_at DESC, id);

-- Webhooks refused or accepted, for the audit trail ("it is logged").
CREATE TABLE payment_events (
  id          uuid PRIMARY KEY,
  order_id    text,
  source      text NOT NULL CHECK (source IN ('webhook', 'return', 'reconcile')),
  outcome     text NOT NULL,
  detail      text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX payment_events_order_idx ON payment_events (order_id, created_at)
