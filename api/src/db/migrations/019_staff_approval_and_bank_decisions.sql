-- Nobody joins the staff side by themselves, and money moves on what the bank decided
-- (docs/decisions/030-staff-approval-and-bank-decisions.md).

-- Operations admins: company staff who approve and suspend partner bankers and telecallers and
-- confirm a bank's decision when no banker of that bank can.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'vendor', 'telecaller', 'banker', 'admin'));

-- A staff account (banker, telecaller) works only once approved. Everyone who exists today was
-- put there by the company, so they start approved; a banker who registers from now on waits.
ALTER TABLE users ADD COLUMN approval_status text NOT NULL DEFAULT 'approved'
  CHECK (approval_status IN ('pending', 'approved', 'rejected', 'suspended'));
ALTER TABLE users ADD COLUMN approval_decided_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN approval_decided_at timestamptz;
ALTER TABLE users ADD COLUMN approval_reason text;
CREATE INDEX users_staff_approval_idx ON users (approval_status, role) WHERE role IN ('banker', 'telecaller');

ALTER TABLE lead_status_history DROP CONSTRAINT lead_status_history_actor_role_check;
ALTER TABLE lead_status_history ADD CONSTRAINT lead_status_history_actor_role_check
  CHECK (actor_role IN ('system', 'telecaller', 'banker', 'customer', 'admin'));

-- The bank's decisions with their facts. A decision a telecaller recorded (the bank told them)
-- waits for the confirmation of the lead's banker or an admin; the confirmer's figures replace
-- the reported ones. A shop's commission is computed on the confirmed disbursed amount only.
CREATE TABLE lead_bank_decisions (
  lead_id          uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  decision         text NOT NULL CHECK (decision IN ('sanctioned', 'disbursed')),
  amount_paise     bigint NOT NULL CHECK (amount_paise > 0),
  -- Sanction: the rate in basis points a year and the tenure; disbursal: the date and reference.
  rate_bps         integer CHECK (rate_bps > 0),
  tenure_months    integer CHECK (tenure_months > 0),
  disbursed_on     date,
  lender_reference text,
  note             text NOT NULL,
  reported_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  reported_role    text NOT NULL,
  reported_name    text NOT NULL,
  reported_at      timestamptz NOT NULL,
  confirmed_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_role   text,
  confirmed_name   text,
  confirmed_at     timestamptz,
  PRIMARY KEY (lead_id, decision),
  CHECK (decision <> 'sanctioned' OR (rate_bps IS NOT NULL AND tenure_months IS NOT NULL)),
  CHECK (decision <> 'disbursed' OR (disbursed_on IS NOT NULL AND lender_reference IS NOT NULL))
);
CREATE INDEX lead_bank_decisions_unconfirmed_idx ON lead_bank_decisions (reported_at) WHERE confirmed_at IS NULL;

-- A commission line whose disbursal a telecaller reported waits for the bank: it earns nothing
-- (amount 0) until the disbursal is confirmed, then it is priced on the confirmed amount.
ALTER TABLE vendor_commissions DROP CONSTRAINT vendor_commissions_status_check;
ALTER TABLE vendor_commissions ADD CONSTRAINT vendor_commissions_status_check
  CHECK (status IN ('awaiting_confirmation', 'unpaid', 'paid'));
