-- The chosen lender's side of a loan: a new Key Fact Statement when the lender sanctions other
-- terms than the customer chose, acknowledged again by the customer's OTP before any disbursal,
-- and the customer's exit in the cooling-off period after disbursal (RBI Digital Lending
-- Directions: repay the principal and the proportionate APR, no penalty).

-- Version 1 of a lead's KFS is the chosen offer (leads.chosen_offer). A sanction whose amount,
-- rate or tenure differs from the last version adds the next one here, with the figures worked
-- out from the sanctioned terms; a disbursal waits until the latest version is acknowledged.
CREATE TABLE lead_kfs_versions (
  lead_id             uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  version             integer NOT NULL CHECK (version >= 2),
  amount_paise        bigint NOT NULL CHECK (amount_paise > 0),
  rate_bps            integer NOT NULL CHECK (rate_bps > 0),
  tenure_months       integer NOT NULL CHECK (tenure_months > 0),
  processing_fee_paise bigint NOT NULL CHECK (processing_fee_paise >= 0),
  apr_bps             integer NOT NULL CHECK (apr_bps > 0),
  emi_paise           bigint NOT NULL CHECK (emi_paise > 0),
  total_cost_paise    bigint NOT NULL CHECK (total_cost_paise >= 0),
  cooling_off_days    integer NOT NULL CHECK (cooling_off_days > 0),
  created_by          uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_name     text NOT NULL,
  created_at          timestamptz NOT NULL,
  -- The customer's OTP on the lead's own mobile: when, and to which number it went.
  acknowledged_at     timestamptz,
  acknowledged_mobile text,
  PRIMARY KEY (lead_id, version),
  CHECK ((acknowledged_at IS NULL) = (acknowledged_mobile IS NULL))
);

-- The customer's request to leave a disbursed loan within its cooling-off period. The cost is
-- fixed when asked (principal plus the APR for the days held); the request is sent to the
-- lender's bankers (sent_to: who was told, sent_at: when). One open request per loan.
CREATE TABLE lead_exit_requests (
  id                uuid PRIMARY KEY,
  lead_id           uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  lender_id         text NOT NULL REFERENCES lending_partners (id),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  principal_paise   bigint NOT NULL CHECK (principal_paise > 0),
  interest_paise    bigint NOT NULL CHECK (interest_paise >= 0),
  days_held         integer NOT NULL CHECK (days_held >= 1),
  apr_bps           integer NOT NULL CHECK (apr_bps > 0),
  cooling_off_ends_on date NOT NULL,
  requested_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_at      timestamptz NOT NULL,
  sent_to           uuid[] NOT NULL DEFAULT '{}',
  sent_at           timestamptz
);
CREATE UNIQUE INDEX lead_exit_requests_one_open ON lead_exit_requests (lead_id) WHERE status = 'open';
