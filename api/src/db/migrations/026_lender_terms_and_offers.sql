-- Lenders' terms and the offers shown from them (RBI Digital Lending Directions 2025, para 6: every
-- matching lender in a neutral, comparable view, the lenders that did not match named, one method
-- for every borrower, and a record of what was shown). Loaded like the partners themselves from
-- api/src/seed/content/lending-partners.json on every start.

-- Demo lenders are said to be demo data wherever the site shows them. PIN codes served are
-- prefixes: 411001 is served by a lender listing '41' (Pune) or '4' (the western region).
ALTER TABLE lending_partners ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE lending_partners ADD COLUMN pincode_prefixes text[] NOT NULL DEFAULT '{}';
-- The products summary is now worked out from lender_products, so it cannot disagree with them.
ALTER TABLE lending_partners DROP COLUMN products;

-- What a lender offers for one product: bounds, who it lends to, its rate grid, fees and charges.
CREATE TABLE lender_products (
  lender_id               text NOT NULL REFERENCES lending_partners (id) ON DELETE CASCADE,
  product                 text NOT NULL,
  name                    text NOT NULL,
  min_amount_paise        bigint NOT NULL CHECK (min_amount_paise > 0),
  max_amount_paise        bigint NOT NULL CHECK (max_amount_paise >= min_amount_paise),
  min_tenure_months       integer NOT NULL CHECK (min_tenure_months >= 1),
  max_tenure_months       integer NOT NULL CHECK (max_tenure_months >= min_tenure_months),
  example_tenure_months   integer NOT NULL,
  min_age                 integer NOT NULL CHECK (min_age >= 18),
  max_age                 integer NOT NULL CHECK (max_age >= min_age),
  employment_types        text[] NOT NULL,
  min_monthly_income_paise bigint NOT NULL CHECK (min_monthly_income_paise >= 0),
  foir_bps                integer NOT NULL CHECK (foir_bps > 0 AND foir_bps <= 10000),
  processing_fee_bps      integer NOT NULL CHECK (processing_fee_bps >= 0 AND processing_fee_bps <= 1000),
  -- [{ band, minMonthlyIncomePaise, rateBps }]: the rate for a credit-score band from an income up.
  rate_grid               jsonb NOT NULL,
  penal_charges           text NOT NULL,
  foreclosure             text NOT NULL,
  cooling_off_days        integer NOT NULL CHECK (cooling_off_days >= 1),
  position                integer NOT NULL,
  PRIMARY KEY (lender_id, product)
);

-- Every set of offers shown, as shown: the inputs, the offers, the unmatched lenders with their
-- reasons, the language, who asked and when. Never changed: a choice points at the set it was made
-- from, and the rules below keep a mistaken query from rewriting what a borrower was shown.
CREATE TABLE offer_sets (
  id              uuid PRIMARY KEY,
  lead_id         uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  product         text NOT NULL,
  -- No ON DELETE action: SET NULL is an UPDATE, which the rule below turns into nothing (and
  -- PostgreSQL then refuses the delete). Only accounts never signed in are ever deleted.
  asked_by        uuid REFERENCES users (id),
  asked_by_role   text NOT NULL CHECK (asked_by_role IN ('customer', 'vendor', 'telecaller')),
  -- The application's figures used (income, EMIs, age…), sealed like the application's own details
  -- (AES-256-GCM bound to the row, api/src/security/keys.ts).
  inputs_sealed   text NOT NULL,
  offers          jsonb NOT NULL,
  unmatched       jsonb NOT NULL,
  indicative      boolean NOT NULL,
  priced_band     text NOT NULL,
  method_version  integer NOT NULL,
  language        text NOT NULL CHECK (language IN ('en', 'hi')),
  created_at      timestamptz NOT NULL
);
CREATE INDEX offer_sets_lead_idx ON offer_sets (lead_id, created_at DESC);
CREATE RULE offer_sets_no_update AS ON UPDATE TO offer_sets DO INSTEAD NOTHING;

-- A choice started (an OTP sent to the customer's mobile for one offer of one set) and, once the
-- customer confirmed the code, acknowledged. The id is the OTP flow token's id.
CREATE TABLE offer_choices (
  id              uuid PRIMARY KEY,
  offer_set_id    uuid NOT NULL REFERENCES offer_sets (id) ON DELETE CASCADE,
  lead_id         uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  lender_id       text NOT NULL REFERENCES lending_partners (id),
  started_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  started_by_role text NOT NULL CHECK (started_by_role IN ('customer', 'vendor', 'telecaller')),
  mobile          text NOT NULL,
  created_at      timestamptz NOT NULL,
  acknowledged_at timestamptz
);
CREATE INDEX offer_choices_lead_idx ON offer_choices (lead_id, created_at DESC);
