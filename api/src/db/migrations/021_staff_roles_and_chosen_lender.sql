-- Foundations of the operations console and of lenders' offers (decision 037).

-- Company staff are accounts of role 'admin' (they sign in to the operations console, mf-ops).
-- What each may do is the set of staff roles it holds; one person may hold several. Every staff
-- endpoint names the staff roles it admits (`staffRoles` in its contract) and the server checks
-- them on every call, from this table, so a role taken away stops working at once.
CREATE TABLE staff_roles (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('ops_admin', 'kyc_reviewer', 'ca_expert', 'logistics_desk', 'finance', 'content_editor', 'grievance_officer')),
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, role)
);

-- Everyone who was an operations admin before staff roles existed keeps what they could do.
INSERT INTO staff_roles (user_id, role, granted_at)
SELECT id, 'ops_admin', created_at FROM users WHERE role = 'admin';

-- A partner banker works for one lender; a lead whose customer chose an offer goes to that
-- lender's bankers only. The chosen offer is kept as it was shown (its terms, APR and EMI).
ALTER TABLE users ADD COLUMN lender_id text REFERENCES lending_partners (id);
ALTER TABLE leads ADD COLUMN lender_id text REFERENCES lending_partners (id);
ALTER TABLE leads ADD COLUMN chosen_offer jsonb;
ALTER TABLE leads ADD COLUMN offer_chosen_at timestamptz;
CREATE INDEX leads_lender_idx ON leads (lender_id) WHERE lender_id IS NOT NULL;
CREATE INDEX users_lender_idx ON users (lender_id) WHERE lender_id IS NOT NULL;
