-- The customer area (api/README.md, Customer area): referral rewards and credit-score checks.

-- Referral rewards, one row per rewarded event. A reward is earned when someone the customer
-- referred verifies their mobile number: an enquiry (`enquiry`) or a partner sign-up (`partner`).
-- (source, source_id) is unique, so bringing the ledger up to date twice never pays twice.
CREATE TABLE referral_earnings (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source        text NOT NULL CHECK (source IN ('enquiry', 'partner')),
  source_id     uuid NOT NULL,
  description   text NOT NULL,
  amount        numeric(12, 2) NOT NULL CHECK (amount >= 0),
  status        text NOT NULL CHECK (status IN ('credited', 'paid')),
  earned_at     timestamptz NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX referral_earnings_source_key ON referral_earnings (source, source_id);
CREATE INDEX referral_earnings_user_idx ON referral_earnings (user_id, earned_at DESC);

-- Credit reports the customer asked for, with the consent they gave. The PAN is kept masked: the
-- report is what the customer comes back for, not the number.
CREATE TABLE credit_reports (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pan_masked    text NOT NULL,
  full_name     text NOT NULL,
  bureau        text NOT NULL,
  score         integer,
  band          text NOT NULL,
  factors       jsonb NOT NULL,
  consent_text  text NOT NULL,
  consent_at    timestamptz NOT NULL,
  client_address text,
  created_at    timestamptz NOT NULL
);
CREATE INDEX credit_reports_user_idx ON credit_reports (user_id, created_at DESC);
CREATE INDEX enquiries_referred_idx ON enquiries (referred);
CREATE INDEX enquiries_user_idx ON enquiries (user_id, created_at DESC);
CREATE INDEX users_referred_by_idx ON users (referred_by)
