-- Lenders managed in the operations console (issue 31): an operations admin edits a lender's terms
-- in the database; the file api/src/seed/content/lending-partners.json only seeds what nobody has
-- edited yet. A closed exit request records what the lender says was repaid, and when.

-- Paused: asked for no new offers and not quoted on the site; its bankers keep the loans they have.
ALTER TABLE lending_partners ADD COLUMN active boolean NOT NULL DEFAULT true;
-- Set when staff first edit or add the lender: from then on the file no longer rewrites it.
ALTER TABLE lending_partners ADD COLUMN managed_at timestamptz;
-- Bumped by every edit: an editor who read version n cannot overwrite someone else's n + 1.
ALTER TABLE lending_partners ADD COLUMN version integer NOT NULL DEFAULT 1;

-- One number for every lender's terms, bumped in the transaction of any change (an edit, the file
-- loaded at start). The offers keep the lenders' terms in memory and read this number with the
-- application in the same query, so a change is used by the very next offer set, in every process.
CREATE TABLE lender_terms_generation (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  generation bigint NOT NULL
);
INSERT INTO lender_terms_generation (id, generation) VALUES (1, 1);

-- The lender's banker closes an exit request once the customer has repaid.
ALTER TABLE lead_exit_requests ADD COLUMN repaid_paise bigint CHECK (repaid_paise > 0);
ALTER TABLE lead_exit_requests ADD COLUMN repaid_on date;
ALTER TABLE lead_exit_requests ADD COLUMN closed_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE lead_exit_requests ADD COLUMN closed_at timestamptz;
ALTER TABLE lead_exit_requests ADD CONSTRAINT lead_exit_requests_closed_facts
  CHECK ((status = 'closed') = (closed_at IS NOT NULL AND repaid_paise IS NOT NULL AND repaid_on IS NOT NULL));
