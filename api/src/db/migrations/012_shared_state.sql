-- State the API used to keep in one process's memory, or checked in a way two processes could both
-- pass, moved into the database so several API processes on one PostgreSQL share it (docs/decisions/035-shared-state-in-postgresql.md,
-- docs/scale-out.md).

-- The OTP resend cooldown, claimed atomically: two sends for one mobile and purpose arriving at two
-- processes at once cannot both pass (the later one is told to wait).
CREATE TABLE otp_send_claims (
  mobile text NOT NULL,
  purpose text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (mobile, purpose)
);

-- Periodic work (payment reconciliation) done by one process per interval, not by every process.
CREATE TABLE scheduled_job_runs (
  job text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);

-- The local payment simulator's orders: the checkout page may be served by another process than
-- the one that created the order.
CREATE TABLE local_gateway_orders (
  order_id text PRIMARY KEY,
  session_id text NOT NULL UNIQUE,
  provider_order_id text NOT NULL,
  state text NOT NULL,
  payment_id text,
  request jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- The local KYC sandbox's pending Aadhaar OTP requests (the answer they will give, never the number).
CREATE TABLE kyc_local_otp_requests (
  reference text PRIMARY KEY,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
